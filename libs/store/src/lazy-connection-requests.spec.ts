import { connectorIdKey, createMemoryBackend, mainnet, type KitLogger } from '@kit/core';
import {
  connectRequested,
  disconnectRequested,
  selectConnection,
  selectConnectionStatus,
  switchRequested,
} from '@kit/connection';
import { selectConnectionError, selectSwitchError } from '@kit/connection/views';
import { closed } from '@kit/modal';
import { selectToast } from '@kit/toast';
import { ScriptedAdapter, waitForState } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit, type Kit } from './create-kit';

// Connect, disconnect and switch load their saga on the first request (root.saga.ts, issue 22).
// Here its chunk fails to load while `mockChunkUnreachable` is set, as a dynamic import does when
// the network drops; jest runs the factory again on the next import, as a browser fetches the
// chunk again. `mockChunkLoads` counts the imports that reached the chunk.
let mockChunkUnreachable = false;
let mockChunkLoads = 0;
jest.mock('./lazy-sagas/connection-requests.chunk', () => {
  if (mockChunkUnreachable) {
    throw new TypeError('Failed to fetch dynamically imported module: connection-requests.js');
  }
  mockChunkLoads += 1;
  return jest.requireActual('./lazy-sagas/connection-requests.chunk');
});

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };
const kits: Kit[] = [];

beforeEach(() => {
  // Each test is a fresh page: the chunk is not in yet.
  jest.resetModules();
  mockChunkLoads = 0;
});

afterEach(async () => {
  mockChunkUnreachable = false;
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

/** A page with one EVM wallet; `storedConnector` is a connection saved by an earlier visit. */
function page(adapter = new ScriptedAdapter(), storedConnector?: string): Kit {
  const storage = createMemoryBackend();
  if (storedConnector !== undefined) {
    storage.setItem(connectorIdKey('eip155'), JSON.stringify(storedConnector));
  }
  const kit = createKit({
    networks: [mainnet],
    adapters: [adapter],
    storage,
    logger: silentLogger,
  });
  kits.push(kit);
  return kit;
}

/** A page whose stored connection to Alpha Wallet came back on load (no request involved). */
async function reconnectedPage(): Promise<{ kit: Kit; adapter: ScriptedAdapter }> {
  const adapter = new ScriptedAdapter();
  adapter.authoriseReconnect();
  const kit = page(adapter, 'eip155:alpha');
  await waitForState(kit.store, (state) => selectConnection(state, 'eip155') !== undefined);
  return { kit, adapter };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createKit: connection requests loaded on the first one', () => {
  it('loads nothing for them with the page, and connects once the first request loaded them', async () => {
    const adapter = new ScriptedAdapter();
    const kit = page(adapter);
    await tick();
    expect(mockChunkLoads).toBe(0);

    await expect(kit.connect({ connectorId: 'eip155:alpha' })).resolves.toMatchObject({
      connectorId: 'eip155:alpha',
    });
    expect(mockChunkLoads).toBe(1);
    expect(adapter.calls.connect).toHaveLength(1);
  });

  it('fetches them ahead when the modal is asked to open', async () => {
    const kit = page();
    await tick();
    expect(mockChunkLoads).toBe(0);
    kit.open();
    // Nothing in the store says the chunk is in: wait for the import itself.
    for (let turn = 0; turn < 100 && mockChunkLoads === 0; turn += 1) await tick();
    expect(mockChunkLoads).toBe(1);
  });

  it("fails a connect with 'Failed to connect' when the code cannot load, and the next connect loads it", async () => {
    const adapter = new ScriptedAdapter();
    const kit = page(adapter);
    mockChunkUnreachable = true;
    await expect(kit.connect({ connectorId: 'eip155:alpha' })).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
      message: 'Failed to connect',
    });
    // The connecting view reads the namespace's error, so it shows the failure with Try again.
    expect(selectConnectionError(kit.getState(), 'eip155')).toEqual({
      name: 'WalletConnectionError',
      code: 'CONNECT_FAILED',
      message: 'Failed to connect',
    });
    expect(selectConnectionStatus(kit.getState(), 'eip155')).toBe('disconnected');
    expect(adapter.calls.connect).toEqual([]);

    mockChunkUnreachable = false;
    await kit.connect({ connectorId: 'eip155:alpha' });
    expect(selectConnection(kit.getState(), 'eip155')?.connectorId).toBe('eip155:alpha');
    expect(selectConnectionError(kit.getState(), 'eip155')).toBeUndefined();
  });

  it("fails a connect with 'Modal closed', asking no wallet, when the modal closes while the code loads", async () => {
    const adapter = new ScriptedAdapter();
    const kit = page(adapter);
    const outcome = kit.connect({ connectorId: 'eip155:alpha' });
    kit.store.dispatch(closed());
    await expect(outcome).rejects.toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' });
    await tick();
    expect(adapter.calls.connect).toEqual([]);
    expect(selectConnectionStatus(kit.getState(), 'eip155')).toBe('disconnected');

    // The code loaded meanwhile: the next connect runs at once.
    await kit.connect({ connectorId: 'eip155:alpha' });
    expect(adapter.calls.connect).toHaveLength(1);
  });

  it('runs a disconnect the modal closed after while the code loaded', async () => {
    const { kit, adapter } = await reconnectedPage();
    const outcome = kit.disconnect('eip155');
    kit.store.dispatch(closed());
    await outcome;
    expect(adapter.calls.disconnect).toEqual([{ connectorId: 'eip155:alpha' }]);
    expect(selectConnection(kit.getState(), 'eip155')).toBeUndefined();
  });

  it("fails kit.disconnect with 'Failed to disconnect' when the code cannot load; the connection stays", async () => {
    const { kit, adapter } = await reconnectedPage();
    mockChunkUnreachable = true;
    await expect(kit.disconnect('eip155')).rejects.toMatchObject({
      code: 'DISCONNECT_FAILED',
      message: 'Failed to disconnect',
    });
    expect(adapter.calls.disconnect).toEqual([]);
    expect(selectConnection(kit.getState(), 'eip155')?.connectorId).toBe('eip155:alpha');
  });

  it("tells the visitor 'Failed to disconnect' in a toast when a view's disconnect cannot load its code", async () => {
    const { kit } = await reconnectedPage();
    mockChunkUnreachable = true;
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await waitForState(kit.store, (state) => selectToast(state).open);
    expect(selectToast(kit.getState())).toMatchObject({
      message: 'Failed to disconnect',
      variant: 'error',
    });
    expect(selectConnection(kit.getState(), 'eip155')?.connectorId).toBe('eip155:alpha');
  });

  it("fails a switch with 'Failed to connect' on its row when the code cannot load", async () => {
    const { kit } = await reconnectedPage();
    mockChunkUnreachable = true;
    kit.store.dispatch(switchRequested({ namespace: 'eip155', connectorId: 'eip155:beta' }));
    await waitForState(kit.store, (state) => selectSwitchError(state) !== undefined);
    expect(selectSwitchError(kit.getState())).toEqual({
      name: 'WalletConnectionError',
      code: 'CONNECT_FAILED',
      message: 'Failed to connect',
    });
  });

  it('replays the requests made while the code loaded, in order', async () => {
    const adapter = new ScriptedAdapter();
    const kit = page(adapter);
    // Beta replaces Alpha (the latest connect of a namespace wins), as when the code was in.
    const first = kit.connect({ connectorId: 'eip155:alpha' });
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:beta' }));
    await expect(first).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
    await waitForState(
      kit.store,
      (state) => selectConnection(state, 'eip155')?.connectorId === 'eip155:beta',
    );
  });
});
