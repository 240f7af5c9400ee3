import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountType, ChainNamespace, SocialProvider } from '@kit/core';

/** One account of an embedded-wallet user (spec §3 "user (accounts list of type and address)"). */
export interface AccountUserEntry {
  type: AccountType;
  address: string;
}

/**
 * The per-namespace account state of spec §3 that cannot be derived from the connection, network
 * or balances slices (address, balance, status, explorer URL are derived: see selectAccount).
 * Every field is optional: the features that set them (names, embedded wallet, smart accounts)
 * come later, and a missing field means "not known".
 */
export interface AccountDetails {
  /** The account's registered name (names feature). */
  profileName?: string;
  /** The avatar of that name. */
  profileImage?: string;
  /** The tab the Account view shows (0 = the first), kept per namespace. */
  currentTab?: number;
  /** Whether the embedded wallet's smart account contract is deployed. */
  smartAccountDeployed?: boolean;
  /** The social login used by the embedded wallet. */
  socialProvider?: SocialProvider;
  /** The Farcaster login URL while ConnectingFarcaster is shown. */
  farcasterUrl?: string;
  /** The embedded-wallet user's accounts. */
  user?: { accounts: AccountUserEntry[] };
}

/** Account state. */
export interface AccountState {
  /** Details per namespace; cleared when the namespace's connection ends. */
  details: Record<string, AccountDetails>;
  /**
   * The visitor's preferred account type per namespace (spec §6), persisted under
   * PREFERRED_ACCOUNT_TYPES. A missing namespace uses the integrator's default, then spec §6's.
   */
  preferredAccountTypes: Record<string, AccountType>;
}

/** Nothing known yet. */
export const initialAccountState: AccountState = { details: {}, preferredAccountTypes: {} };

/** The account slice; mount its reducer under `account`. */
export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    /** Some of a namespace's account details became known (undefined values remove a field). */
    accountDetailsChanged(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; details: AccountDetails }>,
    ) {
      const { namespace, details } = action.payload;
      const merged: AccountDetails = { ...state.details[namespace], ...details };
      for (const key of Object.keys(merged) as Array<keyof AccountDetails>) {
        if (merged[key] === undefined) delete merged[key];
      }
      state.details[namespace] = merged;
    },
    /** The Account view switched tab. */
    currentTabChanged(state, action: PayloadAction<{ namespace: ChainNamespace; tab: number }>) {
      const { namespace, tab } = action.payload;
      (state.details[namespace] ??= {}).currentTab = tab;
    },
    /** The visitor chose an account type for a namespace (the saga persists it). */
    preferredAccountTypeChanged(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; accountType: AccountType }>,
    ) {
      state.preferredAccountTypes[action.payload.namespace] = action.payload.accountType;
    },
    /** The stored preferences were read at start. Choices made since then win. */
    preferredAccountTypesRestored(state, action: PayloadAction<Record<string, AccountType>>) {
      state.preferredAccountTypes = { ...action.payload, ...state.preferredAccountTypes };
    },
    /** A namespace's connection ended: its account details no longer apply. */
    accountCleared(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      delete state.details[action.payload.namespace];
    },
  },
});

export const {
  accountDetailsChanged,
  currentTabChanged,
  preferredAccountTypeChanged,
  preferredAccountTypesRestored,
  accountCleared,
} = accountSlice.actions;

/** The slice of root state this feature reads. */
export interface WithAccount {
  account: AccountState;
}

const NO_DETAILS: AccountDetails = Object.freeze({});

/** A namespace's account details (empty when none are known). */
export const selectAccountDetails = (
  state: WithAccount,
  namespace: ChainNamespace,
): AccountDetails => state.account.details[namespace] ?? NO_DETAILS;
