import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  formatBalance,
  formatTotal,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type SerializedKitError,
} from '@kit/core';

/** A native balance as cached (spec §3 "Native balance cache entry"). */
export interface NativeBalance {
  caipAddress: CaipAddress;
  /** The exact amount in whole units, as a decimal string ('1.234567'); views show it floored. */
  balance: string;
  symbol: string;
  /** When it was read (ms since the epoch, from the saga clock). */
  timestamp: number;
}

/** A token balance (spec §3 Token); zero-decimal tokens never get here (spec §5). */
export interface TokenBalance {
  /** The token's address (contract, mint) in its namespace. */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** The exact amount in whole units, as a decimal string. */
  balance: string;
  /** The token's image (the Blockchain API's, else the Explorer API's token image); absent without. */
  iconUrl?: string;
}

/** The token balances of one account, as cached. */
export interface TokenBalances {
  tokens: TokenBalance[];
  timestamp: number;
}

/**
 * Balances per chain-qualified address, so switching account or network never shows another
 * one's balance, and USD prices per asset (see `priceKeyOf`), so values and totals follow them.
 */
export interface BalancesState {
  native: Record<string, NativeBalance>;
  tokens: Record<string, TokenBalances>;
  /** Accounts whose balances are being read. */
  loading: Record<string, boolean>;
  /** When the last read of an account failed; retrying is blocked for 30 s after it (spec §8). */
  lastRetry: Record<string, number>;
  /** The last read error per account. */
  errors: Record<string, SerializedKitError>;
  /** The token addresses to read per network (createKit's `tokens` option). */
  tokensByNetwork: Record<string, string[]>;
  /** USD prices by `priceKeyOf(network, token)`; an asset without one has no price (not 0). */
  prices: Record<string, number>;
}

/**
 * The key of an asset's price: `<caipNetworkId>:<token address>`, or `<caipNetworkId>:native` for
 * the native coin. EVM hex addresses are lowercased (they are case-insensitive; other encodings
 * are not), so a checksummed and a lowercase address share a price.
 */
export function priceKeyOf(caipNetworkId: string, tokenAddress?: string): string {
  if (tokenAddress === undefined) return `${caipNetworkId}:native`;
  const address = /^0x[0-9a-fA-F]{40}$/.test(tokenAddress)
    ? tokenAddress.toLowerCase()
    : tokenAddress;
  return `${caipNetworkId}:${address}`;
}

/** Nothing read yet. */
export const initialBalancesState: BalancesState = {
  native: {},
  tokens: {},
  loading: {},
  lastRetry: {},
  errors: {},
  tokensByNetwork: {},
  prices: {},
};

/** The balances slice; mount its reducer under `balances`. */
export const balancesSlice = createSlice({
  name: 'balances',
  initialState: initialBalancesState,
  reducers: {
    /** The token addresses to read per network (replaces the previous map). */
    tokensConfigured(state, action: PayloadAction<Partial<Record<CaipNetworkId, string[]>>>) {
      const map: Record<string, string[]> = {};
      for (const [caipNetworkId, addresses] of Object.entries(action.payload)) {
        if (addresses) map[caipNetworkId] = [...addresses];
      }
      state.tokensByNetwork = map;
    },
    /** Reading an account's balances started. */
    balanceFetchStarted(state, action: PayloadAction<{ caipAddress: CaipAddress }>) {
      state.loading[action.payload.caipAddress] = true;
    },
    /**
     * An account's balances were read (or found in the storage cache). A part that could not be
     * read is absent and keeps its previous value.
     */
    balanceFetched(
      state,
      action: PayloadAction<{
        caipAddress: CaipAddress;
        native?: NativeBalance;
        tokens?: TokenBalances;
      }>,
    ) {
      const { caipAddress, native, tokens } = action.payload;
      if (native) state.native[caipAddress] = native;
      if (tokens) state.tokens[caipAddress] = tokens;
      delete state.loading[caipAddress];
      delete state.errors[caipAddress];
      delete state.lastRetry[caipAddress];
    },
    /** USD prices were read (by `priceKeyOf`); an asset left out keeps no price. */
    pricesFetched(state, action: PayloadAction<Record<string, number>>) {
      Object.assign(state.prices, action.payload);
    },
    /** Reading an account's balances failed at `timestamp`; retries wait for the back-off. */
    balanceFetchFailed(
      state,
      action: PayloadAction<{
        caipAddress: CaipAddress;
        error: SerializedKitError;
        timestamp: number;
      }>,
    ) {
      const { caipAddress, error, timestamp } = action.payload;
      delete state.loading[caipAddress];
      state.errors[caipAddress] = error;
      state.lastRetry[caipAddress] = timestamp;
    },
  },
});

export const {
  tokensConfigured,
  balanceFetchStarted,
  balanceFetched,
  balanceFetchFailed,
  pricesFetched,
} = balancesSlice.actions;

/**
 * Intent: read a namespace's balances (default: the active one). Fresh cached values (30 s) are
 * kept unless `force`; within 30 s of a failure nothing is read, forced or not (spec §8).
 */
export const balanceRequested = createAction<
  { namespace?: ChainNamespace; force?: boolean } | undefined
>('balances/balanceRequested');

/** The slice of root state this feature reads. */
export interface WithBalances {
  balances: BalancesState;
}

/** Whether an account's balances are being read. */
export const selectBalanceLoading = (state: WithBalances, caipAddress: CaipAddress): boolean =>
  state.balances.loading[caipAddress] ?? false;

/** When reading an account's balances last failed, if it did. */
export const selectBalanceLastRetry = (
  state: WithBalances,
  caipAddress: CaipAddress,
): number | undefined => state.balances.lastRetry[caipAddress];

/** The last error reading an account's balances. */
export const selectBalanceError = (
  state: WithBalances,
  caipAddress: CaipAddress,
): SerializedKitError | undefined => state.balances.errors[caipAddress];

const NO_TOKENS: string[] = [];

/** The token addresses configured for a network. */
export const selectConfiguredTokens = (
  state: WithBalances,
  caipNetworkId: CaipNetworkId,
): string[] => state.balances.tokensByNetwork[caipNetworkId] ?? NO_TOKENS;

/** The USD price and value of a balance, when its asset has a price (spec §3 Token). */
export interface PricedAmount {
  /** USD price of one whole unit. */
  price?: number;
  /** USD value of the balance (balance × price). */
  value?: number;
  /** The value cut to 2 decimals like totals (spec §5), e.g. '3000.00'. */
  formattedValue?: string;
}

/** A balance ready for display: `formatted` is floored to 3 decimals (spec §5), `balance` exact. */
export interface DisplayBalance extends PricedAmount {
  balance: string;
  formatted: string;
  symbol: string;
}

/** A token balance ready for display. */
export type DisplayTokenBalance = TokenBalance & PricedAmount & { formatted: string };

/** The price, value and formatted value of an amount, or nothing when the price is unknown. */
function pricedAmount(balance: string, price: number | undefined): PricedAmount {
  if (price === undefined) return {};
  const value = Number(balance) * price;
  return { price, value, formattedValue: formatTotal(String(value)) };
}

/** The network part of a chain-qualified address. */
const networkOf = (caipAddress: CaipAddress): string =>
  caipAddress.split(':').slice(0, 2).join(':');

const selectPrices = (state: WithBalances) => state.balances.prices;

/** An account's native balance for display, once read, with its value when priced. */
export const selectNativeBalance = createSelector(
  [
    (state: WithBalances, caipAddress: CaipAddress) => state.balances.native[caipAddress],
    (state: WithBalances, caipAddress: CaipAddress) =>
      selectPrices(state)[priceKeyOf(networkOf(caipAddress))],
  ],
  (entry, price): DisplayBalance | undefined =>
    entry && {
      balance: entry.balance,
      formatted: formatBalance(entry.balance),
      symbol: entry.symbol,
      ...pricedAmount(entry.balance, price),
    },
);

const NO_TOKEN_BALANCES: DisplayTokenBalance[] = [];

/** An account's token balances for display (zero-decimal tokens are never listed), valued when priced. */
export const selectTokenBalances = createSelector(
  [
    (state: WithBalances, caipAddress: CaipAddress) => state.balances.tokens[caipAddress],
    (_state: WithBalances, caipAddress: CaipAddress) => networkOf(caipAddress),
    selectPrices,
  ],
  (entry, caipNetworkId, prices): DisplayTokenBalance[] =>
    entry
      ? entry.tokens.map((token) => ({
          ...token,
          formatted: formatBalance(token.balance),
          ...pricedAmount(token.balance, prices[priceKeyOf(caipNetworkId, token.address)]),
        }))
      : NO_TOKEN_BALANCES,
);

/**
 * The USD value of an account's native and token balances together, cut to 2 decimals (spec §5),
 * e.g. '3012.50'; undefined until one of them has a price (an unpriced asset adds nothing).
 */
export const selectTotalValue = createSelector(
  [
    (state: WithBalances, caipAddress: CaipAddress) => selectNativeBalance(state, caipAddress),
    (state: WithBalances, caipAddress: CaipAddress) => selectTokenBalances(state, caipAddress),
  ],
  (native, tokens): string | undefined => {
    const values = [native, ...tokens].flatMap((entry) =>
      entry?.value === undefined ? [] : [entry.value],
    );
    if (values.length === 0) return undefined;
    return formatTotal(String(values.reduce((sum, value) => sum + value, 0)));
  },
);
