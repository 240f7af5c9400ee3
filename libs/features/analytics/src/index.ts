// @kit/analytics: pending analytics events, their flush to the analytics sink, and throttled error
// reports (spec §3, §4, §6, §7, §9). Every export below carries its one-line doc comment at its
// declaration.
export {
  analyticsSlice,
  initialAnalyticsState,
  ANALYTICS_EVENT_NAMES,
  ALWAYS_SENT_ANALYTICS_EVENTS,
  ANALYTICS_MAX_PENDING_EVENTS,
  isAlwaysSentEvent,
  // Reducer actions (saga outcomes)
  analyticsEventQueued,
  analyticsEnabledChanged,
  analyticsFlushStarted,
  analyticsFlushSucceeded,
  analyticsFlushFailed,
  // Intents (handled by analyticsSaga)
  analyticsEventTracked,
  analyticsFlushRequested,
  errorReported,
  // Selectors
  selectPendingAnalyticsEvents,
  selectAnalyticsPendingBytes,
  selectAnalyticsLastFlushAt,
  selectAnalyticsEnabled,
  selectAnalyticsReportedError,
} from './analytics.slice';
export type {
  AnalyticsEventName,
  AnalyticsReportedError,
  AnalyticsState,
  ErrorReportCategory,
  ReportedError,
  TrackedAnalyticsEvent,
  WithAnalytics,
} from './analytics.slice';
export { analyticsSaga } from './analytics.saga';
