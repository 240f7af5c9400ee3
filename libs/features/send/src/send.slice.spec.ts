import { configureStore } from '@reduxjs/toolkit';
import {
  sendAmountChanged,
  sendFailed,
  sendReceiverChanged,
  sendReset,
  sendStarted,
  sendSucceeded,
  sendTokenSelected,
} from './send.actions';
import { initialSendState, selectSendState, selectSendStatus } from './send.state';
import { sendSlice } from './send.slice';

function createStore() {
  return configureStore({ reducer: { send: sendSlice.reducer } });
}

const KUSD = { address: '0xabc', symbol: 'KUSD', decimals: 6, name: 'Kit USD' };
const REJECTED = {
  name: 'UserRejectedRequestError',
  code: 'USER_REJECTED',
  message: 'User rejected the request',
} as const;

describe('send slice', () => {
  it('reads as the empty form before the store injects the slice (issue 22)', () => {
    expect(selectSendState({})).toEqual(initialSendState);
    expect(selectSendStatus({})).toBe('idle');
  });

  it('starts with an empty, idle form', () => {
    expect(selectSendState(createStore().getState())).toEqual({
      amount: '',
      receiverAddress: '',
      status: 'idle',
    });
  });

  it('clears the form but keeps the hash after a successful send', () => {
    const store = createStore();
    store.dispatch(sendTokenSelected(KUSD));
    store.dispatch(sendAmountChanged({ amount: '1.5' }));
    store.dispatch(
      sendReceiverChanged({ receiverAddress: '0xdef', receiverProfileName: 'bob.kit' }),
    );
    store.dispatch(sendStarted());
    expect(selectSendState(store.getState()).status).toBe('sending');
    store.dispatch(sendSucceeded({ hash: '0x01' }));
    expect(selectSendState(store.getState())).toEqual({
      ...initialSendState,
      status: 'success',
      hash: '0x01',
    });
  });

  it('keeps the form after a failure, and an edit clears the failure', () => {
    const store = createStore();
    store.dispatch(sendAmountChanged({ amount: '2' }));
    store.dispatch(sendStarted());
    store.dispatch(sendFailed({ error: REJECTED }));
    expect(selectSendState(store.getState())).toMatchObject({
      amount: '2',
      status: 'error',
      error: REJECTED,
    });
    store.dispatch(sendAmountChanged({ amount: '3' }));
    expect(selectSendState(store.getState())).toEqual({
      ...initialSendState,
      amount: '3',
    });
  });

  it("drops the previous receiver's profile when the receiver changes without one", () => {
    const store = createStore();
    store.dispatch(
      sendReceiverChanged({
        receiverAddress: '0xdef',
        receiverProfileName: 'bob.kit',
        receiverProfileImageUrl: 'https://example.com/bob.png',
      }),
    );
    store.dispatch(sendReceiverChanged({ receiverAddress: '0x123' }));
    expect(selectSendState(store.getState())).toEqual({
      ...initialSendState,
      receiverAddress: '0x123',
    });
  });

  it('resets to an empty form', () => {
    const store = createStore();
    store.dispatch(sendTokenSelected(KUSD));
    store.dispatch(sendAmountChanged({ amount: '1' }));
    store.dispatch(sendReset());
    expect(selectSendState(store.getState())).toEqual(initialSendState);
  });
});
