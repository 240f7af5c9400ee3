import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  formatBalance,
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
}

/** The token balances of one account, as cached. */
export interface TokenBalances {
  tokens: TokenBalance[];
  timestamp: number;
}

/**
 * Balances per chain-qualified address, so switching account or network never shows another
 * one's balance. Prices are not tracked yet: total values come with the price feed.
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
}

/** Nothing read yet. */
export const initialBalancesState: BalancesState = {
  native: {},
  tokens: {},
  loading: {},
  lastRetry: {},
  errors: {},
  tokensByNetwork: {},
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

export const { tokensConfigured, balanceFetchStarted, balanceFetched, balanceFetchFailed } =
  balancesSlice.actions;

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

/** A balance ready for display: `formatted` is floored to 3 decimals (spec §5), `balance` exact. */
export interface DisplayBalance {
  balance: string;
  formatted: string;
  symbol: string;
}

/** A token balance ready for display. */
export type DisplayTokenBalance = TokenBalance & { formatted: string };

/** An account's native balance for display, once read. */
export const selectNativeBalance = createSelector(
  [(state: WithBalances, caipAddress: CaipAddress) => state.balances.native[caipAddress]],
  (entry): DisplayBalance | undefined =>
    entry && {
      balance: entry.balance,
      formatted: formatBalance(entry.balance),
      symbol: entry.symbol,
    },
);

const NO_TOKEN_BALANCES: DisplayTokenBalance[] = [];

/** An account's token balances for display (zero-decimal tokens are never listed). */
export const selectTokenBalances = createSelector(
  [(state: WithBalances, caipAddress: CaipAddress) => state.balances.tokens[caipAddress]],
  (entry): DisplayTokenBalance[] =>
    entry
      ? entry.tokens.map((token) => ({ ...token, formatted: formatBalance(token.balance) }))
      : NO_TOKEN_BALANCES,
);
