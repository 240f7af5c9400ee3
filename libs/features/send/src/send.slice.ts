import { createSlice } from '@reduxjs/toolkit';
import {
  sendAmountChanged,
  sendFailed,
  sendReceiverChanged,
  sendReceiverNameResolved,
  sendReset,
  sendStarted,
  sendSucceeded,
  sendTokenSelected,
} from './send.actions';
import { initialSendState, type SendState } from './send.state';

/** A changed form drops the outcome of the previous request. */
function clearOutcome(state: SendState): void {
  delete state.error;
  delete state.validation;
  if (state.status === 'error' || state.status === 'success') state.status = 'idle';
}

/**
 * The send slice, mounted under `send`. Not in the store's first root reducer: the store injects
 * it when the Send views or the send sagas load (issue 22); its actions live in send.actions.ts.
 * Each case is documented at its action.
 */
export const sendSlice = createSlice({
  name: 'send',
  initialState: initialSendState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sendTokenSelected, (state, action) => {
        if (action.payload === undefined) delete state.token;
        else state.token = action.payload;
        clearOutcome(state);
      })
      .addCase(sendAmountChanged, (state, action) => {
        state.amount = action.payload.amount;
        clearOutcome(state);
      })
      .addCase(sendReceiverChanged, (state, action) => {
        const { receiverAddress, receiverProfileName, receiverProfileImageUrl } = action.payload;
        state.receiverAddress = receiverAddress;
        if (receiverProfileName === undefined) delete state.receiverProfileName;
        else state.receiverProfileName = receiverProfileName;
        if (receiverProfileImageUrl === undefined) delete state.receiverProfileImageUrl;
        else state.receiverProfileImageUrl = receiverProfileImageUrl;
        clearOutcome(state);
      })
      .addCase(sendReceiverNameResolved, (state, action) => {
        const { receiverAddress, receiverProfileName, receiverProfileImageUrl } = action.payload;
        state.receiverAddress = receiverAddress;
        state.receiverProfileName = receiverProfileName;
        if (receiverProfileImageUrl === undefined) delete state.receiverProfileImageUrl;
        else state.receiverProfileImageUrl = receiverProfileImageUrl;
        clearOutcome(state);
      })
      .addCase(sendStarted, (state) => {
        state.status = 'sending';
        delete state.error;
        delete state.validation;
        delete state.hash;
      })
      .addCase(sendSucceeded, (_state, action) => ({
        ...initialSendState,
        status: 'success',
        hash: action.payload.hash,
      }))
      .addCase(sendFailed, (state, action) => {
        state.status = 'error';
        state.error = action.payload.error;
        if (action.payload.validation) state.validation = action.payload.validation;
        else delete state.validation;
      })
      .addCase(sendReset, () => initialSendState);
  },
});
