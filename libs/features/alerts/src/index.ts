// @kit/alerts: the integrator alert catalogue in state (spec §8); never shown to visitors.
// Every export below carries its one-line doc comment at its declaration.
export {
  alertsSlice,
  initialAlertsState,
  isIntegratorAlertCode,
  alertRaised,
  alertDismissed,
  serverMessageReceived,
  selectAlerts,
  selectAlert,
} from './alerts.slice';
export type { AlertLevel, RaisedAlert, AlertsState, WithAlerts } from './alerts.slice';
export { alertsSaga } from './alerts.saga';
