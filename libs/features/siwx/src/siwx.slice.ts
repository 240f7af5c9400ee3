import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  serializeError,
  type CaipNetworkId,
  type ChainNamespace,
  type SerializedKitError,
  type SiwxSession,
} from '@kit/core';

/**
 * Where sign-in stands (spec §4 sign-in).
 * - `disabled`: no siwx config was given to createKit.
 * - `idle`: enabled, no connected account to sign in.
 * - `checking`: reading the account's sessions.
 * - `ready`: no session; SIWXSignMessage waits for the visitor to sign.
 * - `signing`: the wallet is asked to sign, then the session is stored ('Authenticating...').
 * - `signedIn`: a session exists for the account on its network.
 * - `failed`: the last attempt failed ('Error signing message'); signing again is offered.
 */
export type SiwxStatus =
  'disabled' | 'idle' | 'checking' | 'ready' | 'signing' | 'signedIn' | 'failed';

/** The account a sign-in is for. */
export interface SiwxAccount {
  namespace: ChainNamespace;
  connectorId: string;
  address: string;
  caipNetworkId: CaipNetworkId;
}

/** Sign-in state. */
export interface SiwxState {
  status: SiwxStatus;
  /** Sign-in is required by the config. */
  required: boolean;
  account?: SiwxAccount;
  /** The session of `account`, once found or signed. */
  session?: SiwxSession;
  /** The network of the last session found or signed (cancel returns there, spec §4). */
  lastSignInChainId?: CaipNetworkId;
  error?: SerializedKitError;
}

/** Sign-in off until createKit passes a config. */
export const initialSiwxState: SiwxState = { status: 'disabled', required: false };

/** The siwx slice; mount its reducer under `siwx`. */
export const siwxSlice = createSlice({
  name: 'siwx',
  initialState: initialSiwxState,
  reducers: {
    /** A config is present; `required` is what it says. */
    siwxEnabled(state, action: PayloadAction<{ required: boolean }>) {
      state.required = action.payload.required;
      if (state.status === 'disabled') state.status = 'idle';
    },
    /** Sessions of a newly connected account (or network) are being read. */
    sessionCheckStarted(state, action: PayloadAction<SiwxAccount>) {
      state.status = 'checking';
      state.account = action.payload;
      delete state.session;
      delete state.error;
    },
    /** The account has no session: the sign view waits for the visitor. */
    signInNeeded(state) {
      state.status = 'ready';
    },
    /** The visitor pressed Sign: the wallet is asked. */
    signingStarted(state) {
      state.status = 'signing';
      delete state.error;
    },
    /** A session exists for the account (found in storage or just signed). */
    signedIn(state, action: PayloadAction<SiwxSession>) {
      state.status = 'signedIn';
      state.session = action.payload;
      state.lastSignInChainId = action.payload.data.chainId;
      delete state.error;
    },
    /** Creating, signing or storing the session failed; accepts any thrown value. */
    signInFailed: {
      reducer(state, action: PayloadAction<SerializedKitError>) {
        state.status = 'failed';
        state.error = action.payload;
      },
      prepare: (error: unknown) => ({ payload: serializeError(error) }),
    },
    /** No account any more (disconnect): back to idle, signed out. */
    signedOut(state) {
      if (state.status !== 'disabled') state.status = 'idle';
      delete state.account;
      delete state.session;
      delete state.lastSignInChainId;
      delete state.error;
    },
  },
});

export const {
  siwxEnabled,
  sessionCheckStarted,
  signInNeeded,
  signingStarted,
  signedIn,
  signInFailed,
  signedOut,
} = siwxSlice.actions;

/**
 * Outcome: the sign-in of the current account is done, `signed` when the wallet signed (else a
 * live session was found), with `dataCapture` when DataCapture is offered next.
 */
export const signInCompleted = createAction<{ signed: boolean; dataCapture: boolean }>(
  'siwx/signInCompleted',
);
/** Intent (SIWXSignMessage's Sign button): sign the message for the current account. */
export const signInRequested = createAction('siwx/signInRequested');
/** Intent (SIWXSignMessage's Cancel button): give up signing in (spec §4 cancel rules). */
export const signInCancelled = createAction('siwx/signInCancelled');

/** The slice of root state this feature reads. */
export interface WithSiwx {
  siwx: SiwxState;
}

/** The sign-in state. */
export const selectSiwx = (state: WithSiwx): SiwxState => state.siwx;
/** Where sign-in stands. */
export const selectSiwxStatus = (state: WithSiwx): SiwxStatus => state.siwx.status;
/** The current session, if signed in. */
export const selectSiwxSession = (state: WithSiwx): SiwxSession | undefined => state.siwx.session;
/**
 * Where Cancel on the sign view goes (spec §4): with sign-in required, the last network that has a
 * session when it is not the current one; undefined otherwise (a required cancel disconnects).
 */
export const selectSignInCancelTarget = (state: WithSiwx): CaipNetworkId | undefined => {
  const { required, lastSignInChainId, account } = state.siwx;
  if (!required || lastSignInChainId === undefined) return undefined;
  return lastSignInChainId !== account?.caipNetworkId ? lastSignInChainId : undefined;
};
/** The last sign-in failure, for the view. */
export const selectSiwxError = (state: WithSiwx): SerializedKitError | undefined =>
  state.siwx.error;
