// The types of the names actions the page's first load names (the flow saga, the error reports,
// the lazy saga's triggers and load failure), the one place each is spelled: names.actions.ts
// builds its action creators from them. The first load needs only these strings, so the action
// creators and the slice stay in the chunks of the names views and sagas (issue 22).

/** Registered: the name is the account's (the saga set the profile name). */
export const NAME_REGISTERED = 'names/nameRegistered';
/** Spec §4: on error loading is cleared; the view shows `error`. */
export const NAME_REGISTRATION_FAILED = 'names/nameRegistrationFailed';
/** Suggestions could not be fetched ('Error fetching name suggestions' or the service's reason). */
export const NAME_SUGGESTIONS_FAILED = 'names/nameSuggestionsFailed';
/** Intent: register a name for the active account. */
export const NAME_REGISTRATION_REQUESTED = 'names/registrationRequested';
/** Intent: suggest free names like `name`; debounced 500 ms (spec §9), the latest wins. */
export const NAME_SUGGESTIONS_REQUESTED = 'names/suggestionsRequested';
