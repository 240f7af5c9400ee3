import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { base58 } from '@scure/base';

// PKCS#8 and SPKI prefixes of a raw Ed25519 key (RFC 8410), to use Node's crypto without a library.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** An Ed25519 key pair as Solana uses it: base58 address, detached signatures. Node only. */
export interface SolanaTestKeys {
  /** The base58 public key (a Solana address). */
  address: string;
  /** The base58 Ed25519 signature of `message`. */
  signMessage(message: Uint8Array): string;
}

/** Solana test keys from a 32-byte seed (deterministic, so tests can pin the address). */
export function solanaTestKeys(seed: Uint8Array): SolanaTestKeys {
  if (seed.length !== 32) throw new Error('an Ed25519 seed is 32 bytes');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, Buffer.from(seed)]),
    format: 'der',
    type: 'pkcs8',
  });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  const publicKey = new Uint8Array(spki.subarray(spki.length - 32));
  return {
    address: base58.encode(publicKey),
    signMessage: (message) => base58.encode(new Uint8Array(sign(null, message, privateKey))),
  };
}
