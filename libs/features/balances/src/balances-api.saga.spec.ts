import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createCloudClients, type CloudClients } from '@kit/api';
import { DIRECT_REQUEST_CODE } from '@kit/api/request-code';
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
  connectorsDiscovered,
  connectionSlice,
  namespaceRegistered,
} from '@kit/connection';
import {
  ScriptedAdapter,
  connector,
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
  // Dev mode: the secure site's local mailbox gives the embedded wallet's login code.
  cloud = await startCloud({ devnet: toDevnetInfo(devnet), dev: true });
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
  connectorId = 'eip155:alpha',
  api = createCloudClients({
    projectId: 'kit-local',
    urls: { url: cloud.url },
    requestCode: DIRECT_REQUEST_CODE,
  }),
  backend = createMemoryBackend(),
}: {
  address: string;
  caipNetworkId?: CaipNetworkId;
  adapter?: ScriptedAdapter;
  connectorId?: string;
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
  store.dispatch(
    connectorsDiscovered({ namespace: 'eip155', connectors: adapter.getConnectors() }),
  );
  store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
  store.dispatch(
    connected({
      namespace: 'eip155',
      connectorId,
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

  it("falls back to the adapter (RPC) when the Blockchain API client's code does not load, asking the API nothing", async () => {
    const adapter = new ScriptedAdapter();
    const load = jest.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const api = createCloudClients({
      projectId: 'kit-local',
      urls: { url: cloud.url },
      requestCode: { blockchain: load },
    });
    const { store } = await connectAndRead({ address: account(4), adapter, api });
    expect(load).toHaveBeenCalled();
    expect(adapter.calls.getBalance).toHaveLength(1);
    expect(requestsTo(cloud.url)).toEqual([]);
    expect(selectActiveNativeBalance(store.getState())?.formatted).toBe('1.234');
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

/** POSTs to the secure site's API as its own pages do (their origin, the project, the session). */
async function secureApi<T>(route: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${cloud.url}/secure/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: cloud.url,
      'x-project-id': 'kit-local',
      ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs an e-mail identity in on the secure site (code from the local mailbox): its session token. */
async function embeddedLogin(email: string): Promise<string> {
  await secureApi('email/start', { email });
  const mail = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await mail.json()) as { messages: Array<{ subject: string }> };
  const otp = /(\d{6})/.exec(messages[0]?.subject ?? '')?.[1];
  return (await secureApi<{ token: string }>('email/verify', { email, otp })).token;
}

/**
 * The embedded wallet's EIP-1193 provider reduced to what reaches the secure site: the frame
 * forwards each safe call to /secure/api/rpc with the session, and so does this one.
 */
class EmbeddedAdapter extends ScriptedAdapter {
  constructor(private readonly token: string) {
    super({ connectors: [connector('eip155', 'auth', 'Email', { type: 'AUTH' })] });
  }

  getProvider() {
    return {
      request: async ({ method, params }: { method: string; params?: readonly unknown[] }) =>
        (
          await secureApi<{ result: unknown }>(
            'rpc',
            { chainId: kitDevnet.id, method, params: params ?? [] },
            this.token,
          )
        ).result,
    };
  }
}

describe('balancesSaga for the embedded wallet', () => {
  it('reads the assets the wallet discovers (wallet_getCapabilities, wallet_getAssets), not the API', async () => {
    const token = await embeddedLogin('assets@example.com');
    const { address } = await secureApi<{ address: string }>(
      'user',
      { chainId: kitDevnet.id, preferredAccountType: 'eoa' },
      token,
    );
    const adapter = new EmbeddedAdapter(token);
    const rpcMethods: string[] = [];
    const provider = adapter.getProvider();
    adapter.getProvider = () => ({
      request: (args: { method: string; params?: readonly unknown[] }) => {
        rpcMethods.push(args.method);
        return provider.request(args);
      },
    });
    const { store } = await connectAndRead({ address, adapter, connectorId: 'eip155:auth' });
    expect(rpcMethods).toEqual(['wallet_getCapabilities', 'wallet_getAssets']);
    expect(requestsTo('/balance')).toEqual([]);
    expect(adapter.calls.getBalance).toEqual([]);
    // A new identity's welcome: 10 ETH and 1000 of each test token, priced by the pool.
    const state = store.getState();
    expect(selectActiveNativeBalance(state)).toMatchObject({ balance: '10', price: 3000 });
    expect(
      selectActiveTokenBalances(state).map(({ symbol, balance, formattedValue }) => [
        symbol,
        balance,
        formattedValue,
      ]),
    ).toEqual([
      ['KUSD', '1000', '1000.00'],
      ['KIT', '1000', '250.00'],
    ]);
    expect(selectActiveTotalValue(state)).toBe('31250.00');
  });

  it('asks the Blockchain API for a wallet that is not the embedded one', async () => {
    const { adapter } = await connectAndRead({ address: account(7) });
    expect(adapter.calls.getBalance).toEqual([]);
    expect(requestsTo('/balance')).toHaveLength(1);
  });
});
