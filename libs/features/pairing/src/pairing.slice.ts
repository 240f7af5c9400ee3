import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace, PairingSignIn, SerializedKitError } from '@kit/core';

/**
 * Where a WalletConnect pairing stands (spec §4 "Pairing connect").
 * - `idle`: no pairing offered (or it was reset).
 * - `connecting`: a URI is offered and the wallet has not answered.
 * - `connected`: a wallet approved; its namespaces are connecting through their adapters.
 */
export type PairingStatus = 'idle' | 'connecting' | 'connected';

/** The wallet the visitor picked to pair with (spec §3 recentWallet), for deep links and the title. */
export interface PairingWallet {
  id: string;
  name: string;
}

/** A deep link that was opened with the URI (spec §3 wcLinking). */
export interface PairingLinking {
  name: string;
  href: string;
}

/** The connection controller's pairing fields (spec §3), serialisable. */
export interface PairingState {
  status: PairingStatus;
  /** The `wc:` URI shown as the QR code. */
  wcUri?: string;
  /** When wcUri expires (ms since the epoch). */
  wcPairingExpiry?: number;
  wcLinking?: PairingLinking;
  recentWallet?: PairingWallet;
  /** Why the last pairing failed ('Connection rejected', 'Failed to connect'…). */
  wcError?: SerializedKitError;
  /** The approved session: its topic, wallet name and namespaces. */
  session?: { topic: string; peerName: string; namespaces: ChainNamespace[] };
}

export const initialPairingState: PairingState = { status: 'idle' };

/** The pairing slice; mount its reducer under `pairing`. */
export const pairingSlice = createSlice({
  name: 'pairing',
  initialState: initialPairingState,
  reducers: {
    /** A fresh URI is offered (first, or renewed after expiry); the previous error is cleared. */
    uriOffered(state, action: PayloadAction<{ uri: string; expiresAt: number }>) {
      state.status = 'connecting';
      state.wcUri = action.payload.uri;
      state.wcPairingExpiry = action.payload.expiresAt;
      delete state.wcError;
    },
    /** The visitor picked a wallet to pair with. */
    walletChosen(state, action: PayloadAction<PairingWallet | undefined>) {
      if (action.payload) state.recentWallet = action.payload;
      else delete state.recentWallet;
    },
    /** A deep link was opened with the URI. */
    linkingOpened(state, action: PayloadAction<PairingLinking>) {
      state.wcLinking = action.payload;
    },
    /** The wallet approved: the session is live. */
    sessionApproved(state, action: PayloadAction<NonNullable<PairingState['session']>>) {
      state.status = 'connected';
      state.session = action.payload;
      delete state.wcUri;
      delete state.wcPairingExpiry;
      delete state.wcError;
    },
    /** The pairing failed; the error stays for the view's Try again. */
    pairingFailed(state, action: PayloadAction<SerializedKitError>) {
      state.status = 'idle';
      state.wcError = action.payload;
      delete state.wcUri;
      delete state.wcPairingExpiry;
    },
    /**
     * Reset (spec §4): back to disconnected, clearing the URI, the linking and the recent wallet
     * (the modal closed mid-pairing, or the session ended).
     */
    pairingReset() {
      return initialPairingState;
    },
  },
});

export const {
  uriOffered,
  walletChosen,
  linkingOpened,
  sessionApproved,
  pairingFailed,
  pairingReset,
} = pairingSlice.actions;

/** Intent: offer a pairing URI (the ConnectingWalletConnect view asks when it shows). */
export const pairingRequested = createAction<{ wallet?: PairingWallet } | undefined>(
  'pairing/pairingRequested',
);

/**
 * Outcome: the wallet signed the one-click sign-in while approving (spec §6), one message per
 * chain; dispatched before the session's namespaces connect, so sign-in finds it waiting.
 */
export const pairingSignedIn = createAction<{ signIns: PairingSignIn[] }>(
  'pairing/pairingSignedIn',
);

/** The pairing state of the whole store. */
export interface WithPairing {
  pairing: PairingState;
}

export const selectPairing = (state: WithPairing): PairingState => state.pairing;
export const selectWcUri = (state: WithPairing) => state.pairing.wcUri;
export const selectWcPairingExpiry = (state: WithPairing) => state.pairing.wcPairingExpiry;
export const selectWcError = (state: WithPairing) => state.pairing.wcError;
export const selectPairingStatus = (state: WithPairing) => state.pairing.status;
