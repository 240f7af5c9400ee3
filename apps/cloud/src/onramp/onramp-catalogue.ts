import { CONSTANTS, getNetworkByCaipId } from '@kit/core';
import { getAddress } from 'ethers';
import { USD_PRICES } from '../blockchain/price-table';
import type { CloudDevnet } from '../cloud-context';

/** A network a purchase currency is sold on (GET /v1/onramp/options, spec §3). */
export interface WireOnrampNetwork {
  /** A slug: 'kit-devnet', 'kit-devnet-2', or 'eip155-<chainId>' for a chain core does not name. */
  name: string;
  display_name: string;
  /** The eip155 chain id, decimal. */
  chain_id: string;
  /** The token's address; '' for the native coin. */
  contract_address: string;
}

/** Something to buy. `id` is the symbol: the local catalogue has one currency per symbol. */
export interface WirePurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: WireOnrampNetwork[];
}

/** A payment method's limits, decimal strings in the fiat currency. */
export interface WirePaymentLimit {
  id: string;
  min: string;
  max: string;
}

/** A fiat currency to pay in. */
export interface WirePaymentCurrency {
  id: string;
  payment_method_limits: WirePaymentLimit[];
}

/** GET /v1/onramp/options. */
export interface WireOnrampOptions {
  purchaseCurrencies: WirePurchaseCurrency[];
  paymentCurrencies: WirePaymentCurrency[];
}

/**
 * Fiat currencies and their fixed rates: micro-USD per cent. 1 EUR = 1.08 USD, a round rate of
 * the time, fixed so quotes are the same on every run.
 */
export const FIAT_USD_MICROS_PER_CENT: Readonly<Record<string, bigint>> = {
  USD: 10_000n,
  EUR: 10_800n,
};

/** §9's limits, for every fiat currency: card 10.00-7500.00, ACH 10.00-25000.00. */
export const PAYMENT_METHOD_LIMITS: readonly WirePaymentLimit[] = [
  { id: 'card', min: CONSTANTS.ONRAMP_CARD_MIN, max: CONSTANTS.ONRAMP_CARD_MAX },
  { id: 'ach_bank_account', min: CONSTANTS.ONRAMP_ACH_MIN, max: CONSTANTS.ONRAMP_ACH_MAX },
];

/** One asset on one devnet chain that can be bought. */
export interface PurchasableAsset {
  chainId: number;
  rpcUrl: string;
  network: WireOnrampNetwork;
  symbol: string;
  name: string;
  decimals: number;
  /** Checksummed; undefined for the native coin. */
  address?: string;
  /** Micro-USD per whole token, from the local price table. */
  priceMicros: bigint;
}

function networkOf(chainId: number): WireOnrampNetwork {
  const network = getNetworkByCaipId(`eip155:${chainId}`);
  const name = network
    ? network.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
    : `eip155-${chainId}`;
  return {
    name,
    display_name: network?.name ?? `Chain ${chainId}`,
    chain_id: String(chainId),
    contract_address: '',
  };
}

function priceMicrosOf(symbol: string): bigint {
  return BigInt(Math.round((USD_PRICES[symbol.toUpperCase()] ?? 0) * 1_000_000));
}

/**
 * What the devnet sells: its native coin on every chain and each test token the price table
 * prices on every chain that has the tokens. None without a devnet.
 */
export function purchasableAssets(devnet: CloudDevnet | undefined): PurchasableAsset[] {
  const tokens = Object.values(devnet?.tokens ?? {});
  return (devnet?.chains ?? []).flatMap((chain) => {
    const network = networkOf(chain.chainId);
    const native = getNetworkByCaipId(`eip155:${chain.chainId}`)?.nativeCurrency ?? {
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
    };
    const assets: PurchasableAsset[] = [
      {
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        network,
        ...native,
        priceMicros: priceMicrosOf(native.symbol),
      },
      ...(chain.tokens === false ? [] : tokens).map((token) => ({
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        network: { ...network, contract_address: getAddress(token.address) },
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        address: getAddress(token.address),
        priceMicros: priceMicrosOf(token.symbol),
      })),
    ];
    return assets.filter((asset) => asset.priceMicros > 0n);
  });
}

/** The options answer: the assets grouped by symbol, then USD and EUR with §9's limits. */
export function onrampOptions(assets: readonly PurchasableAsset[]): WireOnrampOptions {
  const bySymbol = new Map<string, WirePurchaseCurrency>();
  for (const asset of assets) {
    const currency = bySymbol.get(asset.symbol) ?? {
      id: asset.symbol,
      name: asset.name,
      symbol: asset.symbol,
      networks: [],
    };
    currency.networks.push({ ...asset.network });
    bySymbol.set(asset.symbol, currency);
  }
  return {
    purchaseCurrencies: [...bySymbol.values()],
    paymentCurrencies: Object.keys(FIAT_USD_MICROS_PER_CENT).map((id) => ({
      id,
      payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
    })),
  };
}

/**
 * The asset a currency id or symbol names on a network: a network slug, a chain id, a CAIP-2 id
 * or a display name (case-insensitive); without a network, the first that sells it.
 */
export function findPurchasable(
  assets: readonly PurchasableAsset[],
  currency: string,
  network: string | undefined,
): PurchasableAsset | undefined {
  const symbol = currency.trim().toLowerCase();
  return assets.find(
    (asset) => asset.symbol.toLowerCase() === symbol && isOnNetwork(asset, network),
  );
}

/** The native coin of a network (the first chain's without one). */
export function nativeAssetOn(
  assets: readonly PurchasableAsset[],
  network: string | undefined,
): PurchasableAsset | undefined {
  return assets.find((asset) => asset.address === undefined && isOnNetwork(asset, network));
}

function isOnNetwork(asset: PurchasableAsset, network: string | undefined): boolean {
  const wanted = network?.trim().toLowerCase();
  return (
    wanted === undefined ||
    wanted === '' ||
    asset.network.name === wanted ||
    asset.network.chain_id === wanted ||
    `eip155:${asset.network.chain_id}` === wanted ||
    asset.network.display_name.toLowerCase() === wanted
  );
}
