import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NameSuggestion } from '@kit/api';
import type { SerializedKitError } from '@kit/core';

/**
 * Where a name registration stands (spec §4 Name registration; the spec's `loading` is
 * `registering`).
 * - `idle`: nothing asked yet.
 * - `registering`: the wallet is asked to sign, then the registration is posted.
 * - `success`: the name is registered and is the account's profile name.
 * - `error`: a rule, the wallet or the names service refused; `error` says why.
 */
export type NameRegistrationStatus = 'idle' | 'registering' | 'success' | 'error';

/** Where the suggestions for the typed name stand. */
export type NameSuggestionsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Names state: the registration under way or done, and the suggestions for the typed name. */
export interface NamesState {
  registration: {
    status: NameRegistrationStatus;
    /** The full name asked for ('alice.kit.id'). */
    name?: string;
    error?: SerializedKitError;
  };
  suggestions: {
    status: NameSuggestionsStatus;
    /** The text they were asked for. */
    query: string;
    /** Free names like it, in the service's order. */
    items: NameSuggestion[];
    error?: SerializedKitError;
  };
  /**
   * Names this session registered, by lower-case address: the identity the Blockchain API caches
   * for 5 minutes may predate them, and must not hide them.
   */
  registered: Record<string, string>;
}

/** Nothing asked yet. */
export const initialNamesState: NamesState = {
  registration: { status: 'idle' },
  suggestions: { status: 'idle', query: '', items: [] },
  registered: {},
};

/** The names slice; mount its reducer under `names`. */
export const namesSlice = createSlice({
  name: 'names',
  initialState: initialNamesState,
  reducers: {
    /** Spec §4: loading set, the wallet is asked to sign. */
    nameRegistrationStarted(state, action: PayloadAction<{ name: string }>) {
      state.registration = { status: 'registering', name: action.payload.name };
    },
    /** Registered: the name is the account's (the saga set the profile name). */
    nameRegistered(state, action: PayloadAction<{ name: string; address: string }>) {
      const { name, address } = action.payload;
      state.registration = { status: 'success', name };
      state.registered[address.toLowerCase()] = name;
    },
    /** Spec §4: on error loading is cleared; the view shows `error`. */
    nameRegistrationFailed(
      state,
      action: PayloadAction<{ name?: string; error: SerializedKitError }>,
    ) {
      const { name, error } = action.payload;
      state.registration = { status: 'error', ...(name !== undefined ? { name } : {}), error };
    },
    /** The form changed or was left: the last outcome no longer applies. */
    nameRegistrationReset(state) {
      if (state.registration.status !== 'registering') state.registration = { status: 'idle' };
    },
    /** Suggestions for `query` are being fetched. */
    nameSuggestionsStarted(state, action: PayloadAction<{ query: string }>) {
      state.suggestions = { status: 'loading', query: action.payload.query, items: [] };
    },
    /** Suggestions for `query` arrived. */
    nameSuggestionsFetched(
      state,
      action: PayloadAction<{ query: string; items: NameSuggestion[] }>,
    ) {
      state.suggestions = { status: 'ready', ...action.payload };
    },
    /** Suggestions could not be fetched ('Error fetching name suggestions' or the service's reason). */
    nameSuggestionsFailed(
      state,
      action: PayloadAction<{ query: string; error: SerializedKitError }>,
    ) {
      state.suggestions = { status: 'error', items: [], ...action.payload };
    },
    /** The typed text is empty or invalid: no suggestions. */
    nameSuggestionsCleared(state) {
      state.suggestions = initialNamesState.suggestions;
    },
  },
});

export const {
  nameRegistrationStarted,
  nameRegistered,
  nameRegistrationFailed,
  nameRegistrationReset,
  nameSuggestionsStarted,
  nameSuggestionsFetched,
  nameSuggestionsFailed,
  nameSuggestionsCleared,
} = namesSlice.actions;

/**
 * Intent: register `name` ('alice' or 'alice.kit.id') for the active account (spec §4): signed by
 * the connected wallet, posted to the names service, then the account's profile name.
 */
export const nameRegistrationRequested = createAction<{ name: string }>(
  'names/registrationRequested',
);

/** Intent: suggest free names like `name`; debounced 500 ms (spec §9), the latest wins. */
export const nameSuggestionsRequested = createAction<{ name: string }>(
  'names/suggestionsRequested',
);

/** The slice of root state this feature reads. */
export interface WithNames {
  names: NamesState;
}

/** The registration under way or done. */
export const selectNameRegistration = (state: WithNames): NamesState['registration'] =>
  state.names.registration;
/** The suggestions for the typed name. */
export const selectNameSuggestions = (state: WithNames): NamesState['suggestions'] =>
  state.names.suggestions;
/** The name this session registered for `address`, if any. */
export const selectRegisteredName = (state: WithNames, address: string): string | undefined =>
  state.names.registered[address.toLowerCase()];
