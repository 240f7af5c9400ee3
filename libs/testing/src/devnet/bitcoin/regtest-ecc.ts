// bitcoinjs-lib needs an elliptic-curve library before it can build or check Taproot outputs.
// @bitcoinerlab/secp256k1 is pure JavaScript (on @noble/curves), so the same code runs in jest,
// jsdom and a browser bundle with no native or WASM build. Keep this file free of Node-only APIs.
import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib, networks } from 'bitcoinjs-lib';

initEccLib(ecc);

/** The secp256k1 operations (ECDSA, Schnorr, tweaks) every regtest part shares. */
export { ecc };

/** bitcoinjs-lib's regtest parameters: bech32 prefix `bcrt`. */
export const REGTEST = networks.regtest;
