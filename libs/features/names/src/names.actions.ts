import { createAction } from '@reduxjs/toolkit';
import {
  NAME_REGISTERED,
  NAME_REGISTRATION_FAILED,
  NAME_REGISTRATION_REQUESTED,
  NAME_SUGGESTIONS_FAILED,
  NAME_SUGGESTIONS_REQUESTED,
} from './names.action-types';
import type { NameSuggestion } from '@kit/api';
import type { SerializedKitError } from '@kit/core';

// The names' actions apart from their slice (issue 22): the page's eager code (the flow saga, the
// error reports, the lazy saga's triggers and load failure) watches or dispatches some of them,
// and a bundler keeps a module whole, so the slice (names.slice.ts) stays in the chunks of the
// name registration views and the names saga, which inject it into the store's root reducer.

// Saga outcomes

/** Spec §4: loading set, the wallet is asked to sign. */
export const nameRegistrationStarted = createAction<{ name: string }>(
  'names/nameRegistrationStarted',
);
/** Registered: the name is the account's (the saga set the profile name). */
export const nameRegistered = createAction<{ name: string; address: string }>(NAME_REGISTERED);
/** Spec §4: on error loading is cleared; the view shows `error`. */
export const nameRegistrationFailed = createAction<{ name?: string; error: SerializedKitError }>(
  NAME_REGISTRATION_FAILED,
);
/** Suggestions for `query` are being fetched. */
export const nameSuggestionsStarted = createAction<{ query: string }>(
  'names/nameSuggestionsStarted',
);
/** Suggestions for `query` arrived. */
export const nameSuggestionsFetched = createAction<{ query: string; items: NameSuggestion[] }>(
  'names/nameSuggestionsFetched',
);
/** Suggestions could not be fetched ('Error fetching name suggestions' or the service's reason). */
export const nameSuggestionsFailed = createAction<{ query: string; error: SerializedKitError }>(
  NAME_SUGGESTIONS_FAILED,
);
/** The typed text is empty or invalid: no suggestions. */
export const nameSuggestionsCleared = createAction('names/nameSuggestionsCleared');

// Form changes (views dispatch these)

/** The form changed or was left: the last outcome no longer applies. */
export const nameRegistrationReset = createAction('names/nameRegistrationReset');

// Intents (handled by the names saga; no reducer)

/**
 * Intent: register `name` ('alice' or 'alice.kit.id') for the active account (spec §4): signed by
 * the connected wallet, posted to the names service, then the account's profile name.
 */
export const nameRegistrationRequested = createAction<{ name: string }>(
  NAME_REGISTRATION_REQUESTED,
);

/** Intent: suggest free names like `name`; debounced 500 ms (spec §9), the latest wins. */
export const nameSuggestionsRequested = createAction<{ name: string }>(NAME_SUGGESTIONS_REQUESTED);
