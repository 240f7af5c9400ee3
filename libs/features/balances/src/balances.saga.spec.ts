import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import {
  CONSTANTS,
  STORAGE_KEYS,
  createMemoryBackend,
  mainnet,
  sepolia,
  type AdapterTokenBalance,
  type CaipAddress,
} from '@kit/core';
import {
  accountsChanged,
  chainChanged,
  connectionSaga,
  connectionSlice,
  connectRequested,
  selectConnectionStatus,
} from '@kit/connection';
import { connectionRequestSaga } from '@kit/connection/lazy-saga';
import { networkSlice, networksConfigured } from '@kit/network';
import { selectToast, toastHidden, toastSaga, toastSlice } from '@kit/toast';
import {
  ALICE,
  BOB,
  ScriptedAdapter,
  createTestServices,
  deferred,
  flushSagas,
  registerAdapters,
  waitForState,
  type ManualClock,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { balancesSaga } from './balances.saga';
import { balancesSagaLoadFailed } from './balances-saga.loader';
import {
  selectActiveBalanceLoading,
  selectActiveNativeBalance,
  selectActiveTokenBalances,
} from './balances.selectors';
import {
  balanceRequested,
  balancesSlice,
  selectBalanceError,
  selectBalanceLastRetry,
  selectNativeBalance,
  selectTokenBalances,
  tokensConfigured,
} from './balances.slice';

const KUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const KIT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const ALICE_MAINNET: CaipAddress = `eip155:1:${ALICE}`;

const tokenBalances: AdapterTokenBalance[] = [
  { address: KUSD, name: 'Kit USD', symbol: 'KUSD', decimals: 6, value: '1500000' },
  { address: KIT, name: 'Kit Token', symbol: 'KIT', decimals: 18, value: '2999900000000000000' },
  { address: '0xdead', name: 'Points', symbol: 'PTS', decimals: 0, value: '42' },
];

const tasks: Task[] = [];
afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

function setup({
  adapter = new ScriptedAdapter(),
  backend = createMemoryBackend(),
  clock,
  startBalances = true,
}: {
  adapter?: ScriptedAdapter;
  backend?: ReturnType<typeof createMemoryBackend>;
  clock?: ManualClock;
  /** false: the test starts balancesSaga itself (`run`), as the store does once a wallet connects. */
  startBalances?: boolean;
} = {}) {
  const services = createTestServices([adapter], backend);
  if (clock) services.clock = clock;
  const sagaMiddleware = createSagaMiddleware({ context: services });
  const store = configureStore({
    reducer: {
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      balances: balancesSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  tasks.push(
    sagaMiddleware.run(connectionSaga),
    sagaMiddleware.run(connectionRequestSaga),
    sagaMiddleware.run(toastSaga),
  );
  if (startBalances) tasks.push(sagaMiddleware.run(balancesSaga));
  registerAdapters(store.dispatch, [adapter]);
  store.dispatch(networksConfigured([mainnet, sepolia]));
  store.dispatch(tokensConfigured({ 'eip155:1': [KUSD, KIT] }));
  const run = (saga: Saga, ...args: unknown[]) => {
    const task = sagaMiddleware.run(saga, ...args);
    tasks.push(task);
    return task;
  };
  return { store, adapter, run, ...services };
}

type Kit = ReturnType<typeof setup>;

/** Connects and waits until the read that follows the connect has settled. */
async function connectAndRead(kit: Kit) {
  kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
  await waitForState(kit.store, (state) => selectConnectionStatus(state, 'eip155') === 'connected');
  await flushSagas();
}

describe('balancesSaga: reading', () => {
  it('reads the native balance on connect and shows it floored to 3 decimals', async () => {
    const kit = setup();
    await connectAndRead(kit);
    expect(kit.adapter.calls.getBalance).toEqual([{ address: ALICE, network: mainnet }]);
    expect(selectNativeBalance(kit.store.getState(), ALICE_MAINNET)).toEqual({
      balance: '1.234567',
      formatted: '1.234',
      symbol: 'ETH',
    });
    expect(selectActiveNativeBalance(kit.store.getState())?.formatted).toBe('1.234');
    expect(selectActiveBalanceLoading(kit.store.getState())).toBe(false);
  });

  it('reads the configured tokens and leaves zero-decimal tokens out', async () => {
    const adapter = new ScriptedAdapter();
    adapter.onGetTokenBalances = async () => tokenBalances;
    const kit = setup({ adapter });
    await connectAndRead(kit);
    expect(adapter.calls.getTokenBalances).toEqual([
      { address: ALICE, network: mainnet, tokenAddresses: [KUSD, KIT] },
    ]);
    expect(selectActiveTokenBalances(kit.store.getState())).toEqual([
      {
        address: KUSD,
        name: 'Kit USD',
        symbol: 'KUSD',
        decimals: 6,
        balance: '1.5',
        formatted: '1.500',
      },
      {
        address: KIT,
        name: 'Kit Token',
        symbol: 'KIT',
        decimals: 18,
        balance: '2.9999',
        formatted: '2.999',
      },
    ]);
  });

  it('lets the adapter pick its default tokens on a network without configured ones', async () => {
    const kit = setup();
    kit.adapter.onConnect = async () => ({
      accounts: kit.adapter.accounts,
      caipNetworkId: sepolia.caipNetworkId,
    });
    await connectAndRead(kit);
    expect(kit.adapter.calls.getTokenBalances[0]?.tokenAddresses).toEqual([]);
  });

  it('does not read tokens through an adapter that cannot', async () => {
    const adapter = new ScriptedAdapter({ capabilities: { getTokenBalances: false } });
    const kit = setup({ adapter });
    await connectAndRead(kit);
    expect(adapter.calls.getTokenBalances).toEqual([]);
    expect(selectTokenBalances(kit.store.getState(), ALICE_MAINNET)).toEqual([]);
    expect(selectNativeBalance(kit.store.getState(), ALICE_MAINNET)?.formatted).toBe('1.234');
  });

  it('is loading while the adapter reads', async () => {
    const kit = setup();
    const answer = deferred<{ value: string; decimals: number; symbol: string }>();
    kit.adapter.onGetBalance = () => answer.promise;
    await connectAndRead(kit);
    expect(selectActiveBalanceLoading(kit.store.getState())).toBe(true);
    kit.store.dispatch(balanceRequested({ force: true }));
    answer.resolve({ value: '0', decimals: 18, symbol: 'ETH' });
    await flushSagas();
    // The forced request during the read did not start a second one.
    expect(kit.adapter.calls.getBalance).toHaveLength(1);
    expect(selectActiveNativeBalance(kit.store.getState())?.formatted).toBe('0.000');
  });

  it('reads again for a new account or network, each kept apart', async () => {
    const kit = setup();
    await connectAndRead(kit);
    kit.adapter.onGetBalance = async () => ({
      value: '2000000000000000000',
      decimals: 18,
      symbol: 'ETH',
    });
    kit.store.dispatch(
      chainChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        caipNetworkId: sepolia.caipNetworkId,
      }),
    );
    await flushSagas();
    kit.store.dispatch(
      accountsChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: BOB }],
      }),
    );
    await flushSagas();
    expect(
      kit.adapter.calls.getBalance.map(({ address, network }) => [address, network.caipNetworkId]),
    ).toEqual([
      [ALICE, 'eip155:1'],
      [ALICE, 'eip155:11155111'],
      [BOB, 'eip155:11155111'],
    ]);
    expect(selectNativeBalance(kit.store.getState(), ALICE_MAINNET)?.balance).toBe('1.234567');
    expect(selectNativeBalance(kit.store.getState(), `eip155:11155111:${BOB}`)?.balance).toBe('2');
  });
});

describe('balancesSaga: caching (30 s)', () => {
  it('keeps a fresh balance and reads again once it is 30 s old', async () => {
    const kit = setup();
    await connectAndRead(kit);
    kit.clock.advance(CONSTANTS.NATIVE_BALANCE_CACHE_MS - 1);
    kit.store.dispatch(balanceRequested());
    await flushSagas();
    expect(kit.adapter.calls.getBalance).toHaveLength(1);
    kit.clock.advance(1);
    kit.store.dispatch(balanceRequested());
    await flushSagas();
    expect(kit.adapter.calls.getBalance).toHaveLength(2);
  });

  it('reads a fresh balance again when forced', async () => {
    const kit = setup();
    await connectAndRead(kit);
    kit.store.dispatch(balanceRequested({ force: true }));
    await flushSagas();
    expect(kit.adapter.calls.getBalance).toHaveLength(2);
  });

  it('caches balances in storage, so a reload within 30 s reads nothing', async () => {
    const backend = createMemoryBackend();
    const first = setup({ backend });
    first.adapter.onGetTokenBalances = async () => tokenBalances;
    await connectAndRead(first);
    const cache = JSON.parse(backend.entries()[STORAGE_KEYS.BALANCE_CACHE] ?? '{}');
    expect(cache[ALICE_MAINNET]).toEqual({
      caipAddress: ALICE_MAINNET,
      balance: '1.234567',
      symbol: 'ETH',
      timestamp: first.clock.now(),
    });

    first.clock.advance(CONSTANTS.NATIVE_BALANCE_CACHE_MS - 1);
    const reload = setup({ backend, clock: first.clock });
    await connectAndRead(reload);
    expect(reload.adapter.calls.getBalance).toEqual([]);
    expect(selectActiveNativeBalance(reload.store.getState())?.formatted).toBe('1.234');
    expect(selectActiveTokenBalances(reload.store.getState()).map((token) => token.symbol)).toEqual(
      ['KUSD', 'KIT'],
    );
  });

  it('reads again after a reload once the stored balance is 30 s old', async () => {
    const backend = createMemoryBackend();
    const first = setup({ backend });
    await connectAndRead(first);
    first.clock.advance(CONSTANTS.NATIVE_BALANCE_CACHE_MS);
    const reload = setup({ backend, clock: first.clock });
    await connectAndRead(reload);
    expect(reload.adapter.calls.getBalance).toHaveLength(1);
  });

  it.each([
    ['not JSON', 'nope'],
    ['a list', '[1,2]'],
    [
      'an entry for another address',
      JSON.stringify({
        [ALICE_MAINNET]: {
          caipAddress: 'eip155:1:0xother',
          balance: '9',
          symbol: 'ETH',
          timestamp: 1_700_000_000_000,
        },
      }),
    ],
    [
      'a balance that is not a decimal',
      JSON.stringify({
        [ALICE_MAINNET]: {
          caipAddress: ALICE_MAINNET,
          balance: '1e999',
          symbol: 'ETH',
          timestamp: 1_700_000_000_000,
        },
      }),
    ],
    [
      'a timestamp in the future',
      JSON.stringify({
        [ALICE_MAINNET]: {
          caipAddress: ALICE_MAINNET,
          balance: '9',
          symbol: 'ETH',
          timestamp: 1_800_000_000_000,
        },
      }),
    ],
  ])('ignores a stored cache holding %s and reads the wallet', async (_label, raw) => {
    const backend = createMemoryBackend({ [STORAGE_KEYS.BALANCE_CACHE]: raw });
    const kit = setup({ backend });
    await connectAndRead(kit);
    expect(kit.adapter.calls.getBalance).toHaveLength(1);
    expect(selectActiveNativeBalance(kit.store.getState())?.balance).toBe('1.234567');
  });
});

describe('balancesSaga: failures', () => {
  it('shows "Token Balance Unavailable" and blocks retries for 30 s, forced or not', async () => {
    const kit = setup();
    kit.adapter.onGetBalance = async () => {
      throw new Error('RPC down');
    };
    await connectAndRead(kit);
    expect(selectToast(kit.store.getState())).toMatchObject({
      message: 'Token Balance Unavailable',
      variant: 'error',
      open: true,
    });
    expect(selectBalanceError(kit.store.getState(), ALICE_MAINNET)).toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
      message: 'Token Balance Unavailable',
    });
    expect(selectBalanceLastRetry(kit.store.getState(), ALICE_MAINNET)).toBe(kit.clock.now());

    kit.clock.advance(CONSTANTS.BALANCE_RETRY_BACKOFF_MS - 1);
    kit.store.dispatch(balanceRequested());
    kit.store.dispatch(balanceRequested({ force: true }));
    await flushSagas();
    expect(kit.adapter.calls.getBalance).toHaveLength(1);

    kit.clock.advance(1);
    kit.adapter.onGetBalance = async () => ({
      value: '1000000000000000000',
      decimals: 18,
      symbol: 'ETH',
    });
    kit.store.dispatch(balanceRequested());
    await flushSagas();
    expect(kit.adapter.calls.getBalance).toHaveLength(2);
    expect(selectActiveNativeBalance(kit.store.getState())?.formatted).toBe('1.000');
    expect(selectBalanceError(kit.store.getState(), ALICE_MAINNET)).toBeUndefined();
    expect(selectBalanceLastRetry(kit.store.getState(), ALICE_MAINNET)).toBeUndefined();
  });

  it('shows the same toast on a network the app does not list, without asking the adapter', async () => {
    const kit = setup();
    kit.adapter.onConnect = async () => ({
      accounts: kit.adapter.accounts,
      caipNetworkId: 'eip155:56',
    });
    await connectAndRead(kit);
    expect(kit.adapter.calls.getBalance).toEqual([]);
    expect(selectToast(kit.store.getState()).message).toBe('Token Balance Unavailable');
    expect(selectBalanceLastRetry(kit.store.getState(), `eip155:56:${ALICE}`)).toBe(
      kit.clock.now(),
    );
  });

  it('shows the same toast when the adapter cannot read balances', async () => {
    const adapter = new ScriptedAdapter({
      capabilities: { getBalance: false, getTokenBalances: false },
    });
    const kit = setup({ adapter });
    await connectAndRead(kit);
    expect(adapter.calls.getBalance).toEqual([]);
    expect(selectToast(kit.store.getState()).message).toBe('Token Balance Unavailable');
  });

  it('keeps the native balance when only the tokens fail, and still blocks retries', async () => {
    const kit = setup();
    kit.adapter.onGetTokenBalances = async () => {
      throw new Error('multicall reverted');
    };
    await connectAndRead(kit);
    expect(selectActiveNativeBalance(kit.store.getState())?.formatted).toBe('1.234');
    expect(selectToast(kit.store.getState()).message).toBe('Token Balance Unavailable');
    kit.store.dispatch(toastHidden());
    kit.store.dispatch(balanceRequested({ force: true }));
    await flushSagas();
    expect(kit.adapter.calls.getBalance).toHaveLength(1);
  });

  it('treats a malformed adapter value as a failure', async () => {
    const kit = setup();
    kit.adapter.onGetBalance = async () => ({ value: 'lots', decimals: 18, symbol: 'ETH' });
    await connectAndRead(kit);
    expect(selectActiveNativeBalance(kit.store.getState())).toBeUndefined();
    expect(selectBalanceError(kit.store.getState(), ALICE_MAINNET)?.code).toBe(
      'BALANCE_UNAVAILABLE',
    );
  });
});

describe('balancesSaga started once a wallet is on its way (the store loads it then, issue 22)', () => {
  it('reads the balances of a wallet that connected before it started', async () => {
    const kit = setup({ startBalances: false });
    kit.adapter.onGetBalance = async () => ({
      value: '2500000000000000000',
      decimals: 18,
      symbol: 'ETH',
    });
    await connectAndRead(kit);
    expect(kit.adapter.calls.getBalance).toEqual([]);

    kit.run(balancesSaga);
    await flushSagas();
    expect(kit.adapter.calls.getBalance).toHaveLength(1);
    expect(selectActiveNativeBalance(kit.store.getState())?.formatted).toBe('2.500');
  });

  it('hears the wallet changes after it started, once each', async () => {
    const kit = setup({ startBalances: false });
    await connectAndRead(kit);
    kit.run(balancesSaga);
    await flushSagas();
    kit.store.dispatch(
      chainChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        caipNetworkId: 'eip155:11155111',
      }),
    );
    await flushSagas();
    expect(kit.adapter.calls.getBalance).toHaveLength(2);
  });
});

describe("balancesSagaLoadFailed: the balances saga's chunk did not load", () => {
  it("fails every connected account's balances as a failed read does: toast, error, 30 s block", async () => {
    const kit = setup({ startBalances: false });
    await connectAndRead(kit);
    kit.run(balancesSagaLoadFailed, new Error('chunk failed'));
    await flushSagas();
    expect(selectToast(kit.store.getState())).toMatchObject({
      message: 'Token Balance Unavailable',
      variant: 'error',
      open: true,
    });
    expect(selectBalanceError(kit.store.getState(), ALICE_MAINNET)).toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
    });
    expect(selectBalanceLastRetry(kit.store.getState(), ALICE_MAINNET)).toBe(kit.clock.now());
  });

  it('reports nothing while no wallet is connected (the next connection loads it again)', async () => {
    const kit = setup({ startBalances: false });
    kit.run(balancesSagaLoadFailed, new Error('chunk failed'));
    await flushSagas();
    expect(selectToast(kit.store.getState()).open).toBe(false);
    expect(kit.store.getState().balances.errors).toEqual({});
  });
});
