import { ed25519 } from '@noble/curves/ed25519';
import { utf8ToBytes } from '@noble/hashes/utils';
import { base58 } from '@scure/base';

/**
 * Verifies a Solana sign-in signature: ed25519 over the message's UTF-8 bytes (what `signMessage`
 * of a Solana wallet signs), the signature in base58 as Solana writes signatures, the public key
 * being the base58 address itself.
 */
export function verifySolanaSignature(params: {
  message: string;
  address: string;
  signature: string;
}): boolean {
  try {
    const signature = base58.decode(params.signature);
    const publicKey = base58.decode(params.address);
    if (signature.length !== 64 || publicKey.length !== 32) return false;
    return ed25519.verify(signature, utf8ToBytes(params.message), publicKey);
  } catch {
    return false;
  }
}
