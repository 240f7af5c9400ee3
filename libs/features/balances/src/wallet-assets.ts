import { type KitNetwork } from '@kit/core';
import { formatUnits } from '@kit/core/units';
import { priceKeyOf, type TokenBalance } from './balances.slice';
import type { BalancesRead } from './balances-api';

/** An EIP-1193 provider: what the embedded wallet's adapter gives for its connector. */
interface RequestProvider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** One ERC-7811 asset as `wallet_getAssets` answers it (spec §3 "Wallet asset"). */
interface WalletAsset {
  address: string;
  /** Hex quantity in the smallest unit. */
  balance: string;
  type: string;
  metadata: { name: string; symbol: string; decimals: number; price?: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `value` is an asset Kit can show: a hex balance and named, whole-number metadata. */
function isWalletAsset(value: unknown): value is WalletAsset {
  if (!isRecord(value) || !isRecord(value['metadata'])) return false;
  const { name, symbol, decimals, price } = value['metadata'];
  return (
    typeof value['address'] === 'string' &&
    typeof value['balance'] === 'string' &&
    /^0x[0-9a-fA-F]+$/.test(value['balance']) &&
    typeof value['type'] === 'string' &&
    typeof name === 'string' &&
    typeof symbol === 'string' &&
    typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    (price === undefined || (typeof price === 'number' && Number.isFinite(price)))
  );
}

/** Whether `provider` can be asked for JSON-RPC. */
export function isRequestProvider(provider: unknown): provider is RequestProvider {
  return isRecord(provider) && typeof provider['request'] === 'function';
}

/**
 * Reads balances through the embedded wallet's asset discovery (spec §7 balance fetch): the
 * capability query for the account, then `wallet_getAssets` with the account and the network's
 * hex chain id as the filter. Undefined when the wallet does not support asset discovery on this
 * network (the caller then asks the Blockchain API); failures throw. Prices come with the assets'
 * metadata; a wallet without a native entry holds 0 of it.
 */
export async function readWalletAssets(
  provider: RequestProvider,
  address: string,
  network: KitNetwork,
): Promise<BalancesRead | undefined> {
  // Asset discovery speaks in numeric chain ids; a network without one has none.
  if (typeof network.id !== 'number') return undefined;
  const chainHex = `0x${network.id.toString(16)}`;
  const capabilities = await provider.request({
    method: 'wallet_getCapabilities',
    params: [address],
  });
  const chain = isRecord(capabilities) ? capabilities[chainHex] : undefined;
  const discovery = isRecord(chain) ? chain['assetDiscovery'] : undefined;
  if (!isRecord(discovery) || discovery['supported'] !== true) return undefined;

  const answer = await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [chainHex] }],
  });
  const listed = isRecord(answer) ? answer[chainHex] : undefined;
  const assets = Array.isArray(listed) ? listed.filter(isWalletAsset) : [];
  const { caipNetworkId } = network;
  const read: BalancesRead = {
    native: { balance: '0', symbol: network.nativeCurrency.symbol },
    tokens: [],
    prices: {},
  };
  for (const asset of assets) {
    const { name, symbol, decimals, price } = asset.metadata;
    const balance = formatUnits(BigInt(asset.balance), decimals);
    const token = asset.type === 'NATIVE' ? undefined : asset.address;
    if (price !== undefined) read.prices[priceKeyOf(caipNetworkId, token)] = price;
    if (token === undefined) read.native = { balance, symbol };
    // Zero-decimal tokens are left out of balance lists (spec §5).
    else if (decimals > 0) {
      read.tokens?.push({ address: token, name, symbol, decimals, balance } satisfies TokenBalance);
    }
  }
  return read;
}
