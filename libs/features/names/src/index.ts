// @kit/names: name registration signed by the connected wallet, name suggestions, and the
// account's reverse name shown in Account (spec §2, §4, §5, §8, §9). Every export below carries
// its one-line doc comment at its declaration. The slice itself is the `@kit/names/slice` entry:
// the first load holds this entry's actions, and the store injects the slice when its views or
// saga load (issue 22).
export {
  initialNamesState,
  selectNameRegistration,
  selectNameSuggestions,
  selectRegisteredName,
} from './names.state';
export type {
  NameRegistrationStatus,
  NameSuggestionsStatus,
  NamesState,
  WithNames,
} from './names.state';
export {
  // Saga outcomes
  nameRegistrationStarted,
  nameRegistered,
  nameRegistrationFailed,
  nameRegistrationReset,
  nameSuggestionsStarted,
  nameSuggestionsFetched,
  nameSuggestionsFailed,
  nameSuggestionsCleared,
  // Intents (handled by namesSaga, which the store loads on the first from @kit/names/lazy-saga)
  nameRegistrationRequested,
  nameSuggestionsRequested,
} from './names.actions';
export { NAMES_SAGA_TRIGGERS, namesSagaLoadFailed } from './names-saga.loader';
// The zone names live in, for the views (which do not import @kit/api).
export { DEFAULT_NAME_ZONE } from '@kit/api';
