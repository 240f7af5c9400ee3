import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  INTEGRATOR_ALERTS,
  isWarningAlert,
  type IntegratorAlert,
  type IntegratorAlertCode,
} from '@kit/core';

/**
 * How serious an integrator alert is (spec §8).
 * - `error`: APKT001-APKT010, something the integrator must fix.
 * - `warning`: APKTW001-APKTW002, something worth knowing.
 */
export type AlertLevel = 'error' | 'warning';

/** A raised integrator alert, once per code; `count` says how often it was raised. */
export interface RaisedAlert extends IntegratorAlert {
  level: AlertLevel;
  count: number;
}

/** Alerts state: raised alerts in the order first raised. */
export interface AlertsState {
  alerts: RaisedAlert[];
}

/** No alerts. */
export const initialAlertsState: AlertsState = { alerts: [] };

/** True when `code` is in the catalogue; codes may come from untyped code or servers. */
export function isIntegratorAlertCode(code: unknown): code is IntegratorAlertCode {
  return typeof code === 'string' && Object.hasOwn(INTEGRATOR_ALERTS, code);
}

/** The alerts slice; mount its reducer under `alerts`. */
export const alertsSlice = createSlice({
  name: 'alerts',
  initialState: initialAlertsState,
  reducers: {
    /** An alert was raised; raising it again only counts. Unknown codes are ignored. */
    alertRaised(state, action: PayloadAction<{ code: IntegratorAlertCode }>) {
      const { code } = action.payload;
      if (!isIntegratorAlertCode(code)) return;
      const raised = state.alerts.find((alert) => alert.code === code);
      if (raised) {
        raised.count += 1;
        return;
      }
      const { shortMessage, longMessage } = INTEGRATOR_ALERTS[code];
      const level: AlertLevel = isWarningAlert(code) ? 'warning' : 'error';
      state.alerts.push({ code, shortMessage, longMessage, level, count: 1 });
    },
    /** The integrator dismissed an alert; raising it later starts it afresh. */
    alertDismissed(state, action: PayloadAction<IntegratorAlertCode>) {
      state.alerts = state.alerts.filter((alert) => alert.code !== action.payload);
    },
  },
});

export const { alertRaised, alertDismissed } = alertsSlice.actions;

/** Intent: a configuration service answered with this error message (spec §8 maps some to alerts). */
export const serverMessageReceived = createAction<unknown>('alerts/serverMessageReceived');

/** The slice of root state this feature reads. */
export interface WithAlerts {
  alerts: AlertsState;
}

/** Every raised alert, in the order first raised. */
export const selectAlerts = (state: WithAlerts): RaisedAlert[] => state.alerts.alerts;
/** One raised alert, if it was raised and not dismissed. */
export const selectAlert = (
  state: WithAlerts,
  code: IntegratorAlertCode,
): RaisedAlert | undefined => state.alerts.alerts.find((alert) => alert.code === code);
