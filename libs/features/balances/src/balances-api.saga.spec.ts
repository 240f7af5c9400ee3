import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createCloudClients, type CloudClients } from '@kit/api';
import {
  STORAGE_KEYS,
  createMemoryBackend,
  kitDevnet,
  mainnet,
  type CaipNetworkId,
} from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import {
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
import { networkSlice, networksConfigured } from '@kit/network';
import { startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { toastSaga, toastSlice } from '@kit/toast';
import { balancesSaga } from './balances.saga';
import {
  selectActiveNativeBalance,
  selectActiveTokenBalances,
  selectActiveTotalValue,
} from './balances.selectors';
import { balancesSlice, selectBalanceLoading } from './balances.slice';

jest.setTimeout(60_000);

let devnet: Devnet;
let cloud: Cloud;

beforeAll(async () => {
  devnet = await startDevnet();
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
});

afterAll(async () => {
  await cloud?.stop();
  await devnet?.stop();
});

const tasks: Task[] = [];
let fetchSpy: jest.SpiedFunction<typeof fetch>;
beforeEach(() => {
  // Calls through to the real fetch; it only records what the clients ask.
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
  fetchSpy.mockRestore();
  cloud.faults.clear();
});

const account = (index: number) => devnet.accounts[index]!.address;
const requestsTo = (fragment: string) =>
  fetchSpy.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(fragment));

/** A store with the balances feature, connected to `address` on `caipNetworkId`. */
async function connectAndRead({
  address,
  caipNetworkId = kitDevnet.caipNetworkId,
  adapter = new ScriptedAdapter(),
  api = createCloudClients({ projectId: 'kit-local', urls: { url: cloud.url } }),
  backend = createMemoryBackend(),
}: {
  address: string;
  caipNetworkId?: CaipNetworkId;
  adapter?: ScriptedAdapter;
  api?: CloudClients;
  backend?: ReturnType<typeof createMemoryBackend>;
}) {
  const services = { ...createTestServices([adapter], backend), api };
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
  tasks.push(sagaMiddleware.run(balancesSaga), sagaMiddleware.run(toastSaga));
  store.dispatch(networksConfigured([kitDevnet, mainnet]));
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
  store.dispatch(
    connected({
      namespace: 'eip155',
      connectorId: 'eip155:alpha',
      accounts: [{ address }],
      caipNetworkId,
    }),
  );
  const caipAddress = `${caipNetworkId}:${address}` as const;
  await waitForState(
    store,
    (state) =>
      selectActiveNativeBalance(state) !== undefined && !selectBalanceLoading(state, caipAddress),
  );
  return { store, adapter, services };
}

describe('balancesSaga through the Blockchain API', () => {
  it('reads balances and USD prices through the API, values each and totals them to 2 decimals', async () => {
    const { store, adapter, services } = await connectAndRead({ address: account(3) });
    const state = store.getState();
    // The fresh devnet pool: ETH 3000, KUSD 1, KIT 0.25; account 3 holds 10,000 ETH, 1,000,000 of each token.
    expect(adapter.calls.getBalance).toEqual([]);
    expect(selectActiveNativeBalance(state)).toEqual({
      balance: '10000',
      formatted: '10000.000',
      symbol: 'ETH',
      price: 3000,
      value: 30_000_000,
      formattedValue: '30000000.00',
    });
    expect(
      selectActiveTokenBalances(state).map(({ symbol, price, formattedValue }) => ({
        symbol,
        price,
        formattedValue,
      })),
    ).toEqual([
      { symbol: 'KUSD', price: 1, formattedValue: '1000000.00' },
      { symbol: 'KIT', price: 0.25, formattedValue: '250000.00' },
    ]);
    expect(selectActiveTokenBalances(state)[1]?.iconUrl).toBe(
      `${cloud.url}/public/getTokenImage/KIT?projectId=kit-local`,
    );
    expect(selectActiveTotalValue(state)).toBe('31250000.00');
    expect(requestsTo('/v1/supported-chains')).toHaveLength(1);
    expect(new URL(requestsTo('/balance')[0]!).searchParams.get('chainId')).toBe('eip155:31337');
    // The token price cache of spec §3 (15 s) holds what was read.
    expect(JSON.parse(services.backend.getItem(STORAGE_KEYS.TOKEN_PRICE_CACHE)!)).toMatchObject({
      'eip155:31337:native': { price: 3000 },
      [`eip155:31337:${devnet.tokens.kit.address.toLowerCase()}`]: { price: 0.25 },
    });
  });

  it('falls back to the adapter (RPC) when the API fails, and prices the tokens it read', async () => {
    cloud.faults.set('/v1/account/*', { kind: 'status', status: 503 });
    const adapter = new ScriptedAdapter();
    adapter.onGetTokenBalances = async () => [
      {
        address: devnet.tokens.usd.address,
        name: 'Kit USD',
        symbol: 'KUSD',
        decimals: 6,
        value: '2500000',
      },
    ];
    const { store } = await connectAndRead({ address: account(4), adapter });
    const state = store.getState();
    expect(adapter.calls.getBalance).toHaveLength(1);
    expect(requestsTo('/balance').length).toBeGreaterThan(0);
    expect(selectActiveNativeBalance(state)?.formatted).toBe('1.234');
    // The adapter's native read has no price (unknown, not 0); KUSD is priced by POST /v1/fungible/price.
    expect(selectActiveNativeBalance(state)).not.toHaveProperty('price');
    expect(selectActiveTokenBalances(state)[0]).toMatchObject({ price: 1, formattedValue: '2.50' });
    expect(selectActiveTotalValue(state)).toBe('2.50');
    // The adapter gives no images: the token's is the Explorer API's token image route.
    expect(selectActiveTokenBalances(state)[0]?.iconUrl).toBe(
      `${cloud.url}/public/getTokenImage/KUSD?projectId=kit-local&st=appkit&sv=2.22.0`,
    );
  });

  it('reads through the adapter, asking no balance of the API, on a network the API does not serve', async () => {
    const adapter = new ScriptedAdapter();
    const { store } = await connectAndRead({
      address: account(5),
      caipNetworkId: mainnet.caipNetworkId,
      adapter,
    });
    expect(adapter.calls.getBalance).toHaveLength(1);
    expect(requestsTo('/v1/supported-chains')).toHaveLength(1);
    expect(requestsTo('/balance')).toEqual([]);
    expect(selectActiveNativeBalance(store.getState())?.formatted).toBe('1.234');
    expect(selectActiveTotalValue(store.getState())).toBeUndefined();
  });

  it('shows cached balances with the cached prices after a reload within 15 s', async () => {
    const backend = createMemoryBackend();
    await connectAndRead({ address: account(6), backend });
    const requests = requestsTo('/balance').length;
    const again = await connectAndRead({ address: account(6), backend });
    expect(requestsTo('/balance')).toHaveLength(requests);
    expect(selectActiveTotalValue(again.store.getState())).toBe('31250000.00');
  });
});
