import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { createCloudClients, type AnalyticsEvent, type CloudClients } from '@kit/api';
import { alertsSaga, alertsSlice } from '@kit/alerts';
import { startCloud, LOCAL_PROJECT_ID, type Cloud } from '@kit/cloud';
import { activeNamespaceChanged, connected, connectionSlice } from '@kit/connection';
import {
  CONSTANTS,
  kitDevnet,
  kitDevnet2,
  systemClock,
  type Clock,
  type KitFeatures,
  type KitLogger,
} from '@kit/core';
import { networkChanged, networksConfigured, networkSlice } from '@kit/network';
import {
  optionsInitialized,
  optionsSaga,
  optionsSlice,
  selectRemoteAnalyticsEnabled,
  selectRemoteFeaturesStatus,
} from '@kit/options';
import { analyticsSaga } from './analytics.saga';
import {
  analyticsEventTracked,
  analyticsFlushFailed,
  analyticsFlushStarted,
  analyticsSlice,
  errorReported,
  selectAnalyticsEnabled,
  selectAnalyticsLastFlushAt,
  selectAnalyticsPendingBytes,
  selectAnalyticsReportedError,
  selectPendingAnalyticsEvents,
  type AnalyticsEventName,
} from './analytics.slice';

const {
  ANALYTICS_FLUSH_BYTES,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_FLUSH_MS,
  ERROR_REPORT_LIMIT,
  ERROR_REPORT_WINDOW_MS,
} = CONSTANTS;

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let cloud: Cloud;
const tasks: Task[] = [];

beforeAll(async () => {
  cloud = await startCloud({
    projects: [
      {
        id: 'analytics-off',
        allowedOrigins: ['http://localhost:*'],
        features: { analytics: false },
      },
    ],
  });
});

beforeEach(() => {
  // Sagas' delays and Date are fake; the I/O to apps/cloud stays real, so the event loop's
  // immediates and `performance` (the waits below) are left alone.
  jest.useFakeTimers({
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'performance'],
  });
});

afterEach(async () => {
  tasks.splice(0).forEach((task) => task.cancel());
  jest.useRealTimers();
  cloud.faults.clear();
  await cloud.sinks.clear();
});

afterAll(async () => {
  await cloud.stop();
});

/** A page stand-in: a window and a document that dispatch lifecycle events like a browser's. */
function fakePage(href: string) {
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const window = Object.assign(new EventTarget(), { location: new URL(href), document });
  return {
    window: window as unknown as Window,
    setVisibility(state: DocumentVisibilityState) {
      document.visibilityState = state;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    dispatch(type: 'pagehide' | 'freeze') {
      (type === 'pagehide' ? window : document).dispatchEvent(new Event(type));
    },
  };
}

/** A clock the test moves by hand. */
function manualClock(start = Date.now()) {
  let now = start;
  const clock: Clock = { now: () => now };
  return { clock, advance: (ms: number) => void (now += ms) };
}

interface Setup {
  projectId?: string;
  features?: Partial<KitFeatures>;
  window?: Window;
  clock?: Clock;
  api?: CloudClients;
  /** What createKit() puts in state before the sagas start (the networks, say). */
  before?: (dispatch: (action: { type: string }) => unknown) => void;
}

/** The feature sagas on a real store with the saga context createKit() builds, against apps/cloud. */
function startKit(setup: Setup = {}) {
  const projectId = setup.projectId ?? LOCAL_PROJECT_ID;
  const logger: KitLogger = { warn: jest.fn(), error: jest.fn() };
  const api = setup.api ?? createCloudClients({ projectId, urls: { url: cloud.url } });
  const actions: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({
    context: { api, logger, clock: setup.clock ?? systemClock, window: setup.window },
  });
  const store = configureStore({
    reducer: {
      alerts: alertsSlice.reducer,
      analytics: analyticsSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      options: optionsSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: false, immutableCheck: false, serializableCheck: false }).concat(
        record,
        sagaMiddleware,
      ),
  });
  store.dispatch(optionsInitialized({ projectId, features: setup.features }));
  setup.before?.(store.dispatch);
  tasks.push(
    sagaMiddleware.run(function* root() {
      yield all([call(alertsSaga), call(optionsSaga), call(analyticsSaga)]);
    }),
  );
  const state = () => store.getState();
  const track = (event: AnalyticsEventName, properties?: Record<string, unknown>) =>
    store.dispatch(analyticsEventTracked({ event, ...(properties ? { properties } : {}) }));
  /** Resolves once the remote configuration answered: flushing may start. */
  const ready = () =>
    until(
      () =>
        selectRemoteAnalyticsEnabled(state()) !== undefined &&
        selectRemoteFeaturesStatus(state()) !== 'idle',
      'remote configuration',
    );
  /** How often an action went through the store. */
  const count = (type: string) => actions.filter((seen) => seen === type).length;
  return { store, state, track, ready, count };
}

/** Waits in real time for `condition` (the cloud's I/O is real); fails after 5 s. */
async function until(
  condition: () => boolean | Promise<boolean>,
  what = 'condition',
): Promise<void> {
  const deadline = performance.now() + 5_000;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`${what} not met within 5 s`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Lets in-flight requests land, so "nothing arrived" means nothing was sent. */
async function settle(): Promise<void> {
  const deadline = performance.now() + 100;
  while (performance.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
}

const batches = () => cloud.sinks.analytics();
const sentEvents = async () => (await cloud.sinks.analyticsEvents()) as AnalyticsEvent[];
const sentNames = async () => (await sentEvents()).map((event) => event.props.event);

describe('analyticsSaga: flushing to POST /batch', () => {
  it('sends the pending events in one batch on the 10 s interval, without the query string', async () => {
    const page = fakePage('http://localhost:5173/app/pay?token=secret#step-2');
    const kit = startKit({ window: page.window });
    await kit.ready();
    kit.track('SEND_INITIATED', { amount: '1.5', symbol: 'ETH' });
    expect(selectPendingAnalyticsEvents(kit.state()).map((event) => event.props.event)).toEqual([
      'INITIALIZE',
      'SEND_INITIATED',
    ]);

    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS - 1);
    await settle();
    expect(await batches()).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    await until(async () => (await batches()).length === 1, 'one batch');
    const [batch] = await batches();
    expect(batch).toMatchObject({ projectId: LOCAL_PROJECT_ID });
    expect(await sentNames()).toEqual(['INITIALIZE', 'SEND_INITIATED']);
    const [initialize, send] = await sentEvents();
    expect(send).toEqual({
      eventId: expect.any(String),
      url: 'http://localhost:5173/app/pay',
      domain: 'localhost',
      timestamp: expect.any(Number),
      props: {
        type: 'track',
        event: 'SEND_INITIATED',
        properties: { amount: '1.5', symbol: 'ETH' },
      },
    });
    expect(initialize?.eventId).not.toBe(send?.eventId);

    await until(
      async () => selectPendingAnalyticsEvents(kit.state()).length === 0,
      'pending emptied',
    );
    expect(selectAnalyticsPendingBytes(kit.state())).toBe(0);
    expect(selectAnalyticsLastFlushAt(kit.state())).toBe(Date.now());
  });

  it('sends nothing on an interval with nothing pending, and batches what comes next', async () => {
    const kit = startKit();
    await kit.ready();
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => (await batches()).length === 1, 'the INITIALIZE batch');
    await until(
      async () => selectPendingAnalyticsEvents(kit.state()).length === 0,
      'pending emptied',
    );

    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await settle();
    expect(await batches()).toHaveLength(1);

    kit.track('SET_PREFERRED_ACCOUNT_TYPE', { accountType: 'eoa' });
    kit.track('SWITCH_NETWORK');
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => (await batches()).length === 2, 'the second batch');
    expect(
      (await batches())[1]?.events.map((event) => (event as AnalyticsEvent).props.event),
    ).toEqual(['SET_PREFERRED_ACCOUNT_TYPE', 'SWITCH_NETWORK']);
  });

  it('flushes at once when the pending events pass 45 KB', async () => {
    const kit = startKit();
    await kit.ready();
    const half = 'x'.repeat(Math.ceil(ANALYTICS_FLUSH_BYTES / 2));
    kit.track('SEND_INITIATED', { note: half });
    await settle();
    expect(await batches()).toEqual([]);
    expect(selectAnalyticsPendingBytes(kit.state())).toBeLessThanOrEqual(ANALYTICS_FLUSH_BYTES);

    kit.track('SEND_SUCCESS', { note: half });
    expect(selectAnalyticsPendingBytes(kit.state())).toBeGreaterThan(ANALYTICS_FLUSH_BYTES);
    await until(async () => (await batches()).length === 1, 'the size-triggered batch');
    expect(await sentNames()).toEqual(['INITIALIZE', 'SEND_INITIATED', 'SEND_SUCCESS']);
    await until(
      async () => selectPendingAnalyticsEvents(kit.state()).length === 0,
      'pending emptied',
    );
  });

  it('flushes at once when an event comes 10 s after the last flush even if the interval did not run', async () => {
    // A background tab: the clock moves on while the page's timers are held back.
    const time = manualClock();
    const kit = startKit({ clock: time.clock });
    await kit.ready();
    time.advance(ANALYTICS_FLUSH_MS - 1);
    kit.track('SEND_INITIATED');
    await settle();
    expect(await batches()).toEqual([]);

    time.advance(1);
    kit.track('SEND_SUCCESS');
    await until(async () => (await batches()).length === 1, 'the time-triggered batch');
    expect(await sentNames()).toEqual(['INITIALIZE', 'SEND_INITIATED', 'SEND_SUCCESS']);
    await until(
      async () => selectAnalyticsLastFlushAt(kit.state()) !== undefined,
      'flush recorded',
    );
    expect(selectAnalyticsLastFlushAt(kit.state())).toBe(time.clock.now());
  });

  it('keeps the events of a failed flush, sets FORBIDDEN, and sends them with the next flush', async () => {
    cloud.faults.set('/batch', { kind: 'status', status: 500, times: 1 });
    const kit = startKit();
    await kit.ready();
    kit.track('SEND_INITIATED');
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => selectAnalyticsReportedError(kit.state()) === 'FORBIDDEN', 'FORBIDDEN');
    expect(await batches()).toEqual([]);
    expect(selectPendingAnalyticsEvents(kit.state()).map((event) => event.props.event)).toEqual([
      'INITIALIZE',
      'SEND_INITIATED',
    ]);

    kit.track('SEND_SUCCESS');
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => (await batches()).length === 1, 'the retried batch');
    expect(await sentNames()).toEqual(['INITIALIZE', 'SEND_INITIATED', 'SEND_SUCCESS']);
    await until(
      async () => selectAnalyticsReportedError(kit.state()) === undefined,
      'FORBIDDEN cleared',
    );
    expect(selectPendingAnalyticsEvents(kit.state())).toEqual([]);
  });

  it('keeps the events while the sink rate-limits, and loses none', async () => {
    cloud.faults.set('/batch', { kind: 'rate-limit', times: 2 });
    const kit = startKit();
    await kit.ready();
    for (let round = 1; round <= 3; round += 1) {
      kit.track('SWITCH_NETWORK', { round });
      await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
      await until(
        async () =>
          round < 3
            ? kit.count(analyticsFlushFailed.type) === round
            : (await batches()).length === 1,
        `flush ${round}`,
      );
    }
    expect(await sentNames()).toEqual([
      'INITIALIZE',
      'SWITCH_NETWORK',
      'SWITCH_NETWORK',
      'SWITCH_NETWORK',
    ]);
    expect((await sentEvents()).map((event) => event.props.properties?.['round'])).toEqual([
      undefined,
      1,
      2,
      3,
    ]);
    await until(
      async () => selectAnalyticsReportedError(kit.state()) === undefined,
      'FORBIDDEN cleared',
    );
  });

  it('sends nothing before the project analytics switch answered', async () => {
    cloud.faults.set('/getAnalyticsConfig', { kind: 'slow', delayMs: 5_000, times: 1 });
    const kit = startKit();
    // Past 45 KB: a flush is asked for at once, but the switch has not answered yet.
    kit.track('SEND_INITIATED', { note: 'x'.repeat(ANALYTICS_FLUSH_BYTES) });
    await settle();
    expect(kit.count(analyticsFlushStarted.type)).toBe(0);
    expect(await batches()).toEqual([]);
    expect(selectPendingAnalyticsEvents(kit.state())).toHaveLength(2);

    // The cloud's slow answer runs on the test's fake timers too.
    await jest.advanceTimersByTimeAsync(5_000);
    await kit.ready();
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS - 5_000);
    await until(async () => (await batches()).length === 1, 'the first batch');
    expect(await sentNames()).toEqual(['INITIALIZE', 'SEND_INITIATED']);
  });

  it('queues nothing without an analytics service (no cloud configured)', async () => {
    const kit = startKit({ api: {} });
    kit.track('SEND_INITIATED');
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(selectPendingAnalyticsEvents(kit.state())).toEqual([]);
    expect(selectAnalyticsEnabled(kit.state())).toBe(true);
  });
});

describe('analyticsSaga: when analytics is off (spec §6)', () => {
  const trackEverything = (kit: ReturnType<typeof startKit>) => {
    kit.track('SEND_INITIATED');
    kit.track('SOCIAL_LOGIN_STARTED');
    kit.track('SOCIAL_LOGIN_SUCCESS', { provider: 'github' });
    kit.store.dispatch(
      connected({
        namespace: 'eip155',
        connectorId: 'injected',
        accounts: [{ address: ADDRESS }],
        caipNetworkId: 'eip155:31337',
      }),
    );
    kit.store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:31338' }));
    kit.store.dispatch(errorReported({ type: 'API_ERROR', errorType: 'Error', errorMessage: 'x' }));
  };

  it("sends only INITIALIZE, CONNECT_SUCCESS and SOCIAL_LOGIN_SUCCESS when the project's switch is off", async () => {
    const kit = startKit({ projectId: 'analytics-off' });
    // Tracked before the switch answered: dropped once it says off.
    kit.track('SEND_INITIATED');
    await kit.ready();
    expect(selectAnalyticsEnabled(kit.state())).toBe(false);
    trackEverything(kit);
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => (await batches()).length === 1, 'the batch');
    expect(await sentNames()).toEqual(['INITIALIZE', 'SOCIAL_LOGIN_SUCCESS', 'CONNECT_SUCCESS']);
    await settle();
    expect(await cloud.sinks.errors()).toEqual([]);
  });

  it('sends only the always-sent events when the analytics feature is off locally', async () => {
    const kit = startKit({ features: { analytics: false } });
    await kit.ready();
    trackEverything(kit);
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => (await batches()).length === 1, 'the batch');
    expect(await sentNames()).toEqual(['INITIALIZE', 'SOCIAL_LOGIN_SUCCESS', 'CONNECT_SUCCESS']);
  });

  it('treats a failed analytics config as off (§8)', async () => {
    cloud.faults.set('/getAnalyticsConfig', { kind: 'status', status: 503 });
    const kit = startKit();
    await kit.ready();
    expect(selectAnalyticsEnabled(kit.state())).toBe(false);
    trackEverything(kit);
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => (await batches()).length === 1, 'the batch');
    expect(await sentNames()).toEqual(['INITIALIZE', 'SOCIAL_LOGIN_SUCCESS', 'CONNECT_SUCCESS']);
  });
});

describe('analyticsSaga: page lifecycle', () => {
  const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  let sendBeacon: jest.Mock<boolean, [string, string]>;

  beforeEach(() => {
    // A browser's beacon: queued at once, delivered as text/plain whatever happens to the page.
    sendBeacon = jest.fn((url: string, body: string) => {
      void fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      return true;
    });
    Object.defineProperty(globalThis, 'navigator', {
      value: { sendBeacon },
      configurable: true,
      writable: true,
    });
  });

  afterEach(() => {
    if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
    else delete (globalThis as { navigator?: unknown }).navigator;
  });

  it.each([
    ['pagehide', (page: ReturnType<typeof fakePage>) => page.dispatch('pagehide')],
    [
      'visibilitychange to hidden',
      (page: ReturnType<typeof fakePage>) => page.setVisibility('hidden'),
    ],
    ['freeze', (page: ReturnType<typeof fakePage>) => page.dispatch('freeze')],
  ])('flushes as a beacon on %s', async (_name, leave) => {
    const page = fakePage('http://localhost:5173/');
    const kit = startKit({ window: page.window });
    await kit.ready();
    kit.track('SEND_INITIATED');
    leave(page);
    await until(async () => (await batches()).length === 1, 'the beacon batch');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect((await batches())[0]?.contentType).toMatch(/^text\/plain/);
    expect(await sentNames()).toEqual(['INITIALIZE', 'SEND_INITIATED']);
    await until(
      async () => selectPendingAnalyticsEvents(kit.state()).length === 0,
      'pending emptied',
    );
  });

  it('does not flush when the page becomes visible again', async () => {
    const page = fakePage('http://localhost:5173/');
    const kit = startKit({ window: page.window });
    await kit.ready();
    page.setVisibility('visible');
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(await batches()).toEqual([]);
    expect(selectPendingAnalyticsEvents(kit.state())).toHaveLength(1);
  });

  it('stops listening to the page when the saga is cancelled', async () => {
    const page = fakePage('http://localhost:5173/');
    startKit({ window: page.window });
    tasks.splice(0).forEach((task) => task.cancel());
    page.dispatch('pagehide');
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('analyticsSaga: error reports (POST /e)', () => {
  const report = (kit: ReturnType<typeof startKit>, errorMessage: string) =>
    kit.store.dispatch(
      errorReported({
        type: 'API_ERROR',
        errorType: 'ApiRequestError',
        errorMessage,
        stackTrace: 'ApiRequestError: Server error\n    at fetchText',
      }),
    );
  const reported = async () =>
    (await cloud.sinks.errors())
      .map((record) => (record.report['props'] as { errorMessage: string }).errorMessage)
      .sort();

  it('sends a report with the page, the category as event and the error', async () => {
    const page = fakePage('https://localhost:8443/checkout?email=a%40b.example');
    const kit = startKit({ window: page.window });
    await kit.ready();
    report(kit, 'Server error');
    await until(async () => (await cloud.sinks.errors()).length === 1, 'the report');
    const [record] = await cloud.sinks.errors();
    expect(record).toMatchObject({ projectId: LOCAL_PROJECT_ID });
    expect(record?.report).toEqual({
      eventId: expect.any(String),
      url: 'https://localhost:8443/checkout',
      domain: 'localhost',
      timestamp: Date.now(),
      props: {
        type: 'error',
        event: 'API_ERROR',
        errorType: 'ApiRequestError',
        errorMessage: 'Server error',
        stackTrace: 'ApiRequestError: Server error\n    at fetchText',
      },
    });
  });

  it(`sends at most ${ERROR_REPORT_LIMIT} reports in any ${ERROR_REPORT_WINDOW_MS / 1000} s`, async () => {
    const time = manualClock();
    const kit = startKit({ clock: time.clock });
    await kit.ready();
    ['e1', 'e2', 'e3'].forEach((message) => report(kit, message));
    time.advance(30_000);
    ['e4', 'e5', 'e6'].forEach((message) => report(kit, message));
    await until(async () => (await cloud.sinks.errors()).length === 5, 'five reports');

    // 60 s after the first three, their slots free up; e4 and e5 still hold two.
    time.advance(ERROR_REPORT_WINDOW_MS - 30_000);
    ['e7', 'e8', 'e9', 'e10'].forEach((message) => report(kit, message));
    await until(async () => (await cloud.sinks.errors()).length === 8, 'eight reports');

    time.advance(30_000);
    report(kit, 'e11');
    await until(async () => (await cloud.sinks.errors()).length === 9, 'nine reports');
    await settle();
    expect(await reported()).toEqual(['e1', 'e11', 'e2', 'e3', 'e4', 'e5', 'e7', 'e8', 'e9']);
  });

  it('keeps working when the report sink fails', async () => {
    cloud.faults.set('/e', { kind: 'status', status: 500, times: 1 });
    const kit = startKit();
    await kit.ready();
    report(kit, 'lost');
    report(kit, 'delivered');
    await until(async () => (await cloud.sinks.errors()).length === 1, 'one report');
    expect(await reported()).toHaveLength(1);
  });
});

describe('analyticsSaga: tracking on its own', () => {
  it('tracks INITIALIZE once at start', async () => {
    const kit = startKit();
    await kit.ready();
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => (await batches()).length === 1, 'the batch');
    await until(
      async () => selectPendingAnalyticsEvents(kit.state()).length === 0,
      'pending emptied',
    );
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => kit.count(analyticsFlushStarted.type) === 2, 'the second flush');
    await settle();
    expect(await sentNames()).toEqual(['INITIALIZE']);
  });

  it('tracks CONNECT_SUCCESS with the account, and SWITCH_NETWORK when the network really changes', async () => {
    const kit = startKit({
      before: (dispatch) => dispatch(networksConfigured([kitDevnet, kitDevnet2])),
    });
    await kit.ready();
    kit.store.dispatch(
      connected({
        namespace: 'eip155',
        connectorId: 'injected',
        accounts: [{ address: ADDRESS }],
        caipNetworkId: 'eip155:31337',
      }),
    );
    kit.store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
    kit.store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:31337' }));
    kit.store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:31338' }));
    kit.store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:31338' }));
    kit.track('SEND_INITIATED');
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    await until(async () => (await batches()).length === 1, 'the batch');
    const props = (await sentEvents()).map((event) => event.props);
    expect(props).toEqual([
      { type: 'track', event: 'INITIALIZE' },
      {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        address: ADDRESS,
        caipNetworkId: 'eip155:31337',
        properties: { namespace: 'eip155', connectorId: 'injected' },
      },
      // The restore to the network it was already on is not a switch; the repeat neither.
      {
        type: 'track',
        event: 'SWITCH_NETWORK',
        address: ADDRESS,
        caipNetworkId: 'eip155:31338',
        properties: { namespace: 'eip155' },
      },
      // Address and network default to the active ones.
      { type: 'track', event: 'SEND_INITIATED', address: ADDRESS, caipNetworkId: 'eip155:31338' },
    ]);
  });

  it('drops properties that are not JSON data instead of breaking the store', async () => {
    const kit = startKit();
    await kit.ready();
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic['self'] = cyclic;
    kit.track('SEND_INITIATED', cyclic);
    kit.track('SEND_SUCCESS', { when: new Date(0), skip: () => 1, amount: 2 });
    const [, first, second] = selectPendingAnalyticsEvents(kit.state());
    expect(first?.props).toEqual({ type: 'track', event: 'SEND_INITIATED' });
    expect(second?.props.properties).toEqual({ when: '1970-01-01T00:00:00.000Z', amount: 2 });
  });
});
