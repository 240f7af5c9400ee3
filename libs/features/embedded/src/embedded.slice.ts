import { createSlice } from '@reduxjs/toolkit';
import {
  approvalChanged,
  embeddedFailed,
  embeddedReady,
  farcasterUrlReceived,
  recentEmailsChanged,
  resendCooldownChanged,
  socialStarted,
  stepChanged,
  userChanged,
} from './embedded.actions';
import { themeModeShown } from './embedded.intents';
import { initialEmbeddedState } from './embedded.state';

/**
 * The embedded wallet slice, mounted under `embedded`. Not in the store's first root reducer: the
 * store injects it when the embedded saga's chunk loads (issue 22), and only that saga moves it
 * (the modal's theme mode too, once the saga said the wallet is ready). Each case is documented
 * at its action (embedded.actions.ts, embedded.intents.ts).
 */
export const embeddedSlice = createSlice({
  name: 'embedded',
  initialState: initialEmbeddedState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(embeddedReady, (state, action) => {
        if (state.step === 'unavailable') state.step = 'idle';
        state.telegram = action.payload;
      })
      .addCase(stepChanged, (state, action) => {
        state.step = action.payload.step;
        if (action.payload.email !== undefined) state.email = action.payload.email;
        if (action.payload.purpose !== undefined) state.purpose = action.payload.purpose;
        delete state.error;
      })
      .addCase(embeddedFailed, (state, action) => {
        state.step = action.payload.step;
        state.error = action.payload.error;
        // A failure before any step started (an invalid address) still says which form it is for.
        if (action.payload.purpose !== undefined) state.purpose = action.payload.purpose;
      })
      .addCase(resendCooldownChanged, (state, action) => {
        if (action.payload) state.resendCoolingDown = true;
        else delete state.resendCoolingDown;
      })
      .addCase(socialStarted, (state, action) => {
        state.step = 'social';
        state.socialProvider = action.payload;
        delete state.error;
      })
      .addCase(farcasterUrlReceived, (state, action) => {
        state.step = 'farcaster';
        state.socialProvider = 'farcaster';
        state.farcasterUrl = action.payload;
        delete state.error;
      })
      .addCase(approvalChanged, (state, action) => {
        if (action.payload) state.approval = action.payload;
        else delete state.approval;
      })
      .addCase(themeModeShown, (state, action) => {
        state.themeMode = action.payload.themeMode;
      })
      .addCase(recentEmailsChanged, (state, action) => {
        state.recentEmails = action.payload;
      })
      .addCase(userChanged, (state, action) => {
        if (action.payload) state.user = action.payload;
        else delete state.user;
      });
  },
});
