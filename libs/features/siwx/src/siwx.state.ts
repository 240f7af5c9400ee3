// The sign-in state the first load reads, and the actions it handles or dispatches: the flow saga
// navigates by the outcomes, the views dispatch the intents. The slice that moves the state
// (siwx.slice.ts, @kit/siwx/slice) loads with the sign-in saga's chunk (issue 22); until then the
// store holds the initial state under `siwx` (siwxStandInReducer), so reads never change shape.
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
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

/** The account has no session: the sign view waits for the visitor. */
export const signInNeeded = createAction('siwx/signInNeeded');
/** Creating, signing or storing the session failed (or its code did not load); any thrown value. */
export const signInFailed = createAction('siwx/signInFailed', (error: unknown) => ({
  payload: serializeError(error),
}));
/** No account any more (disconnect): back to idle, signed out. */
export const signedOut = createAction('siwx/signedOut');

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

/** The failed state: the slice's case, and the stand-in's only one (a chunk that did not load). */
export function withSignInFailure(
  state: SiwxState,
  action: ReturnType<typeof signInFailed>,
): SiwxState {
  return { ...state, status: 'failed', error: action.payload };
}

/**
 * @internal The store's reducer under `siwx` until the slice loads (injectLazySlice replaces it):
 * the initial state, and the failure the sign-in loader reports when the slice's chunk did not
 * load, so SIWXSignMessage shows it and offers to sign again.
 */
export function siwxStandInReducer(
  state: SiwxState = initialSiwxState,
  action: UnknownAction,
): SiwxState {
  return signInFailed.match(action) ? withSignInFailure(state, action) : state;
}

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
