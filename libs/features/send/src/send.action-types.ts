// The types of the send actions the page's first load names (the flow saga, the lazy sagas'
// triggers and load failure), the one place each is spelled: send.actions.ts builds its action
// creators from them. The first load needs only these strings, so the action creators and the
// slice stay in the chunks of the Send views and the send sagas (issue 22).

/** The visitor picked the token to send. */
export const SEND_TOKEN_SELECTED = 'send/sendTokenSelected';
/** The visitor typed an amount. */
export const SEND_AMOUNT_CHANGED = 'send/sendAmountChanged';
/** The visitor typed a receiver. */
export const SEND_RECEIVER_CHANGED = 'send/sendReceiverChanged';
/** The wallet sent the transaction. */
export const SEND_SUCCEEDED = 'send/sendSucceeded';
/** The send failed. */
export const SEND_FAILED = 'send/sendFailed';
/** Intent: send the form. */
export const SEND_REQUESTED = 'send/sendRequested';
