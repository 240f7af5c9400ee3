// What tests check on the local Solana chain from the outside: an SPL balance read over JSON-RPC
// (as a block explorer would, not through the code under test) and an ed25519 signature checked
// with node:crypto (not with the library that made it).
import { createPublicKey, verify } from 'node:crypto';
import { base58 } from '@scure/base';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';

/** The SPL token units `owner` holds of `mint` in its associated token account (0 without one). */
export async function solanaTokenUnits(
  rpcUrl: string,
  mint: string,
  owner: string,
): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(owner));
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountBalance',
      params: [account.toBase58()],
    }),
  });
  const body = (await response.json()) as { result?: { value: { amount: string } } | null };
  return BigInt(body.result?.value.amount ?? 0);
}

/**
 * Whether `signature` is the ed25519 signature of `message` by the key a Solana address encodes
 * (strings are UTF-8 text and a base58 signature respectively).
 */
export function verifiesAsSolanaAddress(
  address: string,
  message: Uint8Array | string,
  signature: Uint8Array | string,
): boolean {
  const key = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(base58.decode(address)).toString('base64url'),
    },
    format: 'jwk',
  });
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
  const signed = typeof signature === 'string' ? base58.decode(signature) : signature;
  return verify(null, bytes, key, signed);
}
