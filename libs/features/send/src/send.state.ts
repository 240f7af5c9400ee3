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

/**
 * The slice of root state this feature reads. The store adds `send` when the Send views or the
 * send sagas load (issue 22); until then the form reads as empty.
 */
export interface WithSend {
  send?: SendState;
}

/** The send form and its outcome (the empty form until the send slice is injected). */
export const selectSendState = (state: WithSend): SendState => state.send ?? initialSendState;
/** Where the send stands. */
export const selectSendStatus = (state: WithSend): SendStatus => selectSendState(state).status;
