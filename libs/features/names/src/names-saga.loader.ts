import type { Action } from '@reduxjs/toolkit';
import { kitError, serializeError } from '@kit/core';
import {
  NAME_REGISTRATION_FAILED,
  NAME_REGISTRATION_REQUESTED,
  NAME_SUGGESTIONS_FAILED,
  NAME_SUGGESTIONS_REQUESTED,
} from './names.action-types';
import type {
  nameRegistrationFailed,
  nameRegistrationRequested,
  nameSuggestionsFailed,
  nameSuggestionsRequested,
} from './names.actions';

// The page's first load holds this file: it names the actions by their types only, so the action
// creators (names.actions.ts) and the slice stay in the names chunks (issue 22).

/** The intents that need the names saga; each is a plain intent, safe to replay. */
export const NAMES_SAGA_TRIGGERS: readonly string[] = [
  NAME_REGISTRATION_REQUESTED,
  NAME_SUGGESTIONS_REQUESTED,
];

/**
 * What the intent reports when the saga's chunk cannot be loaded: 'Error registering name
 * <name>' or 'Error fetching name suggestions', as the saga's own failures do.
 */
export function namesSagaLoadFailed(error: unknown, trigger: Action): Action {
  if (trigger.type === NAME_REGISTRATION_REQUESTED) {
    const name = (trigger as ReturnType<typeof nameRegistrationRequested>).payload.name.trim();
    const failed: ReturnType<typeof nameRegistrationFailed> = {
      type: NAME_REGISTRATION_FAILED,
      payload: {
        name,
        error: serializeError(kitError('NAME_REGISTER_FAILED', { name }, { cause: error })),
      },
    };
    return failed;
  }
  const query =
    trigger.type === NAME_SUGGESTIONS_REQUESTED
      ? (trigger as ReturnType<typeof nameSuggestionsRequested>).payload.name.trim()
      : '';
  const failed: ReturnType<typeof nameSuggestionsFailed> = {
    type: NAME_SUGGESTIONS_FAILED,
    payload: {
      query,
      error: serializeError(kitError('NAME_SUGGESTIONS_FAILED', {}, { cause: error })),
    },
  };
  return failed;
}
