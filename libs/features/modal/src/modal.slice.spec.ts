import { configureStore } from '@reduxjs/toolkit';
import {
  closed,
  initialViewFor,
  isModalView,
  loadingChanged,
  modalSlice,
  opened,
  pushed,
  replaced,
  resetTo,
  selectCanClose,
  selectCanGoBack,
  selectModalHistory,
  selectModalLoading,
  selectModalOpen,
  selectModalView,
  selectModalViewData,
  selectCloseLockedOn,
  closeLockChanged,
  viewPopped,
  type ModalViewData,
} from './modal.slice';

function createStore() {
  return configureStore({ reducer: { modal: modalSlice.reducer } });
}

const metamask: ModalViewData = {
  wallet: { id: 'metamask', name: 'MetaMask' },
  connectorId: 'io.metamask',
};

describe('modal slice', () => {
  it('starts closed on Connect with a one-view history and no view data', () => {
    const state = createStore().getState();
    expect(selectModalOpen(state)).toBe(false);
    expect(selectModalView(state)).toBe('Connect');
    expect(selectModalHistory(state)).toEqual(['Connect']);
    expect(selectModalViewData(state)).toEqual({});
    expect(selectCanGoBack(state)).toBe(false);
  });

  it('opens on the given view with its data, replacing the history of a closed modal', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'ConnectingExternal', data: metamask }));
    const state = store.getState();
    expect(selectModalOpen(state)).toBe(true);
    expect(selectModalHistory(state)).toEqual(['ConnectingExternal']);
    expect(selectModalViewData(state)).toEqual(metamask);
  });

  it('pushes nothing when re-opened on the view already shown', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'Account' }));
    store.dispatch(opened({ view: 'Account' }));
    expect(selectModalHistory(store.getState())).toEqual(['Account']);
  });

  it('keeps the current view data when re-opened on it without data, and takes new data', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'ConnectingExternal', data: metamask }));
    store.dispatch(opened({ view: 'ConnectingExternal' }));
    expect(selectModalViewData(store.getState())).toEqual(metamask);
    store.dispatch(opened({ view: 'ConnectingExternal', data: { connectorId: 'rabby' } }));
    expect(selectModalViewData(store.getState())).toEqual({ connectorId: 'rabby' });
    expect(selectModalHistory(store.getState())).toEqual(['ConnectingExternal']);
  });

  it('pushes the requested view when opened again on another view', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'Account' }));
    store.dispatch(opened({ view: 'Networks' }));
    expect(selectModalHistory(store.getState())).toEqual(['Account', 'Networks']);
    expect(selectCanGoBack(store.getState())).toBe(true);
  });

  it('pushes views with their own data and restores the previous data when popped', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'Connect' }));
    store.dispatch(pushed('ConnectingExternal', metamask));
    store.dispatch(pushed('SwitchNetwork', { caipNetworkId: 'eip155:10' }));
    expect(selectModalView(store.getState())).toBe('SwitchNetwork');
    expect(selectModalViewData(store.getState())).toEqual({ caipNetworkId: 'eip155:10' });
    store.dispatch(viewPopped());
    expect(selectModalView(store.getState())).toBe('ConnectingExternal');
    expect(selectModalViewData(store.getState())).toEqual(metamask);
  });

  it('reads an empty object as the data of a view pushed without data', () => {
    const store = createStore();
    store.dispatch(pushed('ConnectingExternal', metamask));
    store.dispatch(pushed('WhatIsAWallet'));
    expect(selectModalViewData(store.getState())).toEqual({});
  });

  it('does not stack the current view twice; pushing it again only updates its data', () => {
    const store = createStore();
    store.dispatch(pushed('ConnectingExternal', metamask));
    store.dispatch(pushed('ConnectingExternal', { wallet: { id: 'rabby', name: 'Rabby' } }));
    expect(selectModalHistory(store.getState())).toEqual(['Connect', 'ConnectingExternal']);
    expect(selectModalViewData(store.getState()).wallet?.name).toBe('Rabby');
  });

  it('replaces the current entry with Account after a successful send', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'Account' }));
    store.dispatch(pushed('Send'));
    store.dispatch(pushed('SendPreview'));
    store.dispatch(replaced('Account'));
    expect(selectModalHistory(store.getState())).toEqual(['Account', 'Send', 'Account']);
  });

  it('returns to the Account a send was opened from instead of stacking a second Account', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'Account' }));
    store.dispatch(pushed('Send'));
    store.dispatch(replaced('Account'));
    expect(selectModalHistory(store.getState())).toEqual(['Account']);
  });

  it('replaces the name registration entry with success or back with RegisterAccountName', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'Account' }));
    store.dispatch(pushed('RegisterAccountName'));
    store.dispatch(pushed('ApproveTransaction'));
    store.dispatch(replaced('RegisterAccountNameSuccess'));
    expect(selectModalHistory(store.getState())).toEqual([
      'Account',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ]);
    store.dispatch(replaced('RegisterAccountName'));
    expect(selectModalView(store.getState())).toBe('RegisterAccountName');
  });

  it('drops the replaced entry data when the replacement has none', () => {
    const store = createStore();
    store.dispatch(pushed('ConnectingExternal', metamask));
    store.dispatch(replaced('ProfileWallets'));
    expect(selectModalViewData(store.getState())).toEqual({});
  });

  it('resets the history to one view', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'Account' }));
    store.dispatch(pushed('Networks'));
    store.dispatch(resetTo('ProfileWallets'));
    expect(selectModalHistory(store.getState())).toEqual(['ProfileWallets']);
    expect(selectCanGoBack(store.getState())).toBe(false);
  });

  it('never pops the last view', () => {
    const store = createStore();
    store.dispatch(viewPopped());
    expect(selectModalHistory(store.getState())).toEqual(['Connect']);
    expect(selectModalView(store.getState())).toBe('Connect');
  });

  it('resets to a closed Connect with cleared data when closed', () => {
    const store = createStore();
    store.dispatch(opened({ view: 'Account' }));
    store.dispatch(pushed('ConnectingExternal', metamask));
    store.dispatch(closed());
    const state = store.getState();
    expect(selectModalOpen(state)).toBe(false);
    expect(selectModalView(state)).toBe('Connect');
    expect(selectModalHistory(state)).toEqual(['Connect']);
    expect(selectModalViewData(state)).toEqual({});
  });

  it('keeps a loading flag per namespace, false by default', () => {
    const store = createStore();
    store.dispatch(loadingChanged({ namespace: 'solana', loading: true }));
    expect(selectModalLoading(store.getState(), 'solana')).toBe(true);
    expect(selectModalLoading(store.getState(), 'eip155')).toBe(false);
    store.dispatch(loadingChanged({ namespace: 'solana', loading: false }));
    expect(selectModalLoading(store.getState(), 'solana')).toBe(false);
  });

  it('replaces the views closing is locked on', () => {
    const store = createStore();
    store.dispatch(closeLockChanged(['SIWXSignMessage']));
    store.dispatch(closeLockChanged(['ApproveTransaction']));
    expect(selectCloseLockedOn(store.getState())).toEqual(['ApproveTransaction']);
  });

  describe('selectCanClose', () => {
    it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
      'is false on %s while closing is locked on it',
      (view) => {
        const store = createStore();
        store.dispatch(closeLockChanged(['SIWXSignMessage', 'ApproveTransaction']));
        store.dispatch(opened({ view }));
        expect(selectCanClose(store.getState())).toBe(false);
        store.dispatch(closeLockChanged([]));
        expect(selectCanClose(store.getState())).toBe(true);
      },
    );

    it('is true on a sign view when nothing is locked', () => {
      const store = createStore();
      store.dispatch(opened({ view: 'SIWXSignMessage' }));
      expect(selectCanClose(store.getState())).toBe(true);
    });

    it('is true on views the lock does not name', () => {
      const store = createStore();
      store.dispatch(closeLockChanged(['SIWXSignMessage', 'ApproveTransaction']));
      store.dispatch(opened({ view: 'Account' }));
      expect(selectCanClose(store.getState())).toBe(true);
    });
  });
});

describe('initialViewFor', () => {
  it.each([
    [{ isMobile: true, hasConnectedAddress: false }, 'AllWallets'],
    [{ isMobile: true, hasConnectedAddress: true }, 'Account'],
    [{ isMobile: false, hasConnectedAddress: true }, 'Account'],
    [{ isMobile: false, hasConnectedAddress: false }, 'Connect'],
  ] as const)('opens %o on %s', (input, view) => {
    expect(initialViewFor(input)).toBe(view);
  });
});

describe('isModalView', () => {
  it('accepts spec views and rejects anything else', () => {
    expect(isModalView('UnsupportedChain')).toBe(true);
    expect(isModalView('Swap')).toBe(true);
    expect(isModalView('connect')).toBe(false);
    expect(isModalView(undefined)).toBe(false);
    expect(isModalView(42)).toBe(false);
  });
});
