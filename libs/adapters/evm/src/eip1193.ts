// Plain EIP-1193 requests and the parsing of a wallet's answers (chain ids, accounts): the wallet
// code's helpers, loaded with it (lazy-wallet-code.ts).
import { formatCaipNetworkId } from '@kit/core';
import type { AdapterAccount, CaipNetworkId, EvmChecksum } from '@kit/core';
import type { Eip1193Provider } from './eip1193-provider';

export { isEip1193Provider } from './eip1193-provider';
export type { Eip1193Provider } from './eip1193-provider';

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
