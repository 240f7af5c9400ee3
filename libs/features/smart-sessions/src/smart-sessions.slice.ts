import { createSlice } from '@reduxjs/toolkit';
import {
  smartSessionRevoked,
  smartSessionRevokeFailed,
  smartSessionRevokeStarted,
  smartSessionsCleared,
  smartSessionsFetched,
  smartSessionsFetchFailed,
  smartSessionsFetchStarted,
} from './smart-sessions.actions';
import { initialSmartSessionsState, type SmartSessionsState } from './smart-sessions.state';

/**
 * The smart-sessions slice, mounted under `smartSessions`. Not in the store's first root reducer:
 * the store injects it when the SmartSessions view or the smart-sessions saga load (issue 22), and
 * its actions live in smart-sessions.actions.ts, which the first load holds without this file.
 * Each case is documented at its action.
 */
export const smartSessionsSlice = createSlice({
  name: 'smartSessions',
  initialState: initialSmartSessionsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(smartSessionsFetchStarted, (state, action): SmartSessionsState | undefined => {
        const { address } = action.payload;
        if (state.address !== address)
          return { ...initialSmartSessionsState, status: 'loading', address };
        state.status = 'loading';
        delete state.error;
        return undefined;
      })
      .addCase(smartSessionsFetched, (state, action) => {
        state.status = 'ready';
        state.address = action.payload.address;
        state.sessions = action.payload.sessions;
        delete state.error;
      })
      .addCase(smartSessionsFetchFailed, (state, action) => {
        state.status = 'error';
        state.sessions = [];
        state.error = action.payload.error;
      })
      .addCase(smartSessionRevokeStarted, (state, action) => {
        const { pci } = action.payload;
        if (!state.revoking.includes(pci)) state.revoking.push(pci);
        delete state.revokeErrors[pci];
      })
      .addCase(smartSessionRevoked, (state, action) => {
        const { pci } = action.payload;
        state.sessions = state.sessions.filter((session) => session.pci !== pci);
        state.revoking = state.revoking.filter((id) => id !== pci);
      })
      .addCase(smartSessionRevokeFailed, (state, action) => {
        const { pci, error } = action.payload;
        state.revoking = state.revoking.filter((id) => id !== pci);
        state.revokeErrors[pci] = error;
      })
      .addCase(smartSessionsCleared, () => initialSmartSessionsState);
  },
});
