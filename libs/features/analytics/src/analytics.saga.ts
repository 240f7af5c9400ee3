import { buffers, eventChannel, type Channel, type EventChannel } from 'redux-saga';
import {
  actionChannel,
  all,
  call,
  delay,
  getContext,
  put,
  select,
  take,
  takeEvery,
} from 'redux-saga/effects';
import type { AnalyticsClient, AnalyticsEvent, CloudClients, ErrorReport } from '@kit/api';
import { CONSTANTS, systemClock, type CaipNetworkId, type Clock } from '@kit/core';
import {
  connected,
  selectActiveAddress,
  selectConnection,
  type Connection,
  type WithConnection,
} from '@kit/connection';
import { networkChanged, selectActiveCaipNetworkId, type WithNetwork } from '@kit/network';
import {
  optionsInitialized,
  remoteAnalyticsConfigReceived,
  remoteFeaturesReceived,
  selectFeatures,
  selectOptions,
  selectRemoteAnalyticsEnabled,
  type KitLocalOptions,
  type WithOptions,
} from '@kit/options';
import { analyticsPage, jsonProperties, newEventId, type AnalyticsPage } from './analytics-event';
import {
  analyticsEnabledChanged,
  analyticsEventQueued,
  analyticsEventTracked,
  analyticsFlushFailed,
  analyticsFlushRequested,
  analyticsFlushStarted,
  analyticsFlushSucceeded,
  errorReported,
  isAlwaysSentEvent,
  selectAnalyticsEnabled,
  selectAnalyticsLastFlushAt,
  selectAnalyticsPendingBytes,
  selectPendingAnalyticsEvents,
  type WithAnalytics,
} from './analytics.slice';

/** The root state the analytics saga reads. */
type AnalyticsRootState = WithAnalytics & WithOptions & WithConnection & WithNetwork;

/** What the workers share: the client, the clock, the page, and when the saga started. */
interface AnalyticsEnv {
  client: AnalyticsClient;
  clock: Clock;
  win: Window | undefined;
  /** A config service is configured, so the project's analytics switch will answer (or fail). */
  awaitsRemoteSwitch: boolean;
  /** The time threshold counts from here until the first flush. */
  startedAt: number;
}

/** The analytics feature flag AND the project's switch (unknown counts as on until it answers). */
const selectShouldBeEnabled = (state: AnalyticsRootState): boolean =>
  selectFeatures(state).analytics === true && selectRemoteAnalyticsEnabled(state) !== false;

/** Keeps `enabled` in step with the options; switching off drops what may no longer be sent. */
function* syncEnabled() {
  const shouldBe: boolean = yield select(selectShouldBeEnabled);
  const is: boolean = yield select(selectAnalyticsEnabled);
  if (shouldBe !== is) yield put(analyticsEnabledChanged(shouldBe));
}

/**
 * Whether anything may leave yet. With a config service, nothing is sent before the project's
 * analytics switch answered (the client answers false on any failure, so this always ends):
 * a project that turned analytics off never receives events tracked in its first moments.
 */
function* remoteSwitchKnown(env: AnalyticsEnv) {
  if (!env.awaitsRemoteSwitch) return true;
  const remote: boolean | undefined = yield select(selectRemoteAnalyticsEnabled);
  return remote !== undefined;
}

/** Builds the tracked event, queues it, and asks for a flush past the size or time threshold. */
function* trackEvent(env: AnalyticsEnv, action: ReturnType<typeof analyticsEventTracked>) {
  const { event, properties } = action.payload;
  const enabled: boolean = yield select(selectAnalyticsEnabled);
  if (!enabled && !isAlwaysSentEvent(event)) return;
  const address: string | undefined = action.payload.address ?? (yield select(selectActiveAddress));
  const caipNetworkId: CaipNetworkId | undefined =
    action.payload.caipNetworkId ?? (yield select(selectActiveCaipNetworkId));
  const options: KitLocalOptions = yield select(selectOptions);
  const page = analyticsPage(env.win, options.metadata?.url);
  const json = jsonProperties(properties);
  const built: AnalyticsEvent = {
    eventId: newEventId(),
    url: page.url,
    domain: page.domain,
    timestamp: env.clock.now(),
    props: {
      type: 'track',
      event,
      ...(address ? { address } : {}),
      ...(caipNetworkId ? { caipNetworkId } : {}),
      ...(json ? { properties: json } : {}),
    },
  };
  yield put(analyticsEventQueued(built));

  const bytes: number = yield select(selectAnalyticsPendingBytes);
  const lastFlushAt: number | undefined = yield select(selectAnalyticsLastFlushAt);
  const sinceFlush = env.clock.now() - (lastFlushAt ?? env.startedAt);
  if (bytes > CONSTANTS.ANALYTICS_FLUSH_BYTES || sinceFlush >= CONSTANTS.ANALYTICS_FLUSH_MS) {
    yield put(analyticsFlushRequested());
  }
}

/**
 * Sends every pending event in one batch. They leave the pending list only once the sink took
 * them; a failure keeps them for a later flush and sets FORBIDDEN, a success clears it (§4).
 */
function* flush(env: AnalyticsEnv, beacon: boolean) {
  const known: boolean = yield call(remoteSwitchKnown, env);
  if (!known) return;
  const events: AnalyticsEvent[] = yield select(selectPendingAnalyticsEvents);
  yield put(analyticsFlushStarted({ at: env.clock.now() }));
  if (events.length === 0) return;
  try {
    yield call([env.client, env.client.sendBatch], events, { beacon });
    yield put(analyticsFlushSucceeded({ eventIds: events.map((event) => event.eventId) }));
  } catch {
    yield put(analyticsFlushFailed());
  }
}

/** Runs flush requests one at a time, so a batch is never sent twice while in flight. */
function* runFlushes(
  env: AnalyticsEnv,
  requests: Channel<ReturnType<typeof analyticsFlushRequested>>,
) {
  while (true) {
    const request: ReturnType<typeof analyticsFlushRequested> = yield take(requests);
    yield call(flush, env, request.payload.beacon);
  }
}

/** Asks for a flush every ANALYTICS_FLUSH_INTERVAL_MS (§9). */
function* flushOnInterval() {
  while (true) {
    yield delay(CONSTANTS.ANALYTICS_FLUSH_INTERVAL_MS);
    yield put(analyticsFlushRequested());
  }
}

/** The moments a page may go away: pagehide, visibilitychange to hidden, and freeze (§4). */
function pageLeaving(win: Window): EventChannel<string> {
  return eventChannel<string>((emit) => {
    // visibilitychange and freeze are fired at the document (they bubble to the window, but a
    // window stand-in may not forward them).
    const doc: Document | undefined = win.document;
    const docTarget: EventTarget = typeof doc?.addEventListener === 'function' ? doc : win;
    const onPageHide = () => emit('pagehide');
    const onFreeze = () => emit('freeze');
    const onVisibility = () => {
      if (doc?.visibilityState === 'hidden') emit('hidden');
    };
    win.addEventListener('pagehide', onPageHide);
    docTarget.addEventListener('visibilitychange', onVisibility);
    docTarget.addEventListener('freeze', onFreeze);
    return () => {
      win.removeEventListener('pagehide', onPageHide);
      docTarget.removeEventListener('visibilitychange', onVisibility);
      docTarget.removeEventListener('freeze', onFreeze);
    };
  }, buffers.sliding(1));
}

/** Flushes as a beacon whenever the page may be going away. */
function* flushOnPageLeave(win: Window | undefined) {
  if (typeof win?.addEventListener !== 'function') return;
  const leaving: EventChannel<string> = yield call(pageLeaving, win);
  try {
    while (true) {
      yield take(leaving);
      yield put(analyticsFlushRequested({ beacon: true }));
    }
  } finally {
    leaving.close();
  }
}

/**
 * Sends an error report unless analytics is off or ERROR_REPORT_LIMIT reports already went out
 * in the last ERROR_REPORT_WINDOW_MS (a sliding window on the saga clock, §9). A report that
 * fails is not reported in turn.
 */
function* reportError(
  env: AnalyticsEnv,
  sentAt: number[],
  action: ReturnType<typeof errorReported>,
) {
  const enabled: boolean = yield select(selectAnalyticsEnabled);
  const known: boolean = yield call(remoteSwitchKnown, env);
  if (!enabled || !known) return;
  const now = env.clock.now();
  while (sentAt.length > 0 && now - (sentAt[0] as number) >= CONSTANTS.ERROR_REPORT_WINDOW_MS) {
    sentAt.shift();
  }
  if (sentAt.length >= CONSTANTS.ERROR_REPORT_LIMIT) return;
  sentAt.push(now);
  const { type, errorType, errorMessage, stackTrace } = action.payload;
  const options: KitLocalOptions = yield select(selectOptions);
  const page: AnalyticsPage = analyticsPage(env.win, options.metadata?.url);
  const report: ErrorReport = {
    eventId: newEventId(),
    url: page.url,
    domain: page.domain,
    timestamp: now,
    props: {
      type: 'error',
      event: type,
      errorType,
      errorMessage,
      ...(stackTrace !== undefined ? { stackTrace } : {}),
    },
  };
  try {
    yield call([env.client, env.client.reportError], report);
  } catch {
    // Nowhere left to report it: the sink itself failed.
  }
}

/** CONNECT_SUCCESS for every connection, with its account and network. */
function* trackConnect(action: ReturnType<typeof connected>) {
  const { namespace, connectorId, accounts, caipNetworkId } = action.payload;
  yield put(
    analyticsEventTracked({
      event: 'CONNECT_SUCCESS',
      ...(accounts[0] ? { address: accounts[0].address } : {}),
      ...(caipNetworkId ? { caipNetworkId } : {}),
      properties: { namespace, connectorId },
    }),
  );
}

/** SWITCH_NETWORK when a namespace's active network really changed (not a repeat of the same). */
function* trackNetworkSwitch(
  seen: Record<string, CaipNetworkId>,
  action: ReturnType<typeof networkChanged>,
) {
  const { namespace, caipNetworkId } = action.payload;
  if (seen[namespace] === caipNetworkId) return;
  seen[namespace] = caipNetworkId;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  const address = connection?.accounts[0]?.address;
  yield put(
    analyticsEventTracked({
      event: 'SWITCH_NETWORK',
      caipNetworkId,
      ...(address ? { address } : {}),
      properties: { namespace },
    }),
  );
}

const selectNetworksByNamespace = (state: WithNetwork): Record<string, CaipNetworkId> =>
  state.network.caipNetwork;

/**
 * Root saga of the analytics feature (spec §4, §6, §9): keeps `enabled` in step with the
 * options, builds and queues tracked events, flushes them to POST /batch past 45 KB or 10 s after
 * the last flush, every 10 s, and as a beacon when the page hides or freezes; reports errors to
 * POST /e (5 per 60 s); tracks INITIALIZE, CONNECT_SUCCESS and SWITCH_NETWORK itself. Without an
 * analytics service (no cloud URL or no project id) nothing is queued: there is nowhere to send
 * it. Nothing is sent before the project's analytics switch answered (see remoteSwitchKnown).
 * Context: `api` (CloudClients), `clock`, `window`.
 */
export function* analyticsSaga() {
  const enabledInputs = [
    optionsInitialized.type,
    remoteFeaturesReceived.type,
    remoteAnalyticsConfigReceived.type,
  ];
  yield call(syncEnabled);
  const api: CloudClients | undefined = yield getContext('api');
  if (!api?.analytics) {
    yield takeEvery(enabledInputs, syncEnabled);
    return;
  }
  const clock: Clock = ((yield getContext('clock')) as Clock | undefined) ?? systemClock;
  const env: AnalyticsEnv = {
    client: api.analytics,
    clock,
    win: (yield getContext('window')) as Window | undefined,
    awaitsRemoteSwitch: api.config !== undefined,
    startedAt: clock.now(),
  };
  // Created before anything can ask for a flush, and buffered: no request is lost while one runs.
  const flushRequests: Channel<ReturnType<typeof analyticsFlushRequested>> = yield actionChannel(
    analyticsFlushRequested.type,
    buffers.expanding(4),
  );
  const networks: Record<string, CaipNetworkId> = yield select(selectNetworksByNamespace);
  yield all([
    takeEvery(enabledInputs, syncEnabled),
    call(runFlushes, env, flushRequests),
    takeEvery(analyticsEventTracked.type, trackEvent, env),
    takeEvery(errorReported.type, reportError, env, []),
    takeEvery(connected.type, trackConnect),
    takeEvery(networkChanged.type, trackNetworkSwitch, { ...networks }),
    call(flushOnInterval),
    call(flushOnPageLeave, env.win),
    put(analyticsEventTracked({ event: 'INITIALIZE' })),
  ]);
}
