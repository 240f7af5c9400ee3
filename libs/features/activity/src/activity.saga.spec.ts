import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createBlockchainApiClient, type CloudClients } from '@kit/api';
import { DIRECT_REQUEST_CODE } from '@kit/api/request-code';
import {
  CONSTANTS,
  STORAGE_KEYS,
  createMemoryBackend,
  kitDevnet,
  kitDevnet2,
  solanaLocal,
  type CaipNetworkId,
} from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import {
  accountsChanged,
  activeNamespaceChanged,
  connected,
  connectionSlice,
  namespaceRegistered,
} from '@kit/connection';
import {
  ScriptedAdapter,
  createTestServices,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { createDevnetProvider, startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { selectToast, toastSaga, toastSlice } from '@kit/toast';
import type { JsonRpcProvider } from 'ethers';
import { activitySaga } from './activity.saga';
import { transactionsRequested } from './activity.actions';
import { activitySlice } from './activity.slice';
import { selectActivity, selectHasMoreTransactions, selectTransactions } from './activity.state';

jest.setTimeout(60_000);

let devnet: Devnet;
let cloud: Cloud;
let provider: JsonRpcProvider;

beforeAll(async () => {
  devnet = await startDevnet({ secondChain: true });
  provider = createDevnetProvider(devnet.chains[0]!);
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
});

afterAll(async () => {
  await cloud?.stop();
  provider?.destroy();
  await devnet?.stop();
});

const tasks: Task[] = [];
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
  cloud.faults.clear();
});

const account = (index: number) => devnet.accounts[index]!.address;

/** Sends `count` 1-wei transfers from `from` and returns their hashes once mined, oldest first. */
async function transfers(from: string, count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const hash = (await provider.send('eth_sendTransaction', [
      { from, to: account(9), value: '0x1' },
    ])) as string;
    while ((await provider.send('eth_getTransactionReceipt', [hash])) === null) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    hashes.push(hash);
  }
  return hashes;
}

interface SetupOptions {
  address?: string;
  namespace?: string;
  caipNetworkId?: CaipNetworkId;
  api?: CloudClients;
  /** The storage the Kit starts with: the same one again is a page reload. */
  backend?: ReturnType<typeof createMemoryBackend>;
  /** How far the Kit's clock reads after the first Kit's, in ms. */
  later?: number;
}

/** A store with the activity feature, a wallet connected and the real Blockchain API client. */
function setup({
  address = account(1),
  namespace = 'eip155',
  caipNetworkId = kitDevnet.caipNetworkId,
  api = {
    blockchain: createBlockchainApiClient(
      { baseUrl: cloud.url, projectId: 'kit-local' },
      DIRECT_REQUEST_CODE.blockchain,
    ),
  },
  backend = createMemoryBackend(),
  later = 0,
}: SetupOptions = {}) {
  // The connected namespace has its adapter, whose profile says whether it has activity.
  const services = { ...createTestServices([new ScriptedAdapter({ namespace })], backend), api };
  services.clock.advance(later);
  const sagaMiddleware = createSagaMiddleware({ context: services });
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      activity: activitySlice.reducer,
      connection: connectionSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { warnAfter: 1000 },
        immutableCheck: { warnAfter: 1000 },
      }).concat(recorder, sagaMiddleware),
  });
  store.dispatch(namespaceRegistered({ namespace }));
  store.dispatch(activeNamespaceChanged({ namespace }));
  store.dispatch(
    connected({
      namespace,
      connectorId: `${namespace}:alpha`,
      accounts: [{ address }],
      caipNetworkId,
    }),
  );
  tasks.push(sagaMiddleware.run(activitySaga), sagaMiddleware.run(toastSaga));
  const request = async (reset = false) => {
    store.dispatch(transactionsRequested({ reset }));
    await waitForState(store, (state) => selectActivity(state).status !== 'loading');
  };
  const historyRequests = () =>
    actions.filter((action) => action.type === 'activity/transactionsFetchStarted').length;
  return { store, request, actions, historyRequests, state: () => store.getState() };
}

describe('activitySaga against the local Blockchain API', () => {
  it('lists the devnet transfers newest first and pages with the cursor until the last page', async () => {
    const sender = account(3);
    const hashes = await transfers(sender, 52);
    const kit = setup({ address: sender });

    await kit.request();
    expect(selectTransactions(kit.state())).toHaveLength(50);
    expect(selectTransactions(kit.state()).map((tx) => tx.id)).toEqual(
      [...hashes].reverse().slice(0, 50),
    );
    expect(selectHasMoreTransactions(kit.state())).toBe(true);

    await kit.request();
    const ids = selectTransactions(kit.state()).map((tx) => tx.id);
    expect(ids.slice(0, 52)).toEqual([...hashes].reverse());
    expect(selectHasMoreTransactions(kit.state())).toBe(false);
    expect(selectActivity(kit.state())).toMatchObject({ status: 'ready', empty: false });

    // The last page was reached: asking for more fetches nothing.
    const before = kit.historyRequests();
    await kit.request();
    expect(kit.historyRequests()).toBe(before);
    expect(selectTransactions(kit.state()).map((tx) => tx.id)).toEqual(ids);
  });

  it('ignores a next-page request while a page is loading, so one page is never fetched twice', async () => {
    const kit = setup({ address: account(3) });
    kit.store.dispatch(transactionsRequested());
    kit.store.dispatch(transactionsRequested());
    await waitForState(kit.store, (state) => selectActivity(state).status !== 'loading');
    expect(kit.historyRequests()).toBe(1);
  });

  it('marks an account without transactions empty', async () => {
    const kit = setup({ address: '0x00000000000000000000000000000000000000aa' });
    await kit.request();
    expect(selectActivity(kit.state())).toMatchObject({
      status: 'ready',
      empty: true,
      transactions: [],
    });
    expect(selectActivity(kit.state()).next).toBeUndefined();
  });

  it('shows only the active chain: a transfer on the other devnet chain is not listed', async () => {
    const second = createDevnetProvider(devnet.chains[1]!);
    let hash: string;
    try {
      hash = (await second.send('eth_sendTransaction', [
        { from: account(7), to: account(2), value: '0x2' },
      ])) as string;
      while ((await second.send('eth_getTransactionReceipt', [hash])) === null) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      second.destroy();
    }
    const onFirst = setup({ address: account(7) });
    await onFirst.request();
    expect(selectTransactions(onFirst.state()).map((tx) => tx.id)).not.toContain(hash);
    const onSecond = setup({ address: account(7), caipNetworkId: kitDevnet2.caipNetworkId });
    await onSecond.request();
    expect(selectTransactions(onSecond.state())[0]?.id).toBe(hash);
  });

  it("fails with the 'Failed to fetch transactions' toast, an empty list without cursor and ERROR_FETCH_TRANSACTIONS", async () => {
    const sender = account(3);
    const kit = setup({ address: sender });
    await kit.request();
    expect(selectHasMoreTransactions(kit.state())).toBe(true);

    cloud.faults.set('/v1/account/*', { kind: 'status', status: 500 });
    await kit.request();
    expect(selectActivity(kit.state())).toMatchObject({
      status: 'error',
      empty: true,
      transactions: [],
      error: { code: 'FETCH_TRANSACTIONS_FAILED', message: 'Failed to fetch transactions' },
    });
    expect(selectHasMoreTransactions(kit.state())).toBe(false);
    expect(selectToast(kit.state())).toMatchObject({
      message: 'Failed to fetch transactions',
      variant: 'error',
    });
    const tracked = kit.actions.filter((action) => action.type === 'analytics/eventTracked');
    expect(tracked).toEqual([
      {
        type: 'analytics/eventTracked',
        payload: {
          event: 'ERROR_FETCH_TRANSACTIONS',
          address: sender,
          caipNetworkId: kitDevnet.caipNetworkId,
          properties: { cursor: expect.any(String) },
        },
      },
    ]);

    // After a failure the next request starts again from the first page.
    cloud.faults.clear();
    await kit.request();
    expect(selectTransactions(kit.state())).toHaveLength(50);
  });

  it('fails the same way when no Blockchain API is configured', async () => {
    const kit = setup({ api: {} });
    await kit.request();
    expect(selectActivity(kit.state())).toMatchObject({ status: 'error', empty: true });
    expect(selectToast(kit.state())?.message).toBe('Failed to fetch transactions');
  });

  it('shows an empty list for a non-EVM namespace without asking the API (spec §9)', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const kit = setup({
        namespace: 'solana',
        caipNetworkId: solanaLocal.caipNetworkId,
        address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      });
      await kit.request();
      expect(selectActivity(kit.state())).toMatchObject({ status: 'ready', empty: true });
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('fetches nothing without a connected account (spec §5)', async () => {
    const kit = setup();
    kit.store.dispatch(
      accountsChanged({ namespace: 'eip155', connectorId: 'eip155:alpha', accounts: [] }),
    );
    await kit.request();
    expect(kit.historyRequests()).toBe(0);
    expect(selectActivity(kit.state()).status).toBe('idle');
  });

  it("drops the list when the account changes, then fetches the new account's first page", async () => {
    const kit = setup({ address: account(3) });
    await kit.request();
    expect(selectTransactions(kit.state()).length).toBeGreaterThan(0);
    kit.store.dispatch(
      accountsChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: '0x00000000000000000000000000000000000000bb' }],
      }),
    );
    expect(selectActivity(kit.state()).status).toBe('idle');
    expect(selectTransactions(kit.state())).toEqual([]);
    await kit.request();
    expect(selectActivity(kit.state())).toMatchObject({ status: 'ready', empty: true });
  });
});

describe('activitySaga: the history cache in storage (spec §3, §9: 15 s)', () => {
  /** The history pages this test asked the Blockchain API for. */
  function historyCalls(fetchSpy: jest.SpyInstance) {
    return () =>
      fetchSpy.mock.calls.filter(([input]) => new URL(String(input)).pathname.endsWith('/history'))
        .length;
  }

  it('writes the first page to HISTORY_CACHE and shows it after a reload within 15 s without asking the API', async () => {
    const sender = account(4);
    const [hash] = await transfers(sender, 1);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const asked = historyCalls(fetchSpy);
      const backend = createMemoryBackend();
      const first = setup({ address: sender, backend });
      await first.request(true);
      expect(asked()).toBe(1);
      const ids = selectTransactions(first.state()).map((tx) => tx.id);
      expect(ids).toContain(hash);
      const caipAddress = `${kitDevnet.caipNetworkId}:${sender}`;
      const cache = JSON.parse(backend.entries()[STORAGE_KEYS.HISTORY_CACHE] ?? '{}');
      expect(cache[caipAddress].page.data.map((tx: { id: string }) => tx.id)).toEqual(ids);

      const reloaded = setup({ address: sender, backend, later: CONSTANTS.HISTORY_CACHE_MS - 1 });
      await reloaded.request(true);
      expect(selectTransactions(reloaded.state()).map((tx) => tx.id)).toEqual(ids);
      expect(asked()).toBe(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('asks the API again once the cached page is 15 s old', async () => {
    const sender = account(5);
    await transfers(sender, 1);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const asked = historyCalls(fetchSpy);
      const backend = createMemoryBackend();
      await setup({ address: sender, backend }).request(true);
      await setup({ address: sender, backend, later: CONSTANTS.HISTORY_CACHE_MS }).request(true);
      expect(asked()).toBe(2);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('ignores a corrupt cached page and asks the API', async () => {
    const sender = account(8);
    const caipAddress = `${kitDevnet.caipNetworkId}:${sender}`;
    const backend = createMemoryBackend({
      [STORAGE_KEYS.HISTORY_CACHE]: JSON.stringify({
        [caipAddress]: { page: { data: [{ id: 42 }] }, timestamp: 1_700_000_000_000 },
      }),
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const asked = historyCalls(fetchSpy);
      const kit = setup({ address: sender, backend });
      await kit.request(true);
      expect(asked()).toBe(1);
      expect(selectActivity(kit.state()).status).not.toBe('error');
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
