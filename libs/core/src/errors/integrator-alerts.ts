import type { IntegratorAlert, IntegratorAlertCode } from './integrator-alert-codes';

/**
 * The texts of the integrator alerts (spec §8), shown in the console and in the error reports,
 * never to visitors. Short texts are the spec's; the long texts tell the integrator what to do.
 * Their own entry (`@kit/core/integrator-alerts`), loaded on the first alert raised (issue 22);
 * the codes are integrator-alert-codes.ts, and every code has its texts here.
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
} as const satisfies Readonly<Record<IntegratorAlertCode, IntegratorAlert>>;
