// bitcoinjs-lib needs an elliptic-curve library for Taproot outputs, and BIP-322 verification
// needs ECDSA and Schnorr checks. @bitcoinerlab/secp256k1 is pure JavaScript (@noble/curves), so
// the adapter bundles for browsers with no WASM or native code.
import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib } from 'bitcoinjs-lib';

initEccLib(ecc);

export { ecc };
