import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_FEATURES,
  serializeError,
  type AccountType,
  type ChainNamespace,
  type KitFeatures,
  type SerializedKitError,
} from '@kit/core';

/** A feature flag name (spec §3). */
export type KitFeatureName = keyof KitFeatures;

/** The app's description shown to wallets. */
export interface KitMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/**
 * The modal's colour scheme.
 * - `light`: light theme.
 * - `dark`: dark theme.
 */
export type ThemeMode = 'light' | 'dark';

/**
 * The serialisable subset of what the integrator passed to createKit(). Functions and instances
 * (adapters, the siwx config) stay in the store's context, never here.
 */
export interface KitLocalOptions {
  /** The cloud project id; missing means remote configuration is skipped (APKT008). */
  projectId?: string;
  /** Local feature flags; remote values override them (spec §3). */
  features?: Partial<KitFeatures>;
  /** The visitor may switch networks from the modal. */
  enableNetworkSwitch?: boolean;
  /** Reconnect the last connection on load. */
  enableReconnect?: boolean;
  /** Keep working on a network the app does not list instead of showing UnsupportedChain. */
  allowUnsupportedChain?: boolean;
  /** Offer WalletConnect pairing. */
  enableWalletConnect?: boolean;
  /** Basic wallet-connect mode: ConnectingWalletConnectBasic instead of the full wallet list. */
  basic?: boolean;
  themeMode?: ThemeMode;
  metadata?: KitMetadata;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  /** Explorer wallet ids shown first. */
  featuredWalletIds?: string[];
  /** Explorer wallet ids to show exclusively. */
  includeWalletIds?: string[];
  /** Explorer wallet ids never shown. */
  excludeWalletIds?: string[];
  /** Preferred account type per namespace, over the defaults of spec §6. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
}

/**
 * Where the remote project configuration stands.
 * - `idle`: not received yet (or no project id).
 * - `received`: remote features are merged over local ones.
 * - `failed`: the fetch failed; the last received features (if any) stay in use.
 */
export type RemoteFeaturesStatus = 'idle' | 'received' | 'failed';

/**
 * Which of Kit's cloud services this Kit can call (each needs a service URL and a project id),
 * read once by createKit(). Kept here rather than in the swap and on-ramp slices: Account offers
 * Swap and Buy from these before those slices' code is loaded (issue 22).
 */
export interface KitServices {
  /** The swap endpoints of the Blockchain API. */
  swap: boolean;
  /** The on-ramp endpoints of the Blockchain API. */
  onramp: boolean;
}

/** Options state: the integrator's options and the remote feature flags. */
export interface OptionsState {
  local: KitLocalOptions;
  services: KitServices;
  remoteFeatures: Partial<KitFeatures>;
  remoteStatus: RemoteFeaturesStatus;
  remoteError?: SerializedKitError;
  /** The project's analytics switch (GET /getAnalyticsConfig); undefined until it answered. */
  remoteAnalytics?: boolean;
}

/** No options yet, nothing remote. */
export const initialOptionsState: OptionsState = {
  local: {},
  services: { swap: false, onramp: false },
  remoteFeatures: {},
  remoteStatus: 'idle',
};

/** Keeps known flag names with a value; config services and vanilla JS can send anything. @internal */
export function knownFeatures(features: object | undefined): Partial<KitFeatures> {
  const known: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(features ?? {}) as [string, unknown][]) {
    if (value !== undefined && Object.hasOwn(DEFAULT_FEATURES, name)) known[name] = value;
  }
  return known as Partial<KitFeatures>;
}

/** The options slice; mount its reducer under `options`. */
export const optionsSlice = createSlice({
  name: 'options',
  initialState: initialOptionsState,
  reducers: {
    // These two return new state: Immer's draft type rejects the readonly lists inside KitFeatures.
    /** The integrator's options were read by createKit(). */
    optionsInitialized(state, action: PayloadAction<KitLocalOptions>): OptionsState {
      const { features, ...rest } = action.payload;
      return { ...state, local: { ...rest, features: knownFeatures(features) } };
    },
    /** Which cloud services Kit can call (dispatched by createKit() at start). */
    servicesChecked(state, action: PayloadAction<KitServices>) {
      state.services = action.payload;
    },
    /** The remote project configuration answered with these features. */
    remoteFeaturesReceived(state, action: PayloadAction<Partial<KitFeatures>>): OptionsState {
      const { remoteError: _cleared, ...rest } = state;
      return { ...rest, remoteFeatures: knownFeatures(action.payload), remoteStatus: 'received' };
    },
    /** The remote configuration could not be fetched; accepts any thrown value. */
    remoteFeaturesFailed: {
      reducer(state, action: PayloadAction<SerializedKitError>) {
        state.remoteStatus = 'failed';
        state.remoteError = action.payload;
      },
      prepare: (error: unknown) => ({ payload: serializeError(error) }),
    },
    /** The project's analytics config answered: false (or a failure, §8) turns analytics off. */
    remoteAnalyticsConfigReceived(state, action: PayloadAction<boolean>) {
      state.remoteAnalytics = action.payload === true;
    },
  },
});

export const {
  optionsInitialized,
  servicesChecked,
  remoteFeaturesReceived,
  remoteFeaturesFailed,
  remoteAnalyticsConfigReceived,
} = optionsSlice.actions;

/** The slice of root state this feature reads. */
export interface WithOptions {
  options: OptionsState;
}

/** The integrator's options as passed (features are the local ones only). */
export const selectOptions = (state: WithOptions): KitLocalOptions => state.options.local;
/** The project id, if one was given. */
export const selectProjectId = (state: WithOptions): string | undefined =>
  state.options.local.projectId;
/** Which cloud services Kit can call (swap, on-ramp). */
export const selectServices = (state: WithOptions): KitServices => state.options.services;
/** Where the remote configuration stands. */
export const selectRemoteFeaturesStatus = (state: WithOptions): RemoteFeaturesStatus =>
  state.options.remoteStatus;
/** The last remote configuration failure, if the last fetch failed. */
export const selectRemoteFeaturesError = (state: WithOptions): SerializedKitError | undefined =>
  state.options.remoteError;
/** The project's analytics switch from the cloud; undefined until the config service answered. */
export const selectRemoteAnalyticsEnabled = (state: WithOptions): boolean | undefined =>
  state.options.remoteAnalytics;

const EMPTY_FEATURES: Partial<KitFeatures> = Object.freeze({});

/** The integrator's own feature flags. @internal */
export const selectLocalFeatures = (state: WithOptions): Partial<KitFeatures> =>
  state.options.local.features ?? EMPTY_FEATURES;
/** The remote feature flags. @internal */
export const selectRemoteFeatures = (state: WithOptions): Partial<KitFeatures> =>
  state.options.remoteFeatures;

/** The effective feature flags: defaults, then local options, then remote (remote wins, spec §3). */
export const selectFeatures = createSelector(
  [selectLocalFeatures, selectRemoteFeatures],
  (local, remote): KitFeatures => ({ ...DEFAULT_FEATURES, ...local, ...remote }),
);

/** One effective feature flag. */
export const selectFeature = <Name extends KitFeatureName>(
  state: WithOptions,
  name: Name,
): KitFeatures[Name] => selectFeatures(state)[name];
