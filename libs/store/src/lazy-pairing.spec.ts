import { createMemoryBackend, mainnet, type KitLogger } from '@kit/core';
import { closed } from '@kit/modal';
import { pairingRequested, selectPairing } from '@kit/pairing';
import { ScriptedAdapter, waitForState } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit, type Kit } from './create-kit';

// Pairing requests (WalletConnect's QR and deep links) load their saga on the first one
// (root.saga.ts). Here its chunk fails to load while `mockPairingChunkUnreachable` is set, as a
// dynamic import does when the network drops; jest runs the factory again on the next import, as
// a browser fetches the chunk again. No WalletConnect connector is configured, so a pairing that
// reaches the loaded saga fails with 'WalletConnectConnector not found': that tells the two apart.
let mockPairingChunkUnreachable = false;
jest.mock('./lazy-sagas/pairing.chunk', () => {
  if (mockPairingChunkUnreachable) {
    throw new TypeError('Failed to fetch dynamically imported module: pairing.chunk.js');
  }
  return jest.requireActual('./lazy-sagas/pairing.chunk');
});

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };
const kits: Kit[] = [];

afterEach(async () => {
  mockPairingChunkUnreachable = false;
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

function page(): Kit {
  const kit = createKit({
    networks: [mainnet],
    adapters: [new ScriptedAdapter()],
    storage: createMemoryBackend(),
    logger: silentLogger,
  });
  kits.push(kit);
  return kit;
}

describe('createKit: pairing requests loaded on the first one', () => {
  it("fails the pairing with 'Failed to connect' when its code cannot load, and the next request loads it", async () => {
    const kit = page();
    mockPairingChunkUnreachable = true;
    kit.store.dispatch(pairingRequested());
    await waitForState(kit.store, (state) => selectPairing(state).wcError !== undefined);
    expect(selectPairing(kit.getState())).toMatchObject({
      status: 'idle',
      wcError: {
        name: 'WalletConnectionError',
        code: 'CONNECT_FAILED',
        message: 'Failed to connect',
      },
    });

    mockPairingChunkUnreachable = false;
    kit.store.dispatch(pairingRequested());
    await waitForState(
      kit.store,
      (state) => selectPairing(state).wcError?.code === 'WALLETCONNECT_CONNECTOR_NOT_FOUND',
    );
  });

  it('starts no pairing for a request the modal closed on while the code loaded', async () => {
    const kit = page();
    kit.store.dispatch(pairingRequested());
    kit.store.dispatch(closed());
    // A later request proves the saga loaded and runs; the closed-on one left no outcome before it.
    const outcomes: string[] = [];
    const unsubscribe = kit.store.subscribe(() => {
      const error = selectPairing(kit.getState()).wcError;
      if (error && outcomes.at(-1) !== error.code) outcomes.push(error.code);
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outcomes).toEqual([]);
      kit.store.dispatch(pairingRequested());
      await waitForState(kit.store, (state) => selectPairing(state).wcError !== undefined);
      expect(outcomes).toEqual(['WALLETCONNECT_CONNECTOR_NOT_FOUND']);
    } finally {
      unsubscribe();
    }
  });
});
