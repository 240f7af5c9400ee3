import type { Action } from '@reduxjs/toolkit';
import { kitError, serializeError } from '@kit/core';
import {
  nameRegistrationFailed,
  nameRegistrationRequested,
  nameSuggestionsFailed,
  nameSuggestionsRequested,
} from './names.actions';

/** The intents that need the names saga; each is a plain intent, safe to replay. */
export const NAMES_SAGA_TRIGGERS: readonly string[] = [
  nameRegistrationRequested.type,
  nameSuggestionsRequested.type,
];

/**
 * What the intent reports when the saga's chunk cannot be loaded: 'Error registering name
 * <name>' or 'Error fetching name suggestions', as the saga's own failures do.
 */
export function namesSagaLoadFailed(error: unknown, trigger: Action): Action {
  if (nameRegistrationRequested.match(trigger)) {
    const name = trigger.payload.name.trim();
    return nameRegistrationFailed({
      name,
      error: serializeError(kitError('NAME_REGISTER_FAILED', { name }, { cause: error })),
    });
  }
  const query = nameSuggestionsRequested.match(trigger) ? trigger.payload.name.trim() : '';
  return nameSuggestionsFailed({
    query,
    error: serializeError(kitError('NAME_SUGGESTIONS_FAILED', {}, { cause: error })),
  });
}
