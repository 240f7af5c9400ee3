// The sign-in slice (@kit/siwx/slice): only the sign-in saga moves it, so the store injects it as
// the saga's chunk loads (issue 22). The state, its selectors and the actions the first load
// needs are siwx.state.ts's, re-exported here for the feature's own modules and specs.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SiwxSession } from '@kit/core';
import {
  initialSiwxState,
  signedOut,
  signInFailed,
  signInNeeded,
  withSignInFailure,
  type SiwxAccount,
} from './siwx.state';

export * from './siwx.state';

/** The siwx slice; mount its reducer under `siwx` (the store injects it, see siwx.state.ts). */
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
  },
  extraReducers: (builder) =>
    builder
      .addCase(signInNeeded, (state) => {
        state.status = 'ready';
      })
      .addCase(signInFailed, withSignInFailure)
      .addCase(signedOut, (state) => {
        if (state.status !== 'disabled') state.status = 'idle';
        delete state.account;
        delete state.session;
        delete state.lastSignInChainId;
        delete state.error;
      }),
});

export const { siwxEnabled, sessionCheckStarted, signingStarted, signedIn } = siwxSlice.actions;
