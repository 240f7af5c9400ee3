import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  STORAGE_KEYS,
  createMemoryBackend,
  mainnet,
  solanaDevnet,
  type KitNetwork,
} from '@kit/core';
import {
  connectionSaga,
  connectionSlice,
  connectRequested,
  disconnectRequested,
  namespaceFilterChanged,
  selectConnectionStatus,
} from '@kit/connection';
import { connectionRequestSaga } from '@kit/connection/lazy-saga';
import { balancesSlice } from '@kit/balances';
import { balancesSaga } from '@kit/balances/lazy-saga';
import { networkSlice, networksConfigured, selectCaipNetworkId } from '@kit/network';
import { optionsInitialized, optionsSlice, type KitLocalOptions } from '@kit/options';
import {
  ALICE,
  ScriptedAdapter,
  createTestServices,
  flushSagas,
  registerAdapters,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { accountSaga } from './account.saga';
import {
  selectAccount,
  selectActiveAccount,
  selectPreferredAccountType,
} from './account.selectors';
import {
  accountDetailsChanged,
  accountSlice,
  currentTabChanged,
  preferredAccountTypeChanged,
} from './account.slice';

const tasks: Task[] = [];
afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

function setup({
  backend = createMemoryBackend(),
  options = {},
  networks = [mainnet, solanaDevnet],
}: {
  backend?: ReturnType<typeof createMemoryBackend>;
  options?: KitLocalOptions;
  networks?: KitNetwork[];
} = {}) {
  const adapters = [new ScriptedAdapter(), new ScriptedAdapter({ namespace: 'solana' })];
  const services = createTestServices(adapters, backend);
  const sagaMiddleware = createSagaMiddleware({
    context: { ...services, networkHint: selectCaipNetworkId },
  });
  const store = configureStore({
    reducer: {
      account: accountSlice.reducer,
      balances: balancesSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      options: optionsSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  store.dispatch(optionsInitialized(options));
  tasks.push(
    sagaMiddleware.run(connectionSaga),
    sagaMiddleware.run(connectionRequestSaga),
    sagaMiddleware.run(balancesSaga),
    sagaMiddleware.run(accountSaga),
  );
  registerAdapters(store.dispatch, adapters);
  store.dispatch(networksConfigured(networks));
  return { store, ...services };
}

type Kit = ReturnType<typeof setup>;

async function connect(kit: Kit, connectorId: string) {
  const namespace = connectorId.split(':')[0] ?? '';
  kit.store.dispatch(connectRequested({ connectorId }));
  await waitForState(
    kit.store,
    (state) => selectConnectionStatus(state, namespace) === 'connected',
  );
  await flushSagas();
}

describe('selectAccount', () => {
  it('describes a disconnected namespace with its defaults', () => {
    const kit = setup();
    expect(selectAccount(kit.store.getState(), 'eip155')).toEqual({
      namespace: 'eip155',
      status: 'disconnected',
      allAccounts: [],
      balanceLoading: false,
      tokenBalance: [],
      currentTab: 0,
      preferredAccountType: 'smartAccount',
    });
  });

  it('derives the connected account: address, floored balance, status and explorer link', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    expect(selectAccount(kit.store.getState(), 'eip155')).toEqual({
      namespace: 'eip155',
      status: 'connected',
      connectorId: 'eip155:alpha',
      caipAddress: `eip155:1:${ALICE}`,
      address: ALICE,
      allAccounts: [{ address: ALICE }],
      caipNetworkId: 'eip155:1',
      balance: '1.234',
      balanceSymbol: 'ETH',
      balanceLoading: false,
      tokenBalance: [],
      addressExplorerUrl: `https://etherscan.io/address/${ALICE}`,
      currentTab: 0,
      preferredAccountType: 'smartAccount',
    });
  });

  it('has no explorer link on a network without a block explorer', async () => {
    const kit = setup();
    await connect(kit, 'solana:alpha');
    const account = selectAccount(kit.store.getState(), 'solana');
    expect(account.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${ALICE}`);
    expect(account.addressExplorerUrl).toBeUndefined();
    expect(account.balanceSymbol).toBe('SOL');
  });

  it('follows the active namespace', async () => {
    const kit = setup();
    await connect(kit, 'solana:alpha');
    expect(selectActiveAccount(kit.store.getState())?.namespace).toBe('solana');
  });

  it('returns the same object while nothing it reads changes', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    const before = selectAccount(kit.store.getState(), 'eip155');
    kit.store.dispatch(namespaceFilterChanged({ namespace: 'solana', enabled: false }));
    await connect(kit, 'solana:alpha');
    expect(selectAccount(kit.store.getState(), 'eip155')).toBe(before);
  });

  it('carries the account details other features set, and drops them on disconnect', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(
      accountDetailsChanged({
        namespace: 'eip155',
        details: { profileName: 'alice.kit', socialProvider: 'github' },
      }),
    );
    kit.store.dispatch(currentTabChanged({ namespace: 'eip155', tab: 2 }));
    expect(selectAccount(kit.store.getState(), 'eip155')).toMatchObject({
      profileName: 'alice.kit',
      socialProvider: 'github',
      currentTab: 2,
    });

    kit.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await waitForState(
      kit.store,
      (state) => selectConnectionStatus(state, 'eip155') === 'disconnected',
    );
    const account = selectAccount(kit.store.getState(), 'eip155');
    expect(account.profileName).toBeUndefined();
    expect(account.currentTab).toBe(0);
  });

  it('removes a detail set to undefined', () => {
    const kit = setup();
    kit.store.dispatch(
      accountDetailsChanged({ namespace: 'eip155', details: { profileName: 'a' } }),
    );
    kit.store.dispatch(
      accountDetailsChanged({ namespace: 'eip155', details: { profileName: undefined } }),
    );
    expect(kit.store.getState().account.details['eip155']).toEqual({});
  });
});

describe('preferred account type (spec §6)', () => {
  it('defaults per namespace: eip155 smartAccount, solana eoa, bip122 payment, others eoa', () => {
    const state = setup().store.getState();
    expect(selectPreferredAccountType(state, 'eip155')).toBe('smartAccount');
    expect(selectPreferredAccountType(state, 'solana')).toBe('eoa');
    expect(selectPreferredAccountType(state, 'bip122')).toBe('payment');
    expect(selectPreferredAccountType(state, 'madeup')).toBe('eoa');
  });

  it("uses the integrator's default over the spec's", () => {
    const kit = setup({ options: { defaultAccountTypes: { eip155: 'eoa' } } });
    expect(selectPreferredAccountType(kit.store.getState(), 'eip155')).toBe('eoa');
  });

  it("saves the visitor's choice, which wins over every default", () => {
    const kit = setup({ options: { defaultAccountTypes: { eip155: 'eoa' } } });
    kit.store.dispatch(
      preferredAccountTypeChanged({ namespace: 'eip155', accountType: 'smartAccount' }),
    );
    expect(selectPreferredAccountType(kit.store.getState(), 'eip155')).toBe('smartAccount');
    expect(JSON.parse(kit.backend.entries()[STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES] ?? '{}')).toEqual(
      {
        eip155: 'smartAccount',
      },
    );
  });

  it('restores the stored choices, ignoring values that are not account types', () => {
    const backend = createMemoryBackend({
      [STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES]: JSON.stringify({
        eip155: 'eoa',
        solana: 'root',
        bip122: 7,
      }),
    });
    const state = setup({ backend }).store.getState();
    expect(selectPreferredAccountType(state, 'eip155')).toBe('eoa');
    expect(selectPreferredAccountType(state, 'solana')).toBe('eoa');
    expect(selectPreferredAccountType(state, 'bip122')).toBe('payment');
  });

  it('starts from the defaults when the stored preferences are corrupt', () => {
    const backend = createMemoryBackend({ [STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES]: '["eoa"]' });
    const state = setup({ backend }).store.getState();
    expect(state.account.preferredAccountTypes).toEqual({});
  });
});
