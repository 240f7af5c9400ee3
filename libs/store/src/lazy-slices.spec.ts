import {
  createMemoryBackend,
  kitDevnet,
  mainnet,
  SERVER_ENVIRONMENT,
  type KitLogger,
} from '@kit/core';
import * as activity from '@kit/activity';
import * as names from '@kit/names';
import * as smartSessions from '@kit/smart-sessions';
import { initialOnrampState, selectOnrampState } from '@kit/onramp';
import { onrampInitialized } from '@kit/onramp/actions';
import * as onrampViews from '@kit/onramp/views';
import { selectServices } from '@kit/options';
import { initialSwapState, selectSwapState } from '@kit/swap';
import { swapInitialized } from '@kit/swap/actions';
import * as swapViews from '@kit/swap/views';
import { initialSendState, selectSendState } from '@kit/send';
import * as sendViews from '@kit/send/views';
import { initialEmbeddedState, selectEmbedded, selectEmbeddedAvailable } from '@kit/embedded';
import { waitForState } from '@kit/testing';
import { createKit, type Kit } from './create-kit';
import type { KitState } from './kit-store';

// Issue 22: the swap, on-ramp, activity, names, smart-sessions, send and embedded slices are not in
// the first load. Their key is absent from a new Kit's state, which must read exactly as the
// slice's initial state, and the code that moves one (its saga chunk here, its views chunk in
// @kit/views) injects it first. The order of the tests matters: the injection is for the whole page
// (this file's module registry), so the absent-slice checks run before any chunk loads.

const kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

/** A Kit whose cloud never answers (a refused port): the swap and on-ramp services exist. */
function unansweredKit(): Kit {
  const kit = createKit({
    networks: [mainnet, kitDevnet],
    storage: createMemoryBackend(),
    logger: silentLogger,
    environment: SERVER_ENVIRONMENT,
    projectId: 'kit-test',
    cloud: { url: 'http://127.0.0.1:9' },
  });
  kits.push(kit);
  return kit;
}

/** Every selector of a feature's views entry, by name. */
function selectorsOf(entry: object): [string, (state: KitState, ...rest: unknown[]) => unknown][] {
  return Object.entries(entry).filter(
    (named): named is [string, (state: KitState, ...rest: unknown[]) => unknown] =>
      named[0].startsWith('select') && typeof named[1] === 'function',
  );
}

describe('the lazy slices before their code loads', () => {
  it('are absent from a new Kit, whose services Account reads from options instead', () => {
    const kit = unansweredKit();
    const state = kit.getState();
    for (const name of [
      'swap',
      'onramp',
      'activity',
      'names',
      'smartSessions',
      'send',
      'embedded',
    ]) {
      expect(state).not.toHaveProperty(name);
    }
    expect(selectServices(state)).toEqual({ swap: true, onramp: true });
  });

  it('read, through every selector the views use, exactly as their initial state', () => {
    const kit = unansweredKit();
    const absent = kit.getState();
    const fresh: KitState = {
      ...absent,
      swap: initialSwapState,
      onramp: initialOnrampState,
      activity: activity.initialActivityState,
      names: names.initialNamesState,
      smartSessions: smartSessions.initialSmartSessionsState,
      send: initialSendState,
    };
    // The selectors that take a second argument: the namespace profiles, or an address.
    const second: Record<string, unknown> = {
      selectOnrampSupported: kit.registry.profiles,
      selectCanSend: kit.registry.profiles,
      selectSendValidation: kit.registry.profiles,
      selectRegisteredName: '0x00000000000000000000000000000000000000aA',
    };
    const selectors = [
      ...selectorsOf(swapViews),
      ...selectorsOf(onrampViews),
      ...selectorsOf(activity),
      ...selectorsOf(names),
      ...selectorsOf(smartSessions),
      ...selectorsOf(sendViews),
    ];
    expect(selectors.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'selectCanPreviewSwap',
        'selectSwapSupported',
        'selectCanCheckout',
        'selectHasMoreTransactions',
        'selectSmartSessions',
        'selectRegisteredName',
        'selectCanSend',
      ]),
    );
    for (const [name, selector] of selectors) {
      const read = (state: KitState) => [name, selector(state, second[name])];
      expect(read(absent)).toEqual(read(fresh));
    }
    expect(selectSwapState(absent)).toEqual(initialSwapState);
    expect(selectOnrampState(absent)).toEqual(initialOnrampState);
    expect(selectSendState(absent)).toEqual(initialSendState);
    expect(selectEmbedded(absent)).toEqual(initialEmbeddedState);
    expect(selectEmbeddedAvailable(absent)).toBe(false);
  });
});

describe('the lazy slices, injected by their saga chunks', () => {
  it.each([
    ['activity', () => import('./lazy-sagas/activity.chunk'), activity.initialActivityState],
    ['names', () => import('./lazy-sagas/names.chunk'), names.initialNamesState],
    [
      'smartSessions',
      () => import('./lazy-sagas/smart-sessions.chunk'),
      smartSessions.initialSmartSessionsState,
    ],
  ] as const)(
    'injects %s as its chunk loads, at its initial state',
    async (name, load, initial) => {
      const kit = unansweredKit();
      expect(kit.getState()).not.toHaveProperty(name);
      await load();
      kit.store.dispatch({ type: 'test/anything' });
      expect(kit.getState()[name]).toEqual(initial);
    },
  );

  // Two chunks inject the send slice; each chunk is checked on a fresh module registry (a fresh
  // root reducer), since the first injection is for the whole page.
  it.each([
    ['send', "the sends' saga", () => import('./lazy-sagas/send.chunk'), initialSendState],
    [
      'send',
      'the connected sagas (with the send form saga)',
      () => import('./lazy-sagas/connected.chunk'),
      initialSendState,
    ],
    [
      'embedded',
      "the embedded wallet's saga",
      () => import('./lazy-sagas/embedded.chunk'),
      initialEmbeddedState,
    ],
  ] as const)(
    'injects %s as the chunk of %s loads, at its initial state',
    async (name, _chunk, load, initial) => {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./create-kit');
        const kit = fresh.createKit({
          networks: [mainnet],
          storage: createMemoryBackend(),
          logger: silentLogger,
          environment: SERVER_ENVIRONMENT,
        });
        kits.push(kit);
        expect(kit.getState()).not.toHaveProperty(name);
        await load();
        kit.store.dispatch({ type: 'test/anything' });
        expect(kit.getState()[name]).toEqual(initial);
      });
    },
  );

  it("keeps the swap saga's first outcome: a swap intent with no Swap view loaded fills state.swap", async () => {
    const kit = unansweredKit();
    kit.store.dispatch(swapInitialized());
    // The cloud never answers: the saga reports why, into the slice its chunk injected.
    await waitForState(kit, (state) => state.swap?.tokensStatus === 'error');
    expect(selectSwapState(kit.getState()).error?.message).toBe('The service could not be reached');
  });

  it("keeps the on-ramp saga's outcomes: the options (the built-in sample, §8) fill state.onramp", async () => {
    const kit = unansweredKit();
    kit.store.dispatch(onrampInitialized());
    await waitForState(kit, (state) => state.onramp?.optionsStatus === 'ready');
    expect(selectOnrampState(kit.getState()).options?.purchaseCurrencies.length).toBeGreaterThan(0);
  });

  it('gives a Kit created after the injection the slices at their initial state', () => {
    const kit = unansweredKit();
    const state = kit.getState();
    expect(state.swap).toEqual(initialSwapState);
    expect(state.onramp).toEqual(initialOnrampState);
  });
});
