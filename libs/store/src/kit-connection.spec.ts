import {
  STORAGE_KEYS,
  UserRejectedRequestError,
  WalletConnectionError,
  connectorIdKey,
  createMemoryBackend,
  mainnet,
  sepolia,
  type AdapterAccount,
  type KitLogger,
} from '@kit/core';
import {
  selectActiveConnectionStatus,
  selectConnection,
  selectConnectionStatus,
} from '@kit/connection';
import { selectActiveAccount } from '@kit/account';
import { selectActiveNativeBalance } from '@kit/balances/active-balances';
import { selectModalOpen, selectModalView } from '@kit/modal';
import { selectActiveCaipNetwork, selectIsUnsupportedChain } from '@kit/network';
import {
  ALICE,
  BOB,
  ScriptedAdapter,
  deferred,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit, type Kit } from './create-kit';
import type { CreateKitOptions } from './kit-options';

const silentLogger: KitLogger = { warn: jest.fn(), error: jest.fn() };

/**
 * What a browser wallet remembers between page loads: which connectors authorised this site, with
 * which accounts. Each Kit gets a fresh adapter over the same wallet, as after a reload.
 */
function createWallet() {
  const authorised = new Map<string, AdapterAccount[]>();
  return {
    authorised,
    adapter(accounts: AdapterAccount[] = [{ address: ALICE }]) {
      const adapter = new ScriptedAdapter();
      adapter.accounts = accounts;
      const connect = adapter.onConnect;
      adapter.onConnect = async (params) => {
        const result = await connect(params);
        authorised.set(params.connectorId, result.accounts);
        return result;
      };
      adapter.onDisconnect = async ({ connectorId }) => void authorised.delete(connectorId);
      adapter.onReconnect = async ({ connectorId, caipNetworkId }) => {
        const known = authorised.get(connectorId);
        return known && { accounts: known, caipNetworkId: caipNetworkId ?? 'eip155:1' };
      };
      return adapter;
    },
  };
}

const kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

function startKit(options: Partial<CreateKitOptions> & { adapter?: ScriptedAdapter } = {}) {
  const { adapter = new ScriptedAdapter(), ...rest } = options;
  const kit = createKit({
    networks: [mainnet, sepolia],
    adapters: [adapter],
    storage: createMemoryBackend(),
    logger: silentLogger,
    ...rest,
  });
  kits.push(kit);
  return { kit, adapter };
}

describe('Kit: connect, disconnect, switch network', () => {
  it('connects and resolves with the connection', async () => {
    const { kit } = startKit();
    await expect(kit.connect({ connectorId: 'eip155:alpha' })).resolves.toEqual({
      namespace: 'eip155',
      connectorId: 'eip155:alpha',
      accounts: [{ address: ALICE }],
      caipNetworkId: 'eip155:1',
    });
    expect(selectActiveConnectionStatus(kit.getState())).toBe('connected');
  });

  it('shows the connected account with its balance once read', async () => {
    const { kit } = startKit();
    await kit.connect({ connectorId: 'eip155:alpha' });
    await waitForState(kit.store, (state) => selectActiveNativeBalance(state) !== undefined);
    expect(selectActiveAccount(kit.getState())).toMatchObject({
      address: ALICE,
      balance: '1.234',
      balanceSymbol: 'ETH',
      status: 'connected',
      addressExplorerUrl: `https://etherscan.io/address/${ALICE}`,
    });
  });

  it('rejects with "User rejected the request" as a UserRejectedRequestError', async () => {
    const { kit, adapter } = startKit();
    adapter.onConnect = async () => {
      throw new UserRejectedRequestError();
    };
    const error = await kit.connect({ connectorId: 'eip155:alpha' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect((error as Error).message).toBe('User rejected the request');
    expect(selectConnectionStatus(kit.getState(), 'eip155')).toBe('disconnected');
  });

  it('rejects with "Modal closed" and returns the modal to Connect when it closes mid-connect', async () => {
    const { kit, adapter } = startKit();
    adapter.hangConnect();
    kit.open();
    await waitForState(kit.store, selectModalOpen);
    const attempt = kit.connect({ connectorId: 'eip155:alpha' });
    kit.close();
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletConnectionError);
    expect((error as WalletConnectionError).code).toBe('MODAL_CLOSED');
    expect((error as Error).message).toBe('Modal closed');
    expect(selectModalOpen(kit.getState())).toBe(false);
    expect(selectModalView(kit.getState())).toBe('Connect');
  });

  it('rejects a connect to the connector that is already current', async () => {
    const { kit } = startKit();
    await kit.connect({ connectorId: 'eip155:alpha' });
    await expect(kit.connect({ connectorId: 'eip155:alpha' })).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
      message: 'Failed to connect',
    });
    expect(selectActiveConnectionStatus(kit.getState())).toBe('connected');
  });

  it('disconnects and resolves', async () => {
    const { kit, adapter } = startKit();
    await kit.connect({ connectorId: 'eip155:alpha' });
    await expect(kit.disconnect()).resolves.toBeUndefined();
    expect(adapter.calls.disconnect).toEqual([{ connectorId: 'eip155:alpha' }]);
    expect(selectActiveConnectionStatus(kit.getState())).toBe('disconnected');
  });

  it('resolves a disconnect with nothing connected at once', async () => {
    const { kit } = startKit();
    await expect(kit.disconnect()).resolves.toBeUndefined();
  });

  it('rejects with "Failed to disconnect" but ends the connection when the wallet fails', async () => {
    const { kit, adapter } = startKit();
    await kit.connect({ connectorId: 'eip155:alpha' });
    adapter.onDisconnect = async () => {
      throw new Error('nope');
    };
    await expect(kit.disconnect('eip155')).rejects.toMatchObject({
      code: 'DISCONNECT_FAILED',
      message: 'Failed to disconnect',
    });
    expect(selectConnection(kit.getState(), 'eip155')).toBeUndefined();
  });

  it('forgets the stored connector when the wallet ends the connection itself', async () => {
    const storage = createMemoryBackend();
    const { kit, adapter } = startKit({ storage });
    await kit.connect({ connectorId: 'eip155:alpha' });
    expect(storage.entries()[connectorIdKey('eip155')]).toBe('"eip155:alpha"');
    adapter.emit({ type: 'disconnect', connectorId: 'eip155:alpha' });
    await waitForState(
      kit.store,
      (state) => selectActiveConnectionStatus(state) === 'disconnected',
    );
    expect(storage.entries()[connectorIdKey('eip155')]).toBeUndefined();
  });

  it('switches the wallet to another network and resolves with it', async () => {
    const { kit, adapter } = startKit();
    await kit.connect({ connectorId: 'eip155:alpha' });
    await expect(kit.switchNetwork(sepolia.caipNetworkId)).resolves.toEqual(sepolia);
    expect(adapter.calls.switchNetwork).toHaveLength(1);
    expect(selectActiveCaipNetwork(kit.getState())).toEqual(sepolia);
  });

  it('rejects a declined switch and keeps the network', async () => {
    const { kit, adapter } = startKit();
    await kit.connect({ connectorId: 'eip155:alpha' });
    adapter.onSwitchNetwork = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    await expect(kit.switchNetwork(sepolia.caipNetworkId)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    expect(selectActiveCaipNetwork(kit.getState())).toEqual(mainnet);
  });

  it('opens UnsupportedChain when the wallet connects on a network the app does not list', async () => {
    const { kit, adapter } = startKit();
    adapter.onConnect = async () => ({
      accounts: [{ address: ALICE }],
      caipNetworkId: 'eip155:56',
    });
    await kit.connect({ connectorId: 'eip155:alpha' });
    expect(selectIsUnsupportedChain(kit.getState())).toBe(true);
    expect(selectModalView(kit.getState())).toBe('UnsupportedChain');
  });

  it('reads the tokens the integrator configured', async () => {
    const KUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const { kit, adapter } = startKit({ tokens: { 'eip155:1': [KUSD] } });
    await kit.connect({ connectorId: 'eip155:alpha' });
    await waitForState(kit.store, () => adapter.calls.getTokenBalances.length > 0);
    expect(adapter.calls.getTokenBalances[0]?.tokenAddresses).toEqual([KUSD]);
  });

  it('rejects pending and new requests once destroyed', async () => {
    const { kit, adapter } = startKit();
    adapter.hangConnect();
    const attempt = kit.connect({ connectorId: 'eip155:alpha' });
    const rejected = expect(attempt).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
    await kit.destroy();
    await rejected;
    await expect(kit.switchNetwork(sepolia.caipNetworkId)).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'the Kit was destroyed',
    });
  });
});

describe('Kit: reconnect on load', () => {
  it('reconnects a new Kit over the same storage to the same connector, account and network', async () => {
    const wallet = createWallet();
    const storage = createMemoryBackend();
    const first = startKit({ storage, adapter: wallet.adapter([{ address: BOB }]) });
    await first.kit.connect({ connectorId: 'eip155:beta' });
    await first.kit.switchNetwork(sepolia.caipNetworkId);
    await first.kit.destroy();
    expect(storage.entries()[connectorIdKey('eip155')]).toBe('"eip155:beta"');

    const second = startKit({ storage, adapter: wallet.adapter([{ address: ALICE }]) });
    await waitForState(
      second.kit.store,
      (state) => selectActiveConnectionStatus(state) === 'connected',
    );
    expect(second.adapter.calls.connect).toEqual([]);
    expect(second.adapter.calls.reconnect).toEqual([
      { connectorId: 'eip155:beta', caipNetworkId: sepolia.caipNetworkId },
    ]);
    expect(selectConnection(second.kit.getState(), 'eip155')).toEqual({
      connectorId: 'eip155:beta',
      accounts: [{ address: BOB }],
      caipNetworkId: sepolia.caipNetworkId,
    });
    expect(selectActiveCaipNetwork(second.kit.getState())).toEqual(sepolia);
  });

  it('ends disconnected and forgets the connector when the wallet no longer authorises the site', async () => {
    const wallet = createWallet();
    const storage = createMemoryBackend();
    const first = startKit({ storage, adapter: wallet.adapter() });
    await first.kit.connect({ connectorId: 'eip155:alpha' });
    await first.kit.destroy();
    wallet.authorised.clear(); // The visitor revoked the site in the wallet.

    const second = startKit({ storage, adapter: wallet.adapter() });
    await waitForState(second.kit.store, () => second.adapter.calls.reconnect.length === 1);
    await waitForState(
      second.kit.store,
      (state) => selectConnectionStatus(state, 'eip155') === 'disconnected',
    );
    expect(storage.entries()[connectorIdKey('eip155')]).toBeUndefined();
  });

  it('waits for an adapter whose setup is slow before reconnecting', async () => {
    const wallet = createWallet();
    const storage = createMemoryBackend();
    const first = startKit({ storage, adapter: wallet.adapter() });
    await first.kit.connect({ connectorId: 'eip155:alpha' });
    await first.kit.destroy();

    const adapter = wallet.adapter();
    const setupDone = deferred<void>();
    adapter.setup = () => setupDone.promise;
    const second = startKit({ storage, adapter });
    await Promise.resolve();
    expect(adapter.calls.reconnect).toEqual([]);
    setupDone.resolve();
    await waitForState(
      second.kit.store,
      (state) => selectActiveConnectionStatus(state) === 'connected',
    );
  });

  it('does not reconnect when enableReconnect is false', async () => {
    const wallet = createWallet();
    const storage = createMemoryBackend();
    const first = startKit({ storage, adapter: wallet.adapter() });
    await first.kit.connect({ connectorId: 'eip155:alpha' });
    await first.kit.destroy();

    const second = startKit({ storage, adapter: wallet.adapter(), enableReconnect: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(second.adapter.calls.reconnect).toEqual([]);
    expect(selectActiveConnectionStatus(second.kit.getState())).toBe('disconnected');
    // The stored connection is kept for a later Kit that does reconnect.
    expect(storage.entries()[STORAGE_KEYS.CONNECTION_STATUS]).toBe('"connected"');
  });
});
