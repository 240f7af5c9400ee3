import { createMemoryBackend, mainnet, sepolia, type KitLogger } from '@kit/core';
import { selectBalanceError } from '@kit/balances';
import { selectActiveNativeBalance } from '@kit/balances/active-balances';
import { selectToast } from '@kit/toast';
import {
  ALICE,
  ScriptedAdapter,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit, type Kit } from './create-kit';
import { loadConnectedSagas } from './lazy-sagas/lazy-saga-loaders';
import type * as Loaders from './lazy-sagas/lazy-saga-loaders';

// Balances and the account's name load when a wallet is on its way (root.saga.ts,
// lazy-connected.saga.ts): the feature libs test the sagas started late; this proves a real Kit
// wires them so, and that a chunk that does not load is told, not silently lost.

jest.mock('./lazy-sagas/lazy-saga-loaders', () => {
  const actual = jest.requireActual<typeof Loaders>('./lazy-sagas/lazy-saga-loaders');
  return { ...actual, loadConnectedSagas: jest.fn(actual.loadConnectedSagas) };
});

const load = loadConnectedSagas as jest.MockedFunction<typeof loadConnectedSagas>;
const loadsTheChunk = load.getMockImplementation()!;
const kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
  load.mockClear();
  load.mockImplementation(loadsTheChunk);
});

function startKit() {
  const logger: KitLogger = { warn: jest.fn(), error: jest.fn() };
  const adapter = new ScriptedAdapter();
  const kit = createKit({
    networks: [mainnet, sepolia],
    adapters: [adapter],
    storage: createMemoryBackend(),
    logger,
  });
  kits.push(kit);
  return { kit, adapter, logger };
}

describe('createKit: the sagas that wait for a wallet', () => {
  it('loads nothing of them until a wallet connects, then shows its balances', async () => {
    const { kit } = startKit();
    await waitForState(kit.store, (state) => state.connection.namespaces.includes('eip155'));
    expect(load).not.toHaveBeenCalled();

    await kit.connect({ connectorId: 'eip155:alpha' });
    await waitForState(kit.store, (state) => selectActiveNativeBalance(state) !== undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tells of a chunk that did not load ('Token Balance Unavailable', logged) and loads it on the next wallet event", async () => {
    const { kit, logger } = startKit();
    // It fails when the connect starts (nothing to tell yet) and again once it connected.
    load.mockRejectedValue(new Error('chunk failed'));
    await kit.connect({ connectorId: 'eip155:alpha' });
    await waitForState(
      kit.store,
      (state) => selectBalanceError(state, `eip155:1:${ALICE}`)?.code === 'BALANCE_UNAVAILABLE',
    );
    expect(selectToast(kit.store.getState()).message).toBe('Token Balance Unavailable');
    expect(logger.error).toHaveBeenCalledWith(
      'the balances, account name and send form feature failed to load',
      new Error('chunk failed'),
    );

    expect(selectActiveNativeBalance(kit.store.getState())).toBeUndefined();

    load.mockImplementation(loadsTheChunk);
    await kit.switchNetwork('eip155:11155111');
    await waitForState(kit.store, (state) => selectActiveNativeBalance(state) !== undefined);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
