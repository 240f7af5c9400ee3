import * as api from './index';

// Pins the public API of @kit/analytics: changing this list is a deliberate API change (STYLE.md).
describe('@kit/analytics public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ALWAYS_SENT_ANALYTICS_EVENTS',
      'ANALYTICS_EVENT_NAMES',
      'ANALYTICS_MAX_PENDING_EVENTS',
      'analyticsEnabledChanged',
      'analyticsEventQueued',
      'analyticsEventTracked',
      'analyticsFlushFailed',
      'analyticsFlushRequested',
      'analyticsFlushStarted',
      'analyticsFlushSucceeded',
      'analyticsSaga',
      'analyticsSlice',
      'errorReported',
      'initialAnalyticsState',
      'isAlwaysSentEvent',
      'selectAnalyticsEnabled',
      'selectAnalyticsLastFlushAt',
      'selectAnalyticsPendingBytes',
      'selectAnalyticsReportedError',
      'selectPendingAnalyticsEvents',
    ]);
  });
});
