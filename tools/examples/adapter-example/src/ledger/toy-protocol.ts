// The toy chain's protocol, shared by its ledger, its wallet and its Kit adapter: addresses are
// ed25519 public keys, transfers are signed by the sender's key over one canonical text.
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

/** The CAIP-2 namespace of the toy chain. */
export const TOY_NAMESPACE = 'toy';

const ADDRESS = /^toy1[0-9a-f]{64}$/;

/** A toy address: `toy1` and the owner's ed25519 public key in lower-case hex. */
export function toyAddress(publicKey: Uint8Array): string {
  return `toy1${bytesToHex(publicKey)}`;
}

/** True for a well-formed toy address. */
export function isToyAddress(value: unknown): value is string {
  return typeof value === 'string' && ADDRESS.test(value);
}

/** The ed25519 public key an address names. */
export function publicKeyOf(address: string): Uint8Array {
  return hexToBytes(address.slice(4));
}

/** A transfer of `amount` (smallest unit, decimal string) as its sender signs it. */
export interface ToyTransfer {
  /** The chain reference (`devnet`), so a signature cannot be replayed on another toy chain. */
  chain: string;
  from: string;
  to: string;
  amount: string;
  /** The sender's count of earlier transfers, so a signature cannot be replayed on this chain. */
  nonce: number;
}

/** A transfer with its sender's ed25519 signature (hex). */
export interface SignedToyTransfer extends ToyTransfer {
  signature: string;
}

/** The exact bytes a sender signs for a transfer. */
export function transferBytes(transfer: ToyTransfer): Uint8Array {
  const { chain, from, to, amount, nonce } = transfer;
  return utf8ToBytes(`toy-transfer\n${chain}\n${from}\n${to}\n${amount}\n${nonce}`);
}

/** True when `signature` (hex) is `address`'s ed25519 signature of `bytes`. Never throws. */
export function verifyToySignature(address: string, bytes: Uint8Array, signature: string): boolean {
  if (!isToyAddress(address) || !/^[0-9a-f]{128}$/.test(signature)) return false;
  try {
    return ed25519.verify(hexToBytes(signature), bytes, publicKeyOf(address));
  } catch {
    return false;
  }
}
