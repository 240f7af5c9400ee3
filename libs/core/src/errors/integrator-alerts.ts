/**
 * Alerts for the integrator (spec §8), shown in the console and on the alerts slice, never to
 * visitors. Short texts are the spec's; the long texts tell the integrator what to do.
 */
export const INTEGRATOR_ALERTS = {
  APKT001: {
    code: 'APKT001',
    shortMessage: 'Network Not Found',
    longMessage: 'The requested network is not among the networks passed to createKit().',
  },
  APKT002: {
    code: 'APKT002',
    shortMessage: 'Invalid App Configuration',
    longMessage: "This page's origin is not on the project's allowed origins list.",
  },
  APKT003: {
    code: 'APKT003',
    shortMessage: 'Network Error: Wallet Load Failed',
    longMessage:
      'The embedded wallet frame failed to load. Check the network and the frame-src CSP.',
  },
  APKT004: {
    code: 'APKT004',
    shortMessage: 'Wallet Request Timeout',
    longMessage: 'The embedded wallet did not answer in time.',
  },
  APKT005: {
    code: 'APKT005',
    shortMessage: 'Unverified Domain',
    longMessage: 'The embedded wallet refused this domain: add it to the allowed origins.',
  },
  APKT006: {
    code: 'APKT006',
    shortMessage: 'Session Expired',
    longMessage: 'The session token is not yet valid: check the system date and time.',
  },
  APKT007: {
    code: 'APKT007',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id passed to createKit() is not known to the configuration service.',
  },
  APKT008: {
    code: 'APKT008',
    shortMessage: 'Project ID Missing',
    longMessage: 'No project id was passed to createKit(); remote configuration is skipped.',
  },
  APKT009: {
    code: 'APKT009',
    shortMessage: 'Server Error',
    longMessage: 'The app configuration could not be fetched; local defaults are used.',
  },
  APKT010: {
    code: 'APKT010',
    shortMessage: 'Rate Limited',
    longMessage: 'The configuration service is rate limiting this project; try again later.',
  },
  APKTW001: {
    code: 'APKTW001',
    shortMessage: 'Inactive Namespace Not Connected',
    longMessage: 'A request named a namespace that has no connection: connect it first.',
  },
  APKTW002: {
    code: 'APKTW002',
    shortMessage: 'Invalid Email Address',
    longMessage: 'The e-mail address given is not valid.',
  },
} as const;

/** An integrator alert code: APKT001-APKT010 (errors) or APKTW001-APKTW002 (warnings). */
export type IntegratorAlertCode = keyof typeof INTEGRATOR_ALERTS;

/** One integrator alert as kept in state. */
export interface IntegratorAlert {
  code: IntegratorAlertCode;
  shortMessage: string;
  longMessage: string;
}

/** Warnings start with APKTW; everything else is an error. */
export function isWarningAlert(code: IntegratorAlertCode): boolean {
  return code.startsWith('APKTW');
}

/** Server messages the configuration services send, mapped to alerts (spec §8). */
const SERVER_MESSAGE_ALERTS: ReadonlyArray<readonly [string, IntegratorAlertCode]> = [
  ['Unauthorized: origin not allowed', 'APKT002'],
  ['JWT validation error: JWT Token is not yet valid', 'APKT006'],
  ['Unauthorized: invalid key', 'APKT007'],
];

/** The alert a server error message stands for, or undefined when it is not one of §8's. */
export function alertForServerMessage(message: unknown): IntegratorAlert | undefined {
  if (typeof message !== 'string') return undefined;
  const match = SERVER_MESSAGE_ALERTS.find(([text]) => message.includes(text));
  return match ? INTEGRATOR_ALERTS[match[1]] : undefined;
}
