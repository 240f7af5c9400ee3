import * as api from './index';

// Pins the public API of @kit/alerts: changing this list is a deliberate API change (STYLE.md).
describe('@kit/alerts public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'alertDismissed',
      'alertRaised',
      'alertsSaga',
      'alertsSlice',
      'initialAlertsState',
      'isIntegratorAlertCode',
      'selectAlert',
      'selectAlerts',
      'serverMessageReceived',
    ]);
  });
});
