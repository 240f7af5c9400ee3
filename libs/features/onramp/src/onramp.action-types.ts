// The types of the on-ramp actions the page's first load names (the flow saga, the lazy saga's
// triggers and load failure), the one place each is spelled: onramp.actions.ts builds its action
// creators from them. The first load needs only these strings, so the action creators and the
// slice stay in the chunks of the OnRamp view and the on-ramp saga (issue 22).

/** The purchase was paid out. */
export const ONRAMP_CHECKOUT_COMPLETED = 'onramp/onrampCheckoutCompleted';
/** The checkout failed or was abandoned. */
export const ONRAMP_CHECKOUT_FAILED = 'onramp/onrampCheckoutFailed';
/** Intent: read the on-ramp options (the OnRamp view opened). */
export const ONRAMP_INITIALIZED = 'onramp/onrampInitialized';
/** Intent: open the checkout in a popup and watch it. */
export const ONRAMP_CHECKOUT_REQUESTED = 'onramp/onrampCheckoutRequested';
/** Intent: stop watching the checkout and close its popup. */
export const ONRAMP_CHECKOUT_CANCELLED = 'onramp/onrampCheckoutCancelled';
