import { formatCaipNetworkId } from '@kit/core';
import type { AdapterAccount, CaipNetworkId, EvmChecksum } from '@kit/core';

/** An EIP-1193 provider as wallets inject or announce it; `on`/`removeListener` are optional in the wild. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
  /** Some providers only offer the Node-style alias. */
  off?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** True for an object with an EIP-1193 `request` function. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

/** Sends one request, typed loosely: the wallet's answer is untrusted and checked by the caller. */
export function walletRequest(
  provider: Eip1193Provider,
  method: string,
  params?: readonly unknown[] | object,
): Promise<unknown> {
  return provider.request(params === undefined ? { method } : { method, params });
}

/**
 * A chain id as wallets send it (hex string per EIP-1193, but decimal strings and numbers occur)
 * as a number, or undefined when it is not a positive safe integer.
 */
export function parseChainId(value: unknown): number | undefined {
  let id: number | undefined;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value))
    id = Number.parseInt(value, 16);
  else if (typeof value === 'string' && /^\d+$/.test(value)) id = Number(value);
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The CAIP-2 id of an eip155 chain id, e.g. 31337 → 'eip155:31337'. */
export function toCaipNetworkId(chainId: number): CaipNetworkId {
  return formatCaipNetworkId('eip155', chainId);
}

/** The 0x-prefixed hex chain id wallets expect (no leading zeros, EIP-3326). */
export function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}

/**
 * The accounts of an eth_accounts / eth_requestAccounts / accountsChanged answer, EIP-55
 * checksummed; entries that are not addresses are dropped, since a wallet's answer is untrusted.
 * Injected wallets expose key-pair accounts, hence `eoa`. It takes the loaded EIP-55 code
 * (`loadEvmChecksum`), so no answer is read before the checksum can be checked.
 */
export function toAdapterAccounts(value: unknown, checksum: EvmChecksum): AdapterAccount[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is string => checksum.isEvmAddress(entry))
    .map((address) => ({ address: checksum.toChecksumAddress(address), type: 'eoa' as const }));
}
