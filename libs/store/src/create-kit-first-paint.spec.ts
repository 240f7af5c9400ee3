import type { AdapterSetupContext, KitLogger, KitNetwork } from '@kit/core';
import { connectorIdKey, createMemoryBackend, SERVER_ENVIRONMENT, STORAGE_KEYS } from '@kit/core';
import { selectActiveNamespace, selectConnectionStatus } from '@kit/connection';
import { selectModalOpen } from '@kit/modal';
import { selectActiveCaipNetworkId } from '@kit/network';
import { createKit, kitViewStore, type Kit } from './create-kit';
import { MadeUpChainAdapter, madeUpMain } from './made-up-chain-adapter.spec-helper';

// Issue 22 (time to button): on a page without a stored connection Kit's sagas start after the
// first paint, never later than the first dispatch or read through Kit's API (saga-start.ts).

/** A page whose frames come only when the test says, visible unless told otherwise. */
function pageWithFrames(visibility: DocumentVisibilityState = 'visible') {
  let frames: Array<() => void> = [];
  const win = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    cancelAnimationFrame: jest.fn(),
    document: { visibilityState: visibility },
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  } as unknown as Window;
  /** Runs one frame's callbacks, then the tasks it queued. */
  const frame = async () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { win, frame, cancelled: win.cancelAnimationFrame as jest.Mock };
}

/** An adapter that counts its setups (the registry saga sets it up when the sagas start). */
class CountingAdapter extends MadeUpChainAdapter {
  setups = 0;
  override setup(context: AdapterSetupContext) {
    super.setup(context);
    this.setups += 1;
  }
  async reconnect() {
    return undefined;
  }
}

const madeUpTest: KitNetwork = { ...madeUpMain, id: 'test', caipNetworkId: 'madeup:test' };

const logger: KitLogger = { warn: jest.fn(), error: jest.fn() };

describe('createKit on a page: when the sagas start', () => {
  let adapter: CountingAdapter;
  const kits: Kit[] = [];
  const create = (win: Window, storage = createMemoryBackend()) => {
    const kit = createKit({
      networks: [madeUpMain, madeUpTest],
      adapters: [adapter],
      storage,
      logger,
      window: win,
      environment: SERVER_ENVIRONMENT,
    });
    kits.push(kit);
    return kit;
  };

  beforeEach(() => {
    adapter = new CountingAdapter();
  });
  afterEach(async () => {
    await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
  });

  it('starts them after the first paint (two frames) when nothing stored reconnects', async () => {
    const page = pageWithFrames();
    create(page.win);
    expect(adapter.setups).toBe(0);
    await page.frame();
    expect(adapter.setups).toBe(0);
    await page.frame();
    expect(adapter.setups).toBe(1);
  });

  it('starts them inside createKit when a stored connection reconnects (its first frame shows it)', () => {
    const page = pageWithFrames();
    const storage = createMemoryBackend();
    storage.setItem(connectorIdKey('madeup'), JSON.stringify('madeup:pocket'));
    create(page.win, storage);
    expect(adapter.setups).toBe(1);
  });

  it('starts them inside createKit on a hidden page (no frame would come)', () => {
    create(pageWithFrames('hidden').win);
    expect(adapter.setups).toBe(1);
  });

  it('starts them inside createKit without a page (server, tests)', () => {
    const kit = createKit({
      networks: [madeUpMain],
      adapters: [adapter],
      storage: createMemoryBackend(),
      logger,
    });
    kits.push(kit);
    expect(adapter.setups).toBe(1);
  });

  it('starts them before an action dispatched ahead of the first paint, which they then handle', async () => {
    const page = pageWithFrames();
    const created = create(page.win);
    const connection = created.connect({ connectorId: 'madeup:pocket' });
    expect(adapter.setups).toBe(1);
    await expect(connection).resolves.toMatchObject({ namespace: 'madeup' });
    expect(selectConnectionStatus(created.getState(), 'madeup')).toBe('connected');
    // The scheduled start does not start them twice.
    await page.frame();
    await page.frame();
    expect(adapter.setups).toBe(1);
  });

  it('starts them on a dispatch through kit.store and on kit.open()', () => {
    const page = pageWithFrames();
    create(page.win).store.dispatch({ type: 'app/anything' });
    expect(adapter.setups).toBe(1);
    adapter = new CountingAdapter();
    const other = create(pageWithFrames().win);
    other.open();
    expect(adapter.setups).toBe(1);
    expect(selectModalOpen(other.getState())).toBe(true);
  });

  it.each([
    ['kit.getState()', (kit: Kit) => kit.getState()],
    ['kit.subscribe()', (kit: Kit) => kit.subscribe(() => undefined)],
    ['kit.store.getState()', (kit: Kit) => kit.store.getState()],
    ['kit.store.subscribe()', (kit: Kit) => kit.store.subscribe(() => undefined)],
  ])('starts them on a read through %s, which sees the state they made', (_name, read) => {
    const created = create(pageWithFrames().win);
    read(created);
    expect(adapter.setups).toBe(1);
    expect(created.getState().connection.namespaces).toEqual(['madeup']);
  });

  it('gives KitProvider a store that does not start them, showing the network they restore first', async () => {
    const page = pageWithFrames();
    const storage = createMemoryBackend();
    storage.setItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, JSON.stringify('madeup:test'));
    const created = create(page.win, storage);
    const view = kitViewStore(created);
    const first = view.getState();
    expect(adapter.setups).toBe(0);
    expect(selectActiveNamespace(first)).toBe('madeup');
    expect(selectActiveCaipNetworkId(first)).toBe('madeup:test');
    // One snapshot per store state (react-redux compares them by reference).
    expect(view.getState()).toBe(first);
    const notified = jest.fn();
    view.subscribe(notified);
    await page.frame();
    await page.frame();
    expect(adapter.setups).toBe(1);
    expect(notified).toHaveBeenCalled();
    // Once they run, it is the store's own state, with the same network.
    expect(view.getState()).toBe(created.getState());
    expect(selectActiveCaipNetworkId(view.getState())).toBe('madeup:test');
    expect(selectActiveNamespace(view.getState())).toBe('madeup');
  });

  it("sends KitProvider's dispatches through kit.store, so they start the sagas", () => {
    const created = create(pageWithFrames().win);
    created.store.dispatch = jest.fn(created.store.dispatch);
    kitViewStore(created).dispatch({ type: 'app/anything' });
    expect(created.store.dispatch).toHaveBeenCalledWith({ type: 'app/anything' });
    expect(adapter.setups).toBe(1);
  });

  it('never starts them once destroyed first, and still tears the adapters down', async () => {
    const page = pageWithFrames();
    const created = create(page.win);
    await created.destroy();
    await page.frame();
    await page.frame();
    expect(adapter.setups).toBe(0);
    expect(adapter.tornDown).toBe(true);
    expect(page.cancelled).toHaveBeenCalled();
  });
});
