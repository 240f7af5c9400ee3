import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaipNetworkId, ChainNamespace } from '@kit/core';

/** Every view the modal can show (spec §2), in one list so untyped callers can be checked. */
export const MODAL_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SwitchNetwork',
  'SwitchActiveChain',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ProfileWallets',
  'UpdateEmailWallet',
  'UnsupportedChain',
  'Networks',
  'Send',
  'SendPreview',
  'Swap',
  'SwapPreview',
  'OnRamp',
  'Receive',
  'Activity',
  'WhatIsAWallet',
  'WhatIsANetwork',
  'SmartSessions',
] as const;

/**
 * A view of the modal. Spec §2 names the connection and account views; the wallet-feature views
 * (send, swap, on-ramp, receive, activity, networks) are the ones later features push.
 * - `Connect`: the wallet list shown when nothing is connected (the default view).
 * - `Account`: the connected account: address, balance, wallet features.
 * - `AllWallets`: the full, searchable explorer wallet list (the mobile default).
 * - `ConnectingWalletConnectBasic`: pairing QR / deep links in basic wallet-connect mode.
 * - `ConnectingWalletConnect`: pairing with the chosen wallet (data: wallet, redirectView).
 * - `ConnectingExternal`: connecting an injected or announced wallet (data: wallet, connectorId, redirectView).
 * - `ConnectingFarcaster`: the Farcaster QR instead of the social popup.
 * - `ConnectingSocial`: waiting for the social login popup.
 * - `DataCapture`: asks the visitor for an e-mail address (emailCapture feature).
 * - `SIWXSignMessage`: asks the wallet to sign the sign-in message.
 * - `ApproveTransaction`: the embedded wallet's approval frame for a request.
 * - `RegisterAccountName`: choose a name to register.
 * - `RegisterAccountNameSuccess`: the name was registered.
 * - `SwitchNetwork`: confirm a switch to another network (data: caipNetworkId).
 * - `SwitchActiveChain`: switch to a namespace where the wallet has no account (data: caipNetworkId).
 * - `EmailLogin`: enter an e-mail address for the embedded wallet.
 * - `EmailVerifyOtp`: enter the one-time code sent to that address.
 * - `EmailVerifyDevice`: a login from a device new to the identity waits for the visitor to
 *   approve it through the link mailed to that address (the code follows).
 * - `ProfileWallets`: every connected wallet (multi-wallet).
 * - `UpdateEmailWallet`: change the embedded wallet's e-mail address.
 * - `UnsupportedChain`: the wallet is on a network the app does not support.
 * - `Networks`: the network picker.
 * - `Send`: choose token, amount and receiver.
 * - `SendPreview`: confirm a send.
 * - `Swap`: choose the tokens and amount of a swap.
 * - `SwapPreview`: confirm a swap quote.
 * - `OnRamp`: buy crypto through an on-ramp provider.
 * - `Receive`: the account address as text and QR.
 * - `Activity`: the transaction history.
 * - `WhatIsAWallet`: the explainer for visitors without a wallet.
 * - `WhatIsANetwork`: the explainer for networks.
 * - `SmartSessions`: the account's smart sessions, each with Revoke.
 */
export type ModalView = (typeof MODAL_VIEWS)[number];

/** True when `value` names a modal view; guards views passed by untyped integrator code. */
export function isModalView(value: unknown): value is ModalView {
  return typeof value === 'string' && (MODAL_VIEWS as readonly string[]).includes(value);
}

/** Data a view is opened with (serialisable). Connecting views carry the wallet and a redirect view. */
export interface ModalViewData {
  /** The wallet being connected. */
  wallet?: { id: string; name: string };
  /** The connector being connected. */
  connectorId?: string;
  /** Where to go once the view's task succeeds. */
  redirectView?: ModalView;
  /** The network a switch targets. */
  caipNetworkId?: CaipNetworkId;
}

/** Modal state. `history` is the view stack (never empty); `view` is its last entry. */
export interface ModalState {
  open: boolean;
  view: ModalView;
  history: ModalView[];
  /** The data of each history entry, same length and order as `history`. */
  viewData: ModalViewData[];
  /** Loading flag per namespace (spec §4). */
  loading: Record<string, boolean>;
  /** The shake animation is running (spec §4: 500 ms). */
  shake: boolean;
  /**
   * The views on which closing is disabled (spec §2: a sign or approve view while a required
   * sign-in has no session). The router only enforces it; the store's flow saga decides it.
   */
  closeLockedOn: ModalView[];
}

/** The initial modal state: closed, on Connect. */
export const initialModalState: ModalState = {
  open: false,
  view: 'Connect',
  history: ['Connect'],
  viewData: [{}],
  loading: {},
  shake: false,
  closeLockedOn: [],
};

/** What `openRequested` accepts: all optional (spec §2 decides the view when none is given). */
export interface OpenRequest {
  view?: ModalView;
  namespace?: ChainNamespace;
  data?: ModalViewData;
}

/** Payload of the view-stack actions. */
interface ViewChange {
  view: ModalView;
  data: ModalViewData;
}

const viewChange = (view: ModalView, data: ModalViewData = {}) => ({ payload: { view, data } });

function setStack(state: ModalState, history: ModalView[], viewData: ModalViewData[]): void {
  state.history = history;
  state.viewData = viewData;
  state.view = history[history.length - 1] ?? 'Connect';
}

/** The modal slice; mount its reducer under `modal`. */
export const modalSlice = createSlice({
  name: 'modal',
  initialState: initialModalState,
  reducers: {
    /**
     * The modal is shown on `view`. A closed modal starts a fresh history; an open one pushes the
     * view, except when it is already current (pushes nothing; new data, if given, replaces the old).
     */
    opened(state, action: PayloadAction<{ view: ModalView; data?: ModalViewData }>) {
      const { view, data } = action.payload;
      if (!state.open) {
        state.open = true;
        setStack(state, [view], [data ?? {}]);
      } else if (state.view !== view) {
        setStack(state, [...state.history, view], [...state.viewData, data ?? {}]);
      } else if (data) {
        state.viewData[state.viewData.length - 1] = data;
      }
    },
    /** The modal was closed: back to a closed modal on Connect with no view data. */
    closed(state) {
      state.open = false;
      state.shake = false;
      setStack(state, ['Connect'], [{}]);
    },
    /** A view is shown on top of the current one. Pushing the current view only updates its data. */
    pushed: {
      reducer(state, action: PayloadAction<ViewChange>) {
        const { view, data } = action.payload;
        if (state.view === view) state.viewData[state.viewData.length - 1] = data;
        else setStack(state, [...state.history, view], [...state.viewData, data]);
      },
      prepare: viewChange,
    },
    /** The current view is replaced (spec §2: send success to Account, names success or failure). */
    replaced: {
      reducer(state, action: PayloadAction<ViewChange>) {
        const { view, data } = action.payload;
        const below = state.history.length - 2;
        // Replacing Send with the Account it was opened from returns to that Account rather than
        // stacking a second one, so Back after a send leaves the modal instead of repeating it.
        const keep = below >= 0 && state.history[below] === view ? below : below + 1;
        setStack(
          state,
          [...state.history.slice(0, keep), view],
          [...state.viewData.slice(0, keep), data],
        );
      },
      prepare: viewChange,
    },
    /** The history becomes `[view]`. */
    resetTo: {
      reducer(state, action: PayloadAction<ViewChange>) {
        setStack(state, [action.payload.view], [action.payload.data]);
      },
      prepare: viewChange,
    },
    /** The current view was popped by `goBack`; never pops the last view. */
    viewPopped(state) {
      if (state.history.length > 1)
        setStack(state, state.history.slice(0, -1), state.viewData.slice(0, -1));
    },
    /** The shake animation starts; the saga ends it after CONSTANTS.MODAL_SHAKE_MS. */
    shakeStarted(state) {
      state.shake = true;
    },
    /** The shake animation ended. */
    shakeEnded(state) {
      state.shake = false;
    },
    /** A namespace's loading flag changed. */
    loadingChanged(state, action: PayloadAction<{ namespace: ChainNamespace; loading: boolean }>) {
      state.loading[action.payload.namespace] = action.payload.loading;
    },
    /** Closing is disabled on these views from now on (none: closing is always allowed). */
    closeLockChanged(state, action: PayloadAction<ModalView[]>) {
      state.closeLockedOn = action.payload;
    },
  },
});

export const {
  opened,
  closed,
  pushed,
  replaced,
  resetTo,
  viewPopped,
  shakeStarted,
  shakeEnded,
  loadingChanged,
  closeLockChanged,
} = modalSlice.actions;

/** Intent: open the modal (the saga picks the view and switches namespace first when asked). */
export const openRequested = createAction<OpenRequest | undefined>('modal/openRequested');
/** Intent: close the modal; shakes instead when closing is disabled. */
export const closeRequested = createAction('modal/closeRequested');
/** Intent: go back one view; on the last view this is a close request. */
export const goBack = createAction('modal/goBack');

/** The slice of root state this feature reads. */
export interface WithModal {
  modal: ModalState;
}

const EMPTY_VIEW_DATA: ModalViewData = Object.freeze({});

/** Whether the modal is shown. */
export const selectModalOpen = (state: WithModal): boolean => state.modal.open;
/** The current view. */
export const selectModalView = (state: WithModal): ModalView => state.modal.view;
/** The view stack, oldest first; the current view is last. */
export const selectModalHistory = (state: WithModal): ModalView[] => state.modal.history;
/** The data of the current view; an empty object when it was shown without data. */
export const selectModalViewData = (state: WithModal): ModalViewData =>
  state.modal.viewData[state.modal.viewData.length - 1] ?? EMPTY_VIEW_DATA;
/** Whether back shows a previous view (otherwise back closes). */
export const selectCanGoBack = (state: WithModal): boolean => state.modal.history.length > 1;
/** False while the current view is one closing is locked on (see ModalState.closeLockedOn). */
export const selectCanClose = (state: WithModal): boolean =>
  !state.modal.closeLockedOn.includes(state.modal.view);
/** Whether the shake animation is running. */
export const selectModalShake = (state: WithModal): boolean => state.modal.shake;
/** A namespace's loading flag; false when never set. */
export const selectModalLoading = (state: WithModal, namespace: ChainNamespace): boolean =>
  state.modal.loading[namespace] ?? false;
/** The views closing is currently locked on. */
export const selectCloseLockedOn = (state: WithModal): ModalView[] => state.modal.closeLockedOn;

/** The view to open when none is asked for (spec §2). */
export function initialViewFor({
  isMobile,
  hasConnectedAddress,
}: {
  isMobile: boolean;
  hasConnectedAddress: boolean;
}): ModalView {
  if (hasConnectedAddress) return 'Account';
  return isMobile ? 'AllWallets' : 'Connect';
}
