// bitcoinjs-lib needs an elliptic-curve library for Taproot outputs, and BIP-322 verification
// needs ECDSA and Schnorr checks. @bitcoinerlab/secp256k1 is pure JavaScript (@noble/curves), so
// the adapter bundles for browsers with no WASM or native code.
import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib } from 'bitcoinjs-lib';

let initialised = false;

/**
 * Hands bitcoinjs-lib its curve library. Called by the code paths that need it rather than at
 * import: the package is `sideEffects: false`, so bundlers drop bare imports run for effect.
 */
export function useSecp256k1(): typeof ecc {
  if (!initialised) {
    initEccLib(ecc);
    initialised = true;
  }
  return ecc;
}
