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

/**
 * The slice of root state this feature reads. The key is absent until the store injects the
 * slice (when the name registration views or the names saga load): nothing moves it before then.
 */
export interface WithNames {
  names?: NamesState;
}

/** Names state: nothing asked yet while the slice is absent. */
const selectNames = (state: WithNames): NamesState => state.names ?? initialNamesState;

/** The registration under way or done. */
export const selectNameRegistration = (state: WithNames): NamesState['registration'] =>
  selectNames(state).registration;
/** The suggestions for the typed name. */
export const selectNameSuggestions = (state: WithNames): NamesState['suggestions'] =>
  selectNames(state).suggestions;
/** The name this session registered for `address`, if any. */
export const selectRegisteredName = (state: WithNames, address: string): string | undefined =>
  selectNames(state).registered[address.toLowerCase()];
