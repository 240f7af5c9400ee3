import { createAction } from '@reduxjs/toolkit';
import type { SerializedKitError } from '@kit/core';
import {
  SEND_AMOUNT_CHANGED,
  SEND_FAILED,
  SEND_RECEIVER_CHANGED,
  SEND_REQUESTED,
  SEND_SUCCEEDED,
  SEND_TOKEN_SELECTED,
} from './send.action-types';
import type { SendToken, SendValidation } from './send.state';

// The send form's actions apart from its slice (issue 22): the slice (send.slice.ts) reduces them
// and stays in the chunks of the Send views and the send sagas, which inject it into the store's
// root reducer when they load. The types the page's first load names come from
// send.action-types.ts, which it holds alone.

// Form changes (views dispatch these)

/** The visitor picked the token to send (one without `address` is the native currency). */
export const sendTokenSelected = createAction<SendToken | undefined>(SEND_TOKEN_SELECTED);
/** The visitor typed an amount (whole units, checked against the decimal rule on send). */
export const sendAmountChanged = createAction<{ amount: string }>(SEND_AMOUNT_CHANGED);
/** The visitor typed a receiver; a resolved profile name and image may come with it. */
export const sendReceiverChanged = createAction<{
  receiverAddress: string;
  receiverProfileName?: string;
  receiverProfileImageUrl?: string;
}>(SEND_RECEIVER_CHANGED);
/** Back to an empty form (a network change does this too, spec §4). */
export const sendReset = createAction('send/sendReset');

// Saga outcomes

/** A receiver typed as a name resolved: its address, with the name and avatar (spec §3). */
export const sendReceiverNameResolved = createAction<{
  receiverAddress: string;
  receiverProfileName: string;
  receiverProfileImageUrl?: string;
}>('send/sendReceiverNameResolved');
/** The wallet was asked to send (dispatched by the saga once the form passed validation). */
export const sendStarted = createAction('send/sendStarted');
/** The wallet sent the transaction: the form is cleared, the hash kept (spec §4). */
export const sendSucceeded = createAction<{ hash: string }>(SEND_SUCCEEDED);
/** The send failed: a broken rule (with `validation`), a rejection or a wallet error. */
export const sendFailed = createAction<{ error: SerializedKitError; validation?: SendValidation }>(
  SEND_FAILED,
);

// Intents (handled by the sends' saga, which the store loads on the first one)

/** Intent: send the form's amount of its token to its receiver with the active wallet (spec §4). */
export const sendRequested = createAction(SEND_REQUESTED);
