import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { KitErrorCode, SerializedKitError } from '@kit/core';

/** The token to send (spec §3 Send state `token`); without `address` the native currency moves. */
export interface SendToken {
  /** The ERC20 contract or SPL mint; absent for the network's native currency. */
  address?: string;
  symbol: string;
  decimals: number;
  name: string;
}

/**
 * Where a send stands (spec §4 Sending; the spec's `loading` is `sending`).
 * - `idle`: the form is being filled in.
 * - `sending`: the wallet was asked to send and has not answered.
 * - `success`: the wallet sent it; `hash` names the transaction and the form is cleared.
 * - `error`: validation or the wallet failed; `error` says why.
 */
export type SendStatus = 'idle' | 'sending' | 'success' | 'error';

/** A broken send rule (spec §5), with the catalogue's exact text. */
export interface SendValidation {
  code: KitErrorCode;
  message: string;
}

/** The send form and its outcome (spec §3 Send state). */
export interface SendState {
  token?: SendToken;
  /** The amount in whole units as typed (spec §3 `sendTokenAmount`), e.g. '1.5'. */
  amount: string;
  receiverAddress: string;
  receiverProfileName?: string;
  receiverProfileImageUrl?: string;
  status: SendStatus;
  /** The hash of the last successful send. */
  hash?: string;
  error?: SerializedKitError;
  /** The rule the last send request broke; cleared when the form changes. */
  validation?: SendValidation;
}

/** An empty form. */
export const initialSendState: SendState = {
  amount: '',
  receiverAddress: '',
  status: 'idle',
};

/** A changed form drops the outcome of the previous request. */
function clearOutcome(state: SendState): void {
  delete state.error;
  delete state.validation;
  if (state.status === 'error' || state.status === 'success') state.status = 'idle';
}

/** The send slice; mount its reducer under `send`. */
export const sendSlice = createSlice({
  name: 'send',
  initialState: initialSendState,
  reducers: {
    /** The visitor picked the token to send (one without `address` is the native currency). */
    sendTokenSelected(state, action: PayloadAction<SendToken | undefined>) {
      if (action.payload === undefined) delete state.token;
      else state.token = action.payload;
      clearOutcome(state);
    },
    /** The visitor typed an amount (whole units, checked against the decimal rule on send). */
    sendAmountChanged(state, action: PayloadAction<{ amount: string }>) {
      state.amount = action.payload.amount;
      clearOutcome(state);
    },
    /** The visitor typed a receiver; a resolved profile name and image may come with it. */
    sendReceiverChanged(
      state,
      action: PayloadAction<{
        receiverAddress: string;
        receiverProfileName?: string;
        receiverProfileImageUrl?: string;
      }>,
    ) {
      const { receiverAddress, receiverProfileName, receiverProfileImageUrl } = action.payload;
      state.receiverAddress = receiverAddress;
      if (receiverProfileName === undefined) delete state.receiverProfileName;
      else state.receiverProfileName = receiverProfileName;
      if (receiverProfileImageUrl === undefined) delete state.receiverProfileImageUrl;
      else state.receiverProfileImageUrl = receiverProfileImageUrl;
      clearOutcome(state);
    },
    /** A receiver typed as a name resolved: its address, with the name and avatar (spec §3). */
    sendReceiverNameResolved(
      state,
      action: PayloadAction<{
        receiverAddress: string;
        receiverProfileName: string;
        receiverProfileImageUrl?: string;
      }>,
    ) {
      const { receiverAddress, receiverProfileName, receiverProfileImageUrl } = action.payload;
      state.receiverAddress = receiverAddress;
      state.receiverProfileName = receiverProfileName;
      if (receiverProfileImageUrl === undefined) delete state.receiverProfileImageUrl;
      else state.receiverProfileImageUrl = receiverProfileImageUrl;
      clearOutcome(state);
    },
    /** The wallet was asked to send (dispatched by the saga once the form passed validation). */
    sendStarted(state) {
      state.status = 'sending';
      delete state.error;
      delete state.validation;
      delete state.hash;
    },
    /** The wallet sent the transaction: the form is cleared, the hash kept (spec §4). */
    sendSucceeded(_state, action: PayloadAction<{ hash: string }>) {
      return { ...initialSendState, status: 'success', hash: action.payload.hash };
    },
    /** The send failed: a broken rule (with `validation`), a rejection or a wallet error. */
    sendFailed(
      state,
      action: PayloadAction<{ error: SerializedKitError; validation?: SendValidation }>,
    ) {
      state.status = 'error';
      state.error = action.payload.error;
      if (action.payload.validation) state.validation = action.payload.validation;
      else delete state.validation;
    },
    /** Back to an empty form (a network change does this too, spec §4). */
    sendReset() {
      return initialSendState;
    },
  },
});

export const {
  sendTokenSelected,
  sendAmountChanged,
  sendReceiverChanged,
  sendReceiverNameResolved,
  sendStarted,
  sendSucceeded,
  sendFailed,
  sendReset,
} = sendSlice.actions;

/** Intent: send the form's amount of its token to its receiver with the active wallet (spec §4). */
export const sendRequested = createAction('send/sendRequested');

/** The slice of root state this feature reads. */
export interface WithSend {
  send: SendState;
}

/** The send form and its outcome. */
export const selectSendState = (state: WithSend): SendState => state.send;
/** Where the send stands. */
export const selectSendStatus = (state: WithSend): SendStatus => state.send.status;
