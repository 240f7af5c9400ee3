import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SmartSession } from '@kit/api';
import type { SerializedKitError } from '@kit/core';

/**
 * Where the list of smart sessions stands.
 * - `idle`: not asked for yet (or the account changed).
 * - `loading`: being fetched.
 * - `ready`: fetched; `sessions` is the account's standing sessions, newest first.
 * - `error`: the fetch failed; `error` says why.
 */
export type SmartSessionsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The active account's smart sessions and the revocations under way. */
export interface SmartSessionsState {
  status: SmartSessionsStatus;
  /** Whose list this is. */
  address?: string;
  sessions: SmartSession[];
  error?: SerializedKitError;
  /** The pcis being revoked (the wallet signs, then the service is told). */
  revoking: string[];
  /** Why the last revocation failed, by pci; cleared when it is tried again. */
  revokeErrors: Record<string, SerializedKitError>;
}

/** Nothing fetched. */
export const initialSmartSessionsState: SmartSessionsState = {
  status: 'idle',
  sessions: [],
  revoking: [],
  revokeErrors: {},
};

/** The smart-sessions slice; mount its reducer under `smartSessions`. */
export const smartSessionsSlice = createSlice({
  name: 'smartSessions',
  initialState: initialSmartSessionsState,
  reducers: {
    /** The account's list is being fetched; another account's list is dropped. */
    smartSessionsFetchStarted(state, action: PayloadAction<{ address: string }>) {
      const { address } = action.payload;
      if (state.address !== address)
        return { ...initialSmartSessionsState, status: 'loading', address };
      state.status = 'loading';
      delete state.error;
      return undefined;
    },
    /** The account's standing sessions arrived. */
    smartSessionsFetched(
      state,
      action: PayloadAction<{ address: string; sessions: SmartSession[] }>,
    ) {
      state.status = 'ready';
      state.address = action.payload.address;
      state.sessions = action.payload.sessions;
      delete state.error;
    },
    /** The list could not be fetched. */
    smartSessionsFetchFailed(state, action: PayloadAction<{ error: SerializedKitError }>) {
      state.status = 'error';
      state.sessions = [];
      state.error = action.payload.error;
    },
    /** A revocation started: the wallet is asked to sign. */
    smartSessionRevokeStarted(state, action: PayloadAction<{ pci: string }>) {
      const { pci } = action.payload;
      if (!state.revoking.includes(pci)) state.revoking.push(pci);
      delete state.revokeErrors[pci];
    },
    /** The service revoked the session: it leaves the list. */
    smartSessionRevoked(state, action: PayloadAction<{ pci: string }>) {
      const { pci } = action.payload;
      state.sessions = state.sessions.filter((session) => session.pci !== pci);
      state.revoking = state.revoking.filter((id) => id !== pci);
    },
    /** The wallet or the service refused; the session stays. */
    smartSessionRevokeFailed(
      state,
      action: PayloadAction<{ pci: string; error: SerializedKitError }>,
    ) {
      const { pci, error } = action.payload;
      state.revoking = state.revoking.filter((id) => id !== pci);
      state.revokeErrors[pci] = error;
    },
    /** The account changed or left: the list no longer applies. */
    smartSessionsCleared() {
      return initialSmartSessionsState;
    },
  },
});

export const {
  smartSessionsFetchStarted,
  smartSessionsFetched,
  smartSessionsFetchFailed,
  smartSessionRevokeStarted,
  smartSessionRevoked,
  smartSessionRevokeFailed,
  smartSessionsCleared,
} = smartSessionsSlice.actions;

/** Intent: fetch the active EVM account's standing smart sessions (never cached: spec §7). */
export const smartSessionsRequested = createAction('smartSessions/requested');

/** Intent: revoke a session: the owner signs `Revoke smart session <pci>`, the service is told (pci + signature). */
export const smartSessionRevokeRequested = createAction<{ pci: string }>(
  'smartSessions/revokeRequested',
);

/** The slice of root state this feature reads. */
export interface WithSmartSessions {
  smartSessions: SmartSessionsState;
}

/** The list, its status and the revocations under way. */
export const selectSmartSessions = (state: WithSmartSessions): SmartSessionsState =>
  state.smartSessions;
