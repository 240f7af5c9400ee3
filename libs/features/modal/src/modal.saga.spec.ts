import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { CONSTANTS, SERVER_ENVIRONMENT, type KitEnvironment, type KitLogger } from '@kit/core';
import {
  connected,
  connectionSlice,
  namespaceRegistered,
  selectActiveNamespace,
} from '@kit/connection';
import { modalSaga } from './modal.saga';
import {
  closeRequested,
  goBack,
  modalSlice,
  opened,
  openRequested,
  pushed,
  selectModalHistory,
  selectModalOpen,
  selectModalShake,
  selectModalView,
  selectModalViewData,
  closeLockChanged,
  type ModalView,
} from './modal.slice';

function createStore(environment: Partial<KitEnvironment> = {}) {
  const logger: jest.Mocked<KitLogger> = { warn: jest.fn(), error: jest.fn() };
  const sagaMiddleware = createSagaMiddleware({
    context: { environment: { ...SERVER_ENVIRONMENT, ...environment }, logger },
  });
  const store = configureStore({
    reducer: { modal: modalSlice.reducer, connection: connectionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(modalSaga);
  return { store, logger, task };
}

function connectEvm(store: ReturnType<typeof createStore>['store']) {
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(
    connected({ namespace: 'eip155', connectorId: 'injected', accounts: [{ address: '0xabc' }] }),
  );
}

/** Opens the modal on `views` (first opened, the rest pushed) with closing locked on the sign views. */
function openGated(store: ReturnType<typeof createStore>['store'], views: ModalView[]) {
  store.dispatch(closeLockChanged(['SIWXSignMessage', 'ApproveTransaction']));
  const [first = 'Connect', ...rest] = views;
  store.dispatch(opened({ view: first }));
  for (const view of rest) store.dispatch(pushed(view));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('modalSaga: opening', () => {
  it('opens Connect on desktop with nothing connected', () => {
    const { store } = createStore();
    store.dispatch(openRequested());
    expect(selectModalOpen(store.getState())).toBe(true);
    expect(selectModalHistory(store.getState())).toEqual(['Connect']);
  });

  it('opens AllWallets on mobile with nothing connected', () => {
    const { store } = createStore({ isMobile: true });
    store.dispatch(openRequested());
    expect(selectModalView(store.getState())).toBe('AllWallets');
  });

  it.each([true, false])('opens Account when an address is connected (mobile: %s)', (isMobile) => {
    const { store } = createStore({ isMobile });
    connectEvm(store);
    store.dispatch(openRequested());
    expect(selectModalView(store.getState())).toBe('Account');
  });

  it('opens the explicitly requested view with its data, whatever the device', () => {
    const { store } = createStore({ isMobile: true });
    store.dispatch(
      openRequested({ view: 'ConnectingExternal', data: { wallet: { id: 'w', name: 'W' } } }),
    );
    expect(selectModalView(store.getState())).toBe('ConnectingExternal');
    expect(selectModalViewData(store.getState())).toEqual({ wallet: { id: 'w', name: 'W' } });
  });

  it('switches to the requested namespace before choosing the view', () => {
    const { store } = createStore();
    connectEvm(store);
    store.dispatch(namespaceRegistered({ namespace: 'solana' }));
    const seen: string[] = [];
    store.subscribe(() =>
      seen.push(`${selectActiveNamespace(store.getState())}:${selectModalOpen(store.getState())}`),
    );
    store.dispatch(openRequested({ namespace: 'solana' }));
    // After the intent: the namespace changed while the modal was still closed, then it opened.
    expect(seen).toEqual(['eip155:false', 'solana:false', 'solana:true']);
    // Solana has no connection, so the view is Connect rather than the eip155 Account.
    expect(selectModalView(store.getState())).toBe('Connect');
  });

  it('does not switch namespace when the requested one is already active', () => {
    const { store } = createStore();
    connectEvm(store);
    const actions: number[] = [];
    store.subscribe(() => actions.push(1));
    store.dispatch(openRequested({ namespace: 'eip155' }));
    // Only the intent and `opened` reached the reducers.
    expect(actions).toHaveLength(2);
    expect(selectModalView(store.getState())).toBe('Account');
  });

  it('opens the default view and warns the integrator when the view is unknown', () => {
    const { store, logger } = createStore();
    store.dispatch(openRequested({ view: 'Nowhere' as ModalView }));
    expect(selectModalView(store.getState())).toBe('Connect');
    expect(logger.warn).toHaveBeenCalledWith(
      "Unknown modal view 'Nowhere'; opening the default view instead.",
    );
  });

  it('does not stack the view twice when opened twice', () => {
    const { store } = createStore();
    store.dispatch(openRequested());
    store.dispatch(openRequested());
    expect(selectModalHistory(store.getState())).toEqual(['Connect']);
  });
});

describe('modalSaga: closing and back', () => {
  it('closes and resets to Connect when closing is allowed', () => {
    const { store } = createStore();
    store.dispatch(openRequested({ view: 'Account' }));
    store.dispatch(pushed('Networks'));
    store.dispatch(closeRequested());
    expect(selectModalOpen(store.getState())).toBe(false);
    expect(selectModalHistory(store.getState())).toEqual(['Connect']);
  });

  it('does not close a sign view while sign-in is required without a session, and shakes for 500 ms', async () => {
    jest.useFakeTimers();
    const { store } = createStore();
    openGated(store, ['SIWXSignMessage']);
    store.dispatch(closeRequested());
    expect(selectModalOpen(store.getState())).toBe(true);
    expect(selectModalShake(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(CONSTANTS.MODAL_SHAKE_MS - 1);
    expect(selectModalShake(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectModalShake(store.getState())).toBe(false);
    expect(selectModalView(store.getState())).toBe('SIWXSignMessage');
  });

  it('restarts the shake when close is pressed again while shaking', async () => {
    jest.useFakeTimers();
    const { store } = createStore();
    openGated(store, ['ApproveTransaction']);
    store.dispatch(closeRequested());
    await jest.advanceTimersByTimeAsync(400);
    store.dispatch(closeRequested());
    await jest.advanceTimersByTimeAsync(400);
    expect(selectModalShake(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(100);
    expect(selectModalShake(store.getState())).toBe(false);
  });

  it('closes the gated view once the lock is lifted', () => {
    const { store } = createStore();
    openGated(store, ['SIWXSignMessage']);
    store.dispatch(closeLockChanged([]));
    store.dispatch(closeRequested());
    expect(selectModalOpen(store.getState())).toBe(false);
    expect(selectModalShake(store.getState())).toBe(false);
  });

  it('ignores a close request when the modal is already closed', () => {
    const { store } = createStore();
    const before = store.getState().modal;
    store.dispatch(closeRequested());
    expect(store.getState().modal).toBe(before);
  });

  it('goes back to the previous view and its data', () => {
    const { store } = createStore();
    store.dispatch(openRequested({ view: 'AllWallets' }));
    store.dispatch(pushed('ConnectingExternal', { connectorId: 'io.metamask' }));
    store.dispatch(pushed('WhatIsAWallet'));
    store.dispatch(goBack());
    expect(selectModalView(store.getState())).toBe('ConnectingExternal');
    expect(selectModalViewData(store.getState())).toEqual({ connectorId: 'io.metamask' });
    expect(selectModalOpen(store.getState())).toBe(true);
  });

  it('closes the modal when back is pressed on the last view', () => {
    const { store } = createStore();
    store.dispatch(openRequested({ view: 'Account' }));
    store.dispatch(goBack());
    expect(selectModalOpen(store.getState())).toBe(false);
    expect(selectModalView(store.getState())).toBe('Connect');
  });

  it('shakes instead of closing when back is pressed on a gated last view', () => {
    jest.useFakeTimers();
    const { store } = createStore();
    openGated(store, ['SIWXSignMessage']);
    store.dispatch(goBack());
    expect(selectModalOpen(store.getState())).toBe(true);
    expect(selectModalShake(store.getState())).toBe(true);
  });

  it('lets back leave a gated view for the previous one', () => {
    const { store } = createStore();
    openGated(store, ['Account', 'SIWXSignMessage']);
    store.dispatch(goBack());
    expect(selectModalView(store.getState())).toBe('Account');
    expect(selectModalOpen(store.getState())).toBe(true);
  });

  it('does nothing when back is pressed on a closed modal', () => {
    const { store } = createStore();
    store.dispatch(goBack());
    expect(selectModalOpen(store.getState())).toBe(false);
    expect(selectModalHistory(store.getState())).toEqual(['Connect']);
  });

  it('ends the shake even when back leaves the view mid-shake', async () => {
    jest.useFakeTimers();
    const { store } = createStore();
    openGated(store, ['Account', 'SIWXSignMessage']);
    store.dispatch(closeRequested());
    store.dispatch(goBack());
    expect(selectModalView(store.getState())).toBe('Account');
    await jest.advanceTimersByTimeAsync(CONSTANTS.MODAL_SHAKE_MS);
    expect(selectModalShake(store.getState())).toBe(false);
  });
});
