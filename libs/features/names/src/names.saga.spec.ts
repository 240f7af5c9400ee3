import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { createCloudClients, type CloudClients, type CloudRequestCode } from '@kit/api';
import { createBlockchainRequests } from '@kit/api/blockchain-requests';
import { createNamesRequests } from '@kit/api/names-requests';
import { createSwapRequests } from '@kit/api/swap-requests';
import { accountSlice, selectAccountDetails } from '@kit/account';
import {
  CONSTANTS,
  STORAGE_KEYS,
  createMemoryBackend,
  kitDevnet,
  solanaLocal,
  UserRejectedRequestError,
  type KitNetwork,
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
  ALICE,
  ScriptedAdapter,
  createTestServices,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { networkChanged, networksConfigured, networkSlice } from '@kit/network';
import { selectToast, toastSaga, toastSlice } from '@kit/toast';
import { Wallet, verifyMessage } from 'ethers';
import { accountNameSaga } from './account-name.saga';
import { namesSaga } from './names.saga';
import { nameRegistrationRequested, nameSuggestionsRequested } from './names.actions';
import { namesSlice } from './names.slice';
import { selectNameRegistration, selectNameSuggestions } from './names.state';

/** The Blockchain API, names and swap clients' request code (the page loads it from @kit/store's chunks). */
const requestCode: CloudRequestCode = {
  blockchain: () => Promise.resolve({ createBlockchainRequests }),
  names: () => Promise.resolve({ createNamesRequests }),
  swap: () => Promise.resolve({ createSwapRequests }),
};

jest.setTimeout(30_000);

// Anvil's first dev key: ALICE, the scripted wallet's account (a public test key).
const aliceKey = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

/** A wallet that signs with a real key (EIP-191), or as the test scripts it. */
class SigningAdapter extends ScriptedAdapter {
  readonly signed: string[] = [];
  onSignMessage: (message: string) => Promise<string> = (message) => aliceKey.signMessage(message);

  constructor(signs = true) {
    super({ capabilities: { signMessage: signs } });
  }

  signMessage(params: { connectorId: string; address: string; message: string }) {
    this.signed.push(params.message);
    return this.onSignMessage(params.message);
  }
}

let cloud: Cloud;
beforeAll(async () => {
  cloud = await startCloud();
});
afterAll(async () => {
  await cloud?.stop();
});

const tasks: Task[] = [];
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
  cloud.faults.clear();
});

let counter = 0;
/** A name no other test registered. */
const freshName = (prefix = 'name') => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

interface SetupOptions {
  adapter?: ScriptedAdapter;
  networks?: KitNetwork[];
  network?: KitNetwork;
  api?: CloudClients;
  address?: string;
  /** The storage the Kit starts with: the same one again is a page reload. */
  backend?: ReturnType<typeof createMemoryBackend>;
  /** How far after the real now the Kit's clock reads, in ms. */
  later?: number;
  /** false: the test starts accountNameSaga itself (`run`), as the store does once a wallet connects. */
  startAccountName?: boolean;
}

/** A store with a wallet connected on the devnet. */
function setup({
  adapter = new SigningAdapter(),
  networks = [kitDevnet],
  network = kitDevnet,
  api = createCloudClients({ projectId: 'kit-local', urls: { url: cloud.url }, requestCode }),
  address = ALICE,
  backend = createMemoryBackend(),
  later = 0,
  startAccountName = true,
}: SetupOptions = {}) {
  const services = { ...createTestServices([adapter], backend), api };
  // The names service judges the message's timestamp against its own clock.
  services.clock.advance(Date.now() + later - services.clock.now());
  const sagaMiddleware = createSagaMiddleware({ context: services });
  const store = configureStore({
    reducer: {
      names: namesSlice.reducer,
      account: accountSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  tasks.push(sagaMiddleware.run(namesSaga), sagaMiddleware.run(toastSaga));
  if (startAccountName) tasks.push(sagaMiddleware.run(accountNameSaga));
  const namespace = network.chainNamespace;
  store.dispatch(networksConfigured(networks));
  store.dispatch(namespaceRegistered({ namespace }));
  store.dispatch(activeNamespaceChanged({ namespace }));
  store.dispatch(
    connected({
      namespace,
      connectorId: `${namespace}:alpha`,
      accounts: [{ address }],
      caipNetworkId: network.caipNetworkId,
    }),
  );
  store.dispatch(networkChanged({ namespace, caipNetworkId: network.caipNetworkId }));
  const register = async (name: string) => {
    store.dispatch(nameRegistrationRequested({ name }));
    await waitForState(store, (state) => {
      const { status } = selectNameRegistration(state);
      return status === 'success' || status === 'error';
    });
  };
  const state = () => store.getState();
  const run = (saga: Saga) => tasks.push(sagaMiddleware.run(saga));
  return { store, state, register, run, adapter: adapter as SigningAdapter, api, backend };
}

describe('namesSaga: registration (spec §4)', () => {
  it('signs, posts and sets the profile name', async () => {
    const kit = setup();
    const name = freshName('alice');
    await kit.register(name);

    expect(selectNameRegistration(kit.state())).toEqual({
      status: 'success',
      name: `${name}.kit.id`,
    });
    expect(selectAccountDetails(kit.state(), 'eip155').profileName).toBe(`${name}.kit.id`);
    // The wallet signed AppKit's message for this name, with a timestamp in seconds.
    const [message] = kit.adapter.signed;
    expect(JSON.parse(message!)).toEqual({
      name: `${name}.kit.id`,
      attributes: {},
      timestamp: expect.any(Number),
    });
    expect(JSON.parse(message!).timestamp).toBeLessThan(1e11);
    // The service holds it, for this address and the devnet's ENSIP-11 coin type.
    const fresh = createCloudClients({
      projectId: 'kit-local',
      urls: { url: cloud.url },
      requestCode,
    });
    const record = await fresh.names!.resolveName(name);
    expect(record.addresses).toEqual({
      [String((0x80000000 | 31337) >>> 0)]: { address: ALICE, created: expect.any(Number) },
    });
    expect(verifyMessage(message!, await aliceKey.signMessage(message!))).toBe(ALICE);
  });

  it('shows the registered name when the account connects again', async () => {
    const first = setup();
    const name = freshName('again');
    await first.register(name);
    // A new Kit with new clients: what a page reload does.
    const second = setup();
    await waitForState(
      second.store,
      (state) => selectAccountDetails(state, 'eip155').profileName !== undefined,
    );
    // Alice may own other names from earlier tests: the newest is shown.
    expect(selectAccountDetails(second.state(), 'eip155').profileName).toBe(`${name}.kit.id`);
  });

  it('reads the name through GET /v1/profile/reverse, and /v1/identity only for an account without names', async () => {
    const name = freshName('reverse');
    await setup().register(name);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const named = setup();
      await waitForState(
        named.store,
        (state) => selectAccountDetails(state, 'eip155').profileName !== undefined,
      );
      expect(selectAccountDetails(named.state(), 'eip155').profileName).toBe(`${name}.kit.id`);
      const asked = () => fetchSpy.mock.calls.map(([input]) => new URL(String(input)));
      const reverse = asked().filter((url) => url.pathname.startsWith('/v1/profile/reverse/'));
      expect(reverse.map((url) => url.pathname)).toEqual([`/v1/profile/reverse/${ALICE}`]);
      expect(reverse[0]!.searchParams.get('apiVersion')).toBe('2');
      expect(reverse[0]!.searchParams.get('sender')).toBe(ALICE);
      expect(asked().filter((url) => url.pathname.startsWith('/v1/identity/'))).toEqual([]);

      // BOB has registered nothing: the identity is asked next, and he stays nameless.
      const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
      const nameless = setup({ address: bob });
      await waitForState(nameless.store, () =>
        asked().some((url) => url.pathname === `/v1/identity/${bob}`),
      );
      expect(selectAccountDetails(nameless.state(), 'eip155').profileName).toBeUndefined();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('looks the name up (GET /v1/profile/account/{name}) before the wallet signs: a taken one is refused unsigned', async () => {
    const name = freshName('unsigned');
    await setup().register(name);
    const kit = setup();
    await kit.register(name);
    expect(selectNameRegistration(kit.state()).error).toMatchObject({
      code: 'NAME_REGISTER_FAILED',
      message: 'Name already registered',
    });
    expect(kit.adapter.signed).toEqual([]);
  });

  it.each([
    ['too short', 'abc'],
    ['with a space', 'bad name'],
    ['with a look-alike letter', '\u0430lice'],
  ])('refuses a name %s before the wallet is asked (spec §5)', async (_, name) => {
    const kit = setup();
    await kit.register(name);
    expect(selectNameRegistration(kit.state()).error?.message).toBe(
      'Names use letters, digits and hyphens only, at least 4 characters',
    );
    expect(kit.adapter.signed).toEqual([]);
  });

  it("fails with 'Network not found' without an active EVM network", async () => {
    const kit = setup({
      adapter: new SigningAdapter(),
      networks: [solanaLocal],
      network: solanaLocal,
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    });
    await kit.register(freshName());
    expect(selectNameRegistration(kit.state()).error).toMatchObject({
      code: 'NETWORK_NOT_FOUND',
      message: 'Network not found',
    });
  });

  it("fails with 'Address or auth connector not found' when the wallet cannot sign", async () => {
    const kit = setup({ adapter: new SigningAdapter(false) });
    await kit.register(freshName());
    expect(selectNameRegistration(kit.state()).error).toMatchObject({
      code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
      message: 'Address or auth connector not found',
    });
  });

  it('fails with "User rejected the request" when the wallet refuses', async () => {
    const adapter = new SigningAdapter();
    adapter.onSignMessage = async () => {
      throw new UserRejectedRequestError();
    };
    const kit = setup({ adapter });
    const name = freshName('rejected');
    await kit.register(name);
    expect(selectNameRegistration(kit.state())).toMatchObject({
      status: 'error',
      error: { message: 'User rejected the request' },
    });
    expect(selectToast(kit.state())?.message).toBe('User rejected the request');
    // Alice may show a name an earlier test registered, never the one she refused to sign for.
    expect(selectAccountDetails(kit.state(), 'eip155').profileName).not.toBe(`${name}.kit.id`);
  });

  it("passes the service's reason through: a taken name fails with 'Name already registered'", async () => {
    const name = freshName('taken');
    await setup().register(name);
    const kit = setup();
    await kit.register(name);
    expect(selectNameRegistration(kit.state()).error?.message).toBe('Name already registered');
  });

  it("says 'Error registering name <name>' when the service fails without a reason (spec §8)", async () => {
    cloud.faults.set('/v1/profile/account', { kind: 'status', status: 500 });
    const kit = setup();
    const name = freshName('down');
    await kit.register(name);
    expect(selectNameRegistration(kit.state()).error).toMatchObject({
      code: 'NAME_REGISTER_FAILED',
      message: `Error registering name ${name}.kit.id`,
    });
  });
});

describe('namesSaga: suggestions', () => {
  it('asks once for the last text typed within 500 ms and lists free names only', async () => {
    const taken = freshName('sugg');
    await setup().register(taken);
    const kit = setup();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      kit.store.dispatch(nameSuggestionsRequested({ name: 'su' }));
      kit.store.dispatch(nameSuggestionsRequested({ name: taken.slice(0, -1) }));
      kit.store.dispatch(nameSuggestionsRequested({ name: taken }));
      await waitForState(kit.store, (state) => selectNameSuggestions(state).status === 'ready');
      const asked = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/suggestions/'));
      expect(asked).toHaveLength(1);
      expect(String(asked[0]![0])).toContain(`/suggestions/${taken}`);
    } finally {
      fetchSpy.mockRestore();
    }
    const { items, query } = selectNameSuggestions(kit.state());
    expect(query).toBe(taken);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.name)).not.toContain(`${taken}.kit.id`);
  });

  it('clears the suggestions for text no name may contain, without asking', async () => {
    const kit = setup();
    kit.store.dispatch(nameSuggestionsRequested({ name: 'bad name!' }));
    expect(selectNameSuggestions(kit.state())).toEqual({ status: 'idle', query: '', items: [] });
  });

  it("fails with 'Error fetching name suggestions' when the service is down", async () => {
    cloud.faults.set('/v1/profile/suggestions/*', { kind: 'status', status: 500 });
    const kit = setup();
    kit.store.dispatch(nameSuggestionsRequested({ name: 'alice' }));
    await waitForState(kit.store, (state) => selectNameSuggestions(state).status === 'error');
    expect(selectNameSuggestions(kit.state()).error?.message).toBe(
      'Error fetching name suggestions',
    );
  });
});

describe('accountNameSaga: the name caches in storage (spec §3, §9: 5 min)', () => {
  const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  /** The paths of the look-ups this test made, per service. */
  function lookUps(fetchSpy: jest.SpyInstance) {
    const paths = () => fetchSpy.mock.calls.map(([input]) => new URL(String(input)).pathname);
    return {
      reverse: () => paths().filter((path) => path.startsWith('/v1/profile/reverse/')),
      identity: () => paths().filter((path) => path.startsWith('/v1/identity/')),
    };
  }
  const named = (kit: ReturnType<typeof setup>) =>
    waitForState(
      kit.store,
      (state) => selectAccountDetails(state, 'eip155').profileName !== undefined,
    );
  /** Resolves once the account-name saga has reported the account's details (name or none). */
  const lookedUp = (kit: ReturnType<typeof setup>) =>
    waitForState(kit.store, (state) => state.account.details['eip155'] !== undefined);
  const cacheOf = (backend: ReturnType<typeof createMemoryBackend>, key: string) =>
    JSON.parse(backend.entries()[key] ?? '{}') as Record<string, unknown>;

  it('writes the reverse look-up to ENS_CACHE on connect and shows it after a reload without asking again', async () => {
    const name = freshName('cached');
    await setup().register(name);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const backend = createMemoryBackend();
      await named(setup({ backend }));
      expect(cacheOf(backend, STORAGE_KEYS.ENS_CACHE)).toEqual({
        [ALICE.toLowerCase()]: {
          name: `${name}.kit.id`,
          avatar: null,
          timestamp: expect.any(Number),
        },
      });
      const { reverse } = lookUps(fetchSpy);
      expect(reverse()).toHaveLength(1);

      const reloaded = setup({ backend, later: CONSTANTS.NAME_CACHE_MS - 1_000 });
      await named(reloaded);
      expect(selectAccountDetails(reloaded.state(), 'eip155').profileName).toBe(`${name}.kit.id`);
      expect(reverse()).toHaveLength(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('shows a name registered after a nameless look-up was cached, after a reload within 5 min', async () => {
    // A fresh key: the services know no name for it, so connecting caches "no name".
    const key = Wallet.createRandom();
    const adapter = new SigningAdapter();
    adapter.onSignMessage = (message) => key.signMessage(message);
    const backend = createMemoryBackend();
    const first = setup({ adapter, address: key.address, backend });
    await lookedUp(first);
    expect(cacheOf(backend, STORAGE_KEYS.ENS_CACHE)).toEqual({
      [key.address.toLowerCase()]: { name: null, avatar: null, timestamp: expect.any(Number) },
    });

    const name = freshName('late');
    await first.register(name);
    expect(selectNameRegistration(first.state()).status).toBe('success');

    const reloaded = setup({ address: key.address, backend, later: 1_000 });
    await lookedUp(reloaded);
    expect(selectAccountDetails(reloaded.state(), 'eip155').profileName).toBe(`${name}.kit.id`);
  });

  it('asks the names service again once the cached name is 5 min old', async () => {
    const name = freshName('expired');
    await setup().register(name);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const backend = createMemoryBackend();
      await named(setup({ backend }));
      const { reverse } = lookUps(fetchSpy);
      expect(reverse()).toHaveLength(1);
      await named(setup({ backend, later: CONSTANTS.NAME_CACHE_MS }));
      expect(reverse()).toHaveLength(2);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('caches a nameless account in ENS_CACHE and IDENTITY_CACHE, so a reload within 5 min asks neither service', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const { reverse, identity } = lookUps(fetchSpy);
      const backend = createMemoryBackend();
      await lookedUp(setup({ address: BOB, backend }));
      expect(identity()).toHaveLength(1);
      const nameless = { name: null, avatar: null, timestamp: expect.any(Number) };
      expect(cacheOf(backend, STORAGE_KEYS.ENS_CACHE)).toEqual({ [BOB.toLowerCase()]: nameless });
      expect(cacheOf(backend, STORAGE_KEYS.IDENTITY_CACHE)).toEqual({
        [BOB.toLowerCase()]: nameless,
      });

      const reloaded = setup({ address: BOB, backend, later: CONSTANTS.IDENTITY_CACHE_MS - 1_000 });
      await lookedUp(reloaded);
      expect(selectAccountDetails(reloaded.state(), 'eip155').profileName).toBeUndefined();
      expect(reverse()).toHaveLength(1);
      expect(identity()).toHaveLength(1);

      await lookedUp(setup({ address: BOB, backend, later: CONSTANTS.IDENTITY_CACHE_MS }));
      expect(reverse()).toHaveLength(2);
      expect(identity()).toHaveLength(2);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('ignores a corrupt or future-dated cache entry and asks the service', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const { reverse } = lookUps(fetchSpy);
      const corrupt = createMemoryBackend({
        [STORAGE_KEYS.ENS_CACHE]: JSON.stringify({
          [ALICE.toLowerCase()]: { name: 42, avatar: null, timestamp: Date.now() },
        }),
        [STORAGE_KEYS.IDENTITY_CACHE]: '"not a record"',
      });
      await lookedUp(setup({ backend: corrupt }));
      expect(reverse()).toHaveLength(1);
      const future = createMemoryBackend({
        [STORAGE_KEYS.ENS_CACHE]: JSON.stringify({
          [ALICE.toLowerCase()]: {
            name: 'future.kit.id',
            avatar: null,
            timestamp: Date.now() + 60_000,
          },
        }),
      });
      const kit = setup({ backend: future });
      await lookedUp(kit);
      expect(reverse()).toHaveLength(2);
      expect(selectAccountDetails(kit.state(), 'eip155').profileName).not.toBe('future.kit.id');
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('accountNameSaga started once a wallet is on its way (the store loads it then, issue 22)', () => {
  const detailsOf = (kit: ReturnType<typeof setup>) => selectAccountDetails(kit.state(), 'eip155');

  it('names the account that connected before it started', async () => {
    const name = freshName('restored');
    await setup().register(name);
    const kit = setup({ startAccountName: false });
    expect(kit.state().account.details['eip155']).toBeUndefined();

    kit.run(accountNameSaga);
    await waitForState(kit.store, (state) => state.account.details['eip155'] !== undefined);
    expect(detailsOf(kit).profileName).toBe(`${name}.kit.id`);
  });

  it("lets a wallet change during that first look-up win: the older account's name never lands", async () => {
    const name = freshName('older');
    await setup().register(name);
    // The first reverse look-up (the connected account's) answers late.
    cloud.faults.set('/v1/profile/reverse/*', { kind: 'slow', delayMs: 1_000, times: 1 });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const kit = setup({ startAccountName: false });
      kit.run(accountNameSaga);
      // The names client loads its requests first: wait until the look-up went out.
      for (let tries = 0; fetchSpy.mock.calls.length === 0 && tries < 1_000; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const [firstLookUp] = fetchSpy.mock.results;
      expect(String(fetchSpy.mock.calls[0]?.[0])).toContain(`/v1/profile/reverse/${ALICE}`);
      // A fresh key: the services know no name for it.
      const other = Wallet.createRandom().address;
      kit.store.dispatch(
        accountsChanged({
          namespace: 'eip155',
          connectorId: 'eip155:alpha',
          accounts: [{ address: other }],
        }),
      );
      await waitForState(kit.store, (state) => state.account.details['eip155'] !== undefined);
      // The older look-up's answer has come back: nothing may follow from it.
      await (firstLookUp?.value as Promise<Response>).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(detailsOf(kit).profileName).toBeUndefined();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
