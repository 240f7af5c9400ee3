import { configureStore } from '@reduxjs/toolkit';
import { INTEGRATOR_ALERTS, type IntegratorAlertCode } from '@kit/core';
import {
  alertDismissed,
  alertRaised,
  alertsSlice,
  isIntegratorAlertCode,
  selectAlert,
  selectAlerts,
} from './alerts.slice';

function createStore() {
  return configureStore({ reducer: { alerts: alertsSlice.reducer } });
}

describe('alerts slice', () => {
  it('starts with no alerts', () => {
    expect(selectAlerts(createStore().getState())).toEqual([]);
  });

  it('stores a raised alert with the catalogue texts, its level and a count of one', () => {
    const store = createStore();
    store.dispatch(alertRaised({ code: 'APKT002' }));
    expect(selectAlert(store.getState(), 'APKT002')).toEqual({
      code: 'APKT002',
      shortMessage: 'Invalid App Configuration',
      longMessage: INTEGRATOR_ALERTS.APKT002.longMessage,
      level: 'error',
      count: 1,
    });
  });

  it.each(Object.keys(INTEGRATOR_ALERTS) as IntegratorAlertCode[])(
    'classifies %s by its prefix',
    (code) => {
      const store = createStore();
      store.dispatch(alertRaised({ code }));
      expect(selectAlert(store.getState(), code)?.level).toBe(
        code.startsWith('APKTW') ? 'warning' : 'error',
      );
    },
  );

  it('de-duplicates by code and counts repeats, keeping first-raised order', () => {
    const store = createStore();
    store.dispatch(alertRaised({ code: 'APKT010' }));
    store.dispatch(alertRaised({ code: 'APKTW002' }));
    store.dispatch(alertRaised({ code: 'APKT010' }));
    expect(selectAlerts(store.getState()).map(({ code, count }) => [code, count])).toEqual([
      ['APKT010', 2],
      ['APKTW002', 1],
    ]);
  });

  it('ignores codes outside the catalogue', () => {
    const store = createStore();
    store.dispatch(alertRaised({ code: 'APKT999' as IntegratorAlertCode }));
    store.dispatch(alertRaised({ code: 'toString' as IntegratorAlertCode }));
    expect(selectAlerts(store.getState())).toEqual([]);
  });

  it('removes a dismissed alert and starts it afresh when raised again', () => {
    const store = createStore();
    store.dispatch(alertRaised({ code: 'APKT007' }));
    store.dispatch(alertRaised({ code: 'APKT007' }));
    store.dispatch(alertDismissed('APKT007'));
    expect(selectAlert(store.getState(), 'APKT007')).toBeUndefined();
    store.dispatch(alertRaised({ code: 'APKT007' }));
    expect(selectAlert(store.getState(), 'APKT007')?.count).toBe(1);
  });

  it('ignores the dismissal of an alert that was never raised', () => {
    const store = createStore();
    store.dispatch(alertRaised({ code: 'APKT001' }));
    store.dispatch(alertDismissed('APKT002'));
    expect(selectAlerts(store.getState()).map(({ code }) => code)).toEqual(['APKT001']);
  });
});

describe('isIntegratorAlertCode', () => {
  it('accepts catalogue codes only', () => {
    expect(isIntegratorAlertCode('APKTW001')).toBe(true);
    expect(isIntegratorAlertCode('apkt001')).toBe(false);
    expect(isIntegratorAlertCode('constructor')).toBe(false);
    expect(isIntegratorAlertCode(1)).toBe(false);
  });
});
