import { configureStore } from '@reduxjs/toolkit';
import type { AnalyticsEvent } from '@kit/api';
import {
  ANALYTICS_MAX_PENDING_EVENTS,
  analyticsEnabledChanged,
  analyticsEventQueued,
  analyticsFlushFailed,
  analyticsFlushRequested,
  analyticsFlushStarted,
  analyticsFlushSucceeded,
  analyticsSlice,
  isAlwaysSentEvent,
  selectAnalyticsEnabled,
  selectAnalyticsLastFlushAt,
  selectAnalyticsPendingBytes,
  selectAnalyticsReportedError,
  selectPendingAnalyticsEvents,
} from './analytics.slice';

function createStore() {
  return configureStore({
    reducer: { analytics: analyticsSlice.reducer },
    // A thousand-event state is fine here; the dev checks would only slow this test down.
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
}

let sequence = 0;
function event(name: string, properties?: Record<string, unknown>): AnalyticsEvent {
  sequence += 1;
  return {
    eventId: `event-${sequence}`,
    url: 'https://app.example/',
    domain: 'app.example',
    timestamp: 1_700_000_000_000 + sequence,
    props: { type: 'track', event: name, ...(properties ? { properties } : {}) },
  };
}

const utf8Bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
const names = (events: AnalyticsEvent[]) => events.map((queued) => queued.props.event);

describe('analytics slice', () => {
  it('starts empty, enabled, with no flush and no error', () => {
    const state = createStore().getState();
    expect(selectPendingAnalyticsEvents(state)).toEqual([]);
    expect(selectAnalyticsPendingBytes(state)).toBe(0);
    expect(selectAnalyticsLastFlushAt(state)).toBeUndefined();
    expect(selectAnalyticsEnabled(state)).toBe(true);
    expect(selectAnalyticsReportedError(state)).toBeUndefined();
  });

  it('queues events in order and counts their size as UTF-8 JSON', () => {
    const store = createStore();
    const first = event('SEND_INITIATED', { note: 'naïve ✓' });
    const second = event('SEND_SUCCESS');
    store.dispatch(analyticsEventQueued(first));
    store.dispatch(analyticsEventQueued(second));
    expect(selectPendingAnalyticsEvents(store.getState())).toEqual([first, second]);
    expect(selectAnalyticsPendingBytes(store.getState())).toBe(
      utf8Bytes(first) + utf8Bytes(second),
    );
  });

  it('queues only the always-sent events while analytics is off', () => {
    const store = createStore();
    store.dispatch(analyticsEnabledChanged(false));
    for (const name of [
      'INITIALIZE',
      'SEND_INITIATED',
      'CONNECT_SUCCESS',
      'SOCIAL_LOGIN_SUCCESS',
    ]) {
      store.dispatch(analyticsEventQueued(event(name)));
    }
    expect(names(selectPendingAnalyticsEvents(store.getState()))).toEqual([
      'INITIALIZE',
      'CONNECT_SUCCESS',
      'SOCIAL_LOGIN_SUCCESS',
    ]);
  });

  it('drops the pending events analytics may not send when it is switched off', () => {
    const store = createStore();
    const kept = event('CONNECT_SUCCESS');
    store.dispatch(analyticsEventQueued(event('SWITCH_NETWORK', { big: 'x'.repeat(500) })));
    store.dispatch(analyticsEventQueued(kept));
    store.dispatch(analyticsEnabledChanged(false));
    expect(selectPendingAnalyticsEvents(store.getState())).toEqual([kept]);
    expect(selectAnalyticsPendingBytes(store.getState())).toBe(utf8Bytes(kept));
    expect(selectAnalyticsEnabled(store.getState())).toBe(false);
  });

  it(`keeps at most ${ANALYTICS_MAX_PENDING_EVENTS} events, dropping the oldest`, () => {
    const store = createStore();
    const events = Array.from({ length: ANALYTICS_MAX_PENDING_EVENTS + 2 }, () =>
      event('SEND_INITIATED'),
    );
    events.forEach((queued) => store.dispatch(analyticsEventQueued(queued)));
    const pending = selectPendingAnalyticsEvents(store.getState());
    expect(pending).toHaveLength(ANALYTICS_MAX_PENDING_EVENTS);
    expect(pending[0]).toEqual(events[2]);
    expect(pending[pending.length - 1]).toEqual(events[events.length - 1]);
    expect(selectAnalyticsPendingBytes(store.getState())).toBe(
      pending.reduce((sum, queued) => sum + utf8Bytes(queued), 0),
    );
  });

  it('removes only the sent events on success and keeps those queued during the send', () => {
    const store = createStore();
    const sent = [event('INITIALIZE'), event('SEND_INITIATED')];
    sent.forEach((queued) => store.dispatch(analyticsEventQueued(queued)));
    const later = event('SEND_SUCCESS');
    store.dispatch(analyticsFlushStarted({ at: 42 }));
    store.dispatch(analyticsEventQueued(later));
    store.dispatch(analyticsFlushSucceeded({ eventIds: sent.map((queued) => queued.eventId) }));
    expect(selectPendingAnalyticsEvents(store.getState())).toEqual([later]);
    expect(selectAnalyticsPendingBytes(store.getState())).toBe(utf8Bytes(later));
    expect(selectAnalyticsLastFlushAt(store.getState())).toBe(42);
  });

  it('sets FORBIDDEN when a flush fails, keeping every event, and clears it on the next success', () => {
    const store = createStore();
    const queued = event('SEND_INITIATED');
    store.dispatch(analyticsEventQueued(queued));
    store.dispatch(analyticsFlushFailed());
    expect(selectAnalyticsReportedError(store.getState())).toBe('FORBIDDEN');
    expect(selectPendingAnalyticsEvents(store.getState())).toEqual([queued]);
    store.dispatch(analyticsFlushSucceeded({ eventIds: [queued.eventId] }));
    expect(selectAnalyticsReportedError(store.getState())).toBeUndefined();
    expect(selectPendingAnalyticsEvents(store.getState())).toEqual([]);
  });
});

describe('analyticsFlushRequested', () => {
  it('asks for a plain flush unless a beacon is asked for', () => {
    expect(analyticsFlushRequested().payload).toEqual({ beacon: false });
    expect(analyticsFlushRequested({ beacon: true }).payload).toEqual({ beacon: true });
  });
});

describe('isAlwaysSentEvent', () => {
  it('names INITIALIZE, CONNECT_SUCCESS and SOCIAL_LOGIN_SUCCESS only (spec §6)', () => {
    expect(isAlwaysSentEvent('INITIALIZE')).toBe(true);
    expect(isAlwaysSentEvent('CONNECT_SUCCESS')).toBe(true);
    expect(isAlwaysSentEvent('SOCIAL_LOGIN_SUCCESS')).toBe(true);
    expect(isAlwaysSentEvent('SOCIAL_LOGIN_STARTED')).toBe(false);
    expect(isAlwaysSentEvent('SWITCH_NETWORK')).toBe(false);
  });
});
