// The types of the embedded saga's outcomes the page's first load watches (the flow sagas and the
// auth-name saga), the one place each is spelled: embedded.actions.ts builds its action creators
// from them. The first load needs only these strings, so those creators and the slice stay in the
// embedded saga's chunk (issue 22).

/** A login step started or ended. */
export const STEP_CHANGED = 'embedded/stepChanged';
/** The social popup opened for a provider. */
export const SOCIAL_STARTED = 'embedded/socialStarted';
/** The Farcaster URL the visitor confirms. */
export const FARCASTER_URL_RECEIVED = 'embedded/farcasterUrlReceived';
/** A request waits for approval, or no longer does. */
export const APPROVAL_CHANGED = 'embedded/approvalChanged';
/** The secure site's user changed. */
export const USER_CHANGED = 'embedded/userChanged';
/** The identity's e-mail is the new one. */
export const EMAIL_UPDATED = 'embedded/emailUpdated';
