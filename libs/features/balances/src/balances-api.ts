import type { BlockchainApiClient, BlockchainBalance } from '@kit/api';
import { isDecimal, type CaipAddress, type CaipNetworkId } from '@kit/core';
import { priceKeyOf, type NativeBalance, type TokenBalance } from './balances.slice';

/** What one read of an account's balances gives, from the Blockchain API or an adapter. */
export interface BalancesRead {
  native?: Omit<NativeBalance, 'timestamp' | 'caipAddress'>;
  tokens?: TokenBalance[];
  /** USD prices by `priceKeyOf`; assets the source could not price are absent. */
  prices: Record<string, number>;
}

/** The token address of a balance's CAIP-10 id (`eip155:1:0xabc…` -> `0xabc…`). */
function tokenAddressOf(entry: BlockchainBalance): string | undefined {
  return entry.address?.split(':')[2];
}

/**
 * Reads an account's balances through the Blockchain API (spec §7 account balance), or answers
 * undefined when the API does not serve the network (GET /v1/supported-chains, read once per
 * client), so the caller reads through the adapter instead. The API lists non-zero balances only:
 * no native entry means a native balance of 0 in `nativeSymbol`. Failures throw.
 */
export async function readBalancesThroughApi(
  blockchain: BlockchainApiClient,
  caipAddress: CaipAddress,
  nativeSymbol: string,
  forceUpdate: boolean,
): Promise<BalancesRead | undefined> {
  const [namespace, reference, address = ''] = caipAddress.split(':');
  const caipNetworkId = `${namespace}:${reference}` as CaipNetworkId;
  if (!(await blockchain.isNetworkSupported(caipNetworkId))) return undefined;
  const entries = await blockchain.getBalances({ address, caipNetworkId, forceUpdate });
  const read: BalancesRead = {
    native: { balance: '0', symbol: nativeSymbol },
    tokens: [],
    prices: {},
  };
  for (const entry of entries) {
    // Another chain's entry, or an amount that is not a plain decimal, is not this account's.
    if (entry.chainId !== caipNetworkId || !isDecimal(entry.quantity.numeric)) continue;
    const token = tokenAddressOf(entry);
    if (entry.price !== undefined) read.prices[priceKeyOf(caipNetworkId, token)] = entry.price;
    if (token === undefined) {
      read.native = { balance: entry.quantity.numeric, symbol: entry.symbol };
    } else {
      read.tokens?.push({
        address: token,
        name: entry.name,
        symbol: entry.symbol,
        decimals: Number(entry.quantity.decimals),
        balance: entry.quantity.numeric,
        // Already passed the client's image allow-list (sanitizeImageUrl).
        ...(entry.iconUrl !== undefined ? { iconUrl: entry.iconUrl } : {}),
      });
    }
  }
  return read;
}

/**
 * The USD prices of token balances an adapter read (POST /v1/fungible/price, cached 15 s by the
 * client), by `priceKeyOf`. The API answers the tokens it can price, without their addresses, in
 * the order asked: each answer is matched to the asked token of its symbol.
 */
export async function readTokenPrices(
  blockchain: BlockchainApiClient,
  caipNetworkId: string,
  tokens: readonly TokenBalance[],
): Promise<Record<string, number>> {
  if (tokens.length === 0) return {};
  const answers = await blockchain.getTokenPrices({
    addresses: tokens.map((token) => `${caipNetworkId}:${token.address}`),
  });
  const prices: Record<string, number> = {};
  for (const token of tokens) {
    const answer = answers.find((candidate) => candidate.symbol === token.symbol);
    if (answer !== undefined) prices[priceKeyOf(caipNetworkId, token.address)] = answer.price;
  }
  return prices;
}
