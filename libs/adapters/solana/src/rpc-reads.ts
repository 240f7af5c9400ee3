// Typed Solana JSON-RPC reads through the store's RpcClient (batched, retried, counted at one
// transport, like the EVM adapter's reads), so the adapter needs no Connection of its own. No
// @solana/web3.js here: the native balance read uses this file before the SDK has loaded.
import type { RpcClient } from '@kit/core';

/** A JSON-RPC result with the slot it was read at. */
export interface WithContext<T> {
  context: { slot: number };
  value: T;
}

export async function getLamports(rpc: RpcClient, address: string): Promise<bigint> {
  const { value } = await rpc.request<WithContext<number>>({
    method: 'getBalance',
    params: [address, { commitment: 'confirmed' }],
  });
  return BigInt(value);
}

export async function getLatestBlockhash(
  rpc: RpcClient,
): Promise<{ blockhash: string; lastValidBlockHeight: number }> {
  const { value } = await rpc.request<
    WithContext<{ blockhash: string; lastValidBlockHeight: number }>
  >({ method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] });
  return value;
}

export async function getBlockHeight(rpc: RpcClient): Promise<number> {
  return rpc.request<number>({ method: 'getBlockHeight', params: [{ commitment: 'confirmed' }] });
}

/** The fee of a compiled message (base64), or null when its blockhash has expired. */
export async function getFeeForMessage(rpc: RpcClient, message: string): Promise<number | null> {
  const { value } = await rpc.request<WithContext<number | null>>({
    method: 'getFeeForMessage',
    params: [message, { commitment: 'confirmed' }],
  });
  return value;
}

/** Signature status as the node reports it. */
export interface SignatureStatusRead {
  err: unknown;
  confirmationStatus?: 'processed' | 'confirmed' | 'finalized' | null;
}

export async function getSignatureStatus(
  rpc: RpcClient,
  signature: string,
): Promise<SignatureStatusRead | null> {
  const { value } = await rpc.request<WithContext<Array<SignatureStatusRead | null>>>({
    method: 'getSignatureStatuses',
    params: [[signature]],
  });
  return value[0] ?? null;
}

/** Sends a signed transaction (base64 wire bytes) with preflight; resolves with its signature. */
export async function sendRawTransaction(rpc: RpcClient, wire: string): Promise<string> {
  return rpc.request<string>({
    method: 'sendTransaction',
    params: [wire, { encoding: 'base64', preflightCommitment: 'confirmed' }],
  });
}
