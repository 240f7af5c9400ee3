import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnalyticsEvent } from '@kit/api';
import { DEFAULT_FEATURES, type CaipNetworkId } from '@kit/core';

/** The analytics event names of spec §7. */
export const ANALYTICS_EVENT_NAMES = [
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SOCIAL_LOGIN_STARTED',
  'SOCIAL_LOGIN_REQUEST_USER_DATA',
  'SOCIAL_LOGIN_SUCCESS',
  'SOCIAL_LOGIN_ERROR',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'SWITCH_NETWORK',
  'CONNECT_SUCCESS',
  'ERROR_FETCH_TRANSACTIONS',
  'INITIALIZE',
] as const;

/** An analytics event name (spec §7). */
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Events sent even when analytics is off (spec §6). */
export const ALWAYS_SENT_ANALYTICS_EVENTS: readonly AnalyticsEventName[] = [
  'INITIALIZE',
  'CONNECT_SUCCESS',
  'SOCIAL_LOGIN_SUCCESS',
];

/** True for the events spec §6 sends whatever the analytics switch says. */
export function isAlwaysSentEvent(name: string): boolean {
  return (ALWAYS_SENT_ANALYTICS_EVENTS as readonly string[]).includes(name);
}

/**
 * Most events kept pending (ours, not the spec's): while the sink keeps failing the oldest are
 * dropped, so a long outage cannot grow the state without end.
 */
export const ANALYTICS_MAX_PENDING_EVENTS = 1000;

/**
 * Why the last flush failed (spec §4).
 * - `FORBIDDEN`: the sink refused or could not be reached; cleared by the next successful flush.
 */
export type AnalyticsReportedError = 'FORBIDDEN';

/** Analytics state: the events waiting for the next flush, and how flushing goes. */
export interface AnalyticsState {
  /** Built events not yet accepted by the sink, oldest first. */
  pending: AnalyticsEvent[];
  /** Size of `pending` as UTF-8 JSON, compared with §9's 45 KB threshold. */
  pendingBytes: number;
  /** When the last flush ran (epoch ms, saga clock); undefined before the first. */
  lastFlushAt?: number;
  /** The analytics feature flag AND the project's remote analytics switch (spec §6, §8). */
  enabled: boolean;
  /** Set when a flush failed; cleared by the next successful one (spec §4). */
  reportedError?: AnalyticsReportedError;
}

/** Nothing pending; enabled as the default feature flag says until the saga syncs it. */
export const initialAnalyticsState: AnalyticsState = {
  pending: [],
  pendingBytes: 0,
  enabled: DEFAULT_FEATURES.analytics,
};

const encoder = new TextEncoder();

/** The size of an event as the batch body carries it (UTF-8 JSON). @internal */
export function analyticsEventBytes(event: AnalyticsEvent): number {
  return encoder.encode(JSON.stringify(event)).length;
}

function totalBytes(events: readonly AnalyticsEvent[]): number {
  return events.reduce((sum, event) => sum + analyticsEventBytes(event), 0);
}

/** The analytics slice; mount its reducer under `analytics`. */
export const analyticsSlice = createSlice({
  name: 'analytics',
  initialState: initialAnalyticsState,
  reducers: {
    /**
     * A built event joins the pending list (the saga builds it from analyticsEventTracked). An
     * event analytics may not send is ignored; past the bound the oldest are dropped.
     */
    analyticsEventQueued(state, action: PayloadAction<AnalyticsEvent>) {
      const event = action.payload;
      if (!state.enabled && !isAlwaysSentEvent(event.props.event)) return;
      state.pending.push(event);
      state.pendingBytes += analyticsEventBytes(event);
      if (state.pending.length > ANALYTICS_MAX_PENDING_EVENTS) {
        state.pending.splice(0, state.pending.length - ANALYTICS_MAX_PENDING_EVENTS);
        state.pendingBytes = totalBytes(state.pending);
      }
    },
    /**
     * Analytics was switched on or off. Switching off drops the pending events that only an
     * enabled analytics may send: a project that turns analytics off gets none of them.
     */
    analyticsEnabledChanged(state, action: PayloadAction<boolean>) {
      state.enabled = action.payload;
      if (state.enabled) return;
      const kept = state.pending.filter((event) => isAlwaysSentEvent(event.props.event));
      if (kept.length === state.pending.length) return;
      state.pending = kept;
      state.pendingBytes = totalBytes(kept);
    },
    /** A flush ran at `at` (with or without events to send); the time threshold counts from it. */
    analyticsFlushStarted(state, action: PayloadAction<{ at: number }>) {
      state.lastFlushAt = action.payload.at;
    },
    /** The sink accepted these events: they leave the pending list and the error flag clears. */
    analyticsFlushSucceeded(state, action: PayloadAction<{ eventIds: string[] }>) {
      const sent = new Set(action.payload.eventIds);
      state.pending = state.pending.filter((event) => !sent.has(event.eventId));
      state.pendingBytes = totalBytes(state.pending);
      delete state.reportedError;
    },
    /** The batch was not accepted: its events stay pending for a later flush (spec §4). */
    analyticsFlushFailed(state) {
      state.reportedError = 'FORBIDDEN';
    },
  },
});

export const {
  analyticsEventQueued,
  analyticsEnabledChanged,
  analyticsFlushStarted,
  analyticsFlushSucceeded,
  analyticsFlushFailed,
} = analyticsSlice.actions;

/** What to track: the event and, optionally, its account, network and event-specific data. */
export interface TrackedAnalyticsEvent {
  event: AnalyticsEventName;
  /** Default: the active account's address. */
  address?: string;
  /** Default: the active network. */
  caipNetworkId?: CaipNetworkId;
  /** Event-specific data; made JSON-safe before it enters state. */
  properties?: Record<string, unknown>;
}

/** Intent: track an analytics event (spec §3, §7); sent with a later flush. */
export const analyticsEventTracked = createAction<TrackedAnalyticsEvent>('analytics/eventTracked');

/** Intent: flush the pending events now; `beacon` lets the batch outlive the page. */
export const analyticsFlushRequested = createAction(
  'analytics/flushRequested',
  (options: { beacon?: boolean } = {}) => ({ payload: { beacon: options.beacon === true } }),
);

/**
 * What went wrong, as the error-report sink files it.
 * - `API_ERROR`: a cloud or RPC call failed.
 * - `DATA_PARSING_ERROR`: an answer could not be read.
 * - `SECURE_SITE_ERROR`: the embedded wallet's secure site failed.
 * - `INTERNAL_SDK_ERROR`: a bug in Kit.
 */
export type ErrorReportCategory =
  'API_ERROR' | 'DATA_PARSING_ERROR' | 'SECURE_SITE_ERROR' | 'INTERNAL_SDK_ERROR';

/** An error to report: its category (sent as props.event) and the error itself. */
export interface ReportedError {
  type: ErrorReportCategory;
  /** The error's name, e.g. 'ApiRequestError'. */
  errorType: string;
  errorMessage: string;
  stackTrace?: string;
}

/** Intent: report an error to POST /e (spec §7), throttled to 5 per 60 s (§9). */
export const errorReported = createAction<ReportedError>('analytics/errorReported');

/** The slice of root state this feature reads. */
export interface WithAnalytics {
  analytics: AnalyticsState;
}

/** The events waiting for the next flush, oldest first. */
export const selectPendingAnalyticsEvents = (state: WithAnalytics): AnalyticsEvent[] =>
  state.analytics.pending;
/** The size of the pending events in bytes. */
export const selectAnalyticsPendingBytes = (state: WithAnalytics): number =>
  state.analytics.pendingBytes;
/** When the last flush ran, if one has. */
export const selectAnalyticsLastFlushAt = (state: WithAnalytics): number | undefined =>
  state.analytics.lastFlushAt;
/** Whether analytics is on (the always-sent events of spec §6 go out regardless). */
export const selectAnalyticsEnabled = (state: WithAnalytics): boolean => state.analytics.enabled;
/** 'FORBIDDEN' while the last flush failed. */
export const selectAnalyticsReportedError = (
  state: WithAnalytics,
): AnalyticsReportedError | undefined => state.analytics.reportedError;
