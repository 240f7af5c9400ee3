import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { base58 } from '@scure/base';
import { concat, getBytes, keccak256, toUtf8Bytes, Wallet } from 'ethers';

/** The keys of one identity, derived from its seed; they exist only inside the cloud process. */
export interface IdentityKeys {
  /** The EVM key (the eoa account, and the owner of the smart account). */
  evm: Wallet;
  /** The Solana address (base58 of the ed25519 public key). */
  solanaAddress: string;
  /** Signs bytes with the Solana key (ed25519); answers the 64-byte signature in base58. */
  signSolana(message: Uint8Array): string;
}

// PKCS#8 DER prefix of an ed25519 private key: node:crypto imports a raw 32-byte seed through it.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** One 32-byte key per namespace: keccak256(seed || namespace), so the keys are independent. */
function childKey(seed: string, namespace: string): Uint8Array {
  return getBytes(keccak256(concat([getBytes(`0x${seed}`), toUtf8Bytes(namespace)])));
}

/** Derives the EVM and Solana keys of a seed (hex, 32 bytes). Same seed, same keys. */
export function deriveIdentityKeys(seed: string): IdentityKeys {
  const evm = new Wallet(keccak256(childKey(seed, 'eip155')));
  const solanaKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.from(childKey(seed, 'solana'))]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicDer = createPublicKey(solanaKey).export({ format: 'der', type: 'spki' });
  // The SPKI of ed25519 ends with the 32 raw public-key bytes.
  const solanaAddress = base58.encode(new Uint8Array(publicDer.subarray(publicDer.length - 32)));
  return {
    evm,
    solanaAddress,
    signSolana: (message) => base58.encode(new Uint8Array(sign(null, message, solanaKey))),
  };
}
