// @kit/names: name registration signed by the connected wallet, name suggestions, and the
// account's reverse name shown in Account (spec §2, §4, §5, §8, §9). Every export below carries
// its one-line doc comment at its declaration. The page's first load reaches this entry, and a
// bundler puts a whole file in the first load when the page's imports reach it and any chunk uses
// it (issue 22): so the action creators are the `@kit/names/actions` entry and the slice the
// `@kit/names/slice` entry (the store injects it when its views or saga load); this entry names
// the actions the page watches by their types.
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
  NAME_REGISTERED,
  NAME_REGISTRATION_FAILED,
  NAME_SUGGESTIONS_FAILED,
} from './names.action-types';
export { NAMES_SAGA_TRIGGERS, namesSagaLoadFailed } from './names-saga.loader';
// The zone names live in, for the views (which do not import @kit/api).
export { DEFAULT_NAME_ZONE } from '@kit/api';
