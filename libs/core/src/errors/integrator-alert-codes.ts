// The integrator alerts' codes and what the page needs of them before any alert is raised (spec
// §8): which codes exist, which are warnings, which server messages stand for one. Their texts,
// for the console and the error reports, are integrator-alerts.ts, the `@kit/core/integrator-alerts`
// entry, loaded on the first alert (issue 22: most visits raise none).

/** Every integrator alert code: APKT001-APKT010 (errors) and APKTW001-APKTW002 (warnings). */
export const INTEGRATOR_ALERT_CODES = [
  'APKT001',
  'APKT002',
  'APKT003',
  'APKT004',
  'APKT005',
  'APKT006',
  'APKT007',
  'APKT008',
  'APKT009',
  'APKT010',
  'APKTW001',
  'APKTW002',
] as const;

/** An integrator alert code: APKT001-APKT010 (errors) or APKTW001-APKTW002 (warnings). */
export type IntegratorAlertCode = (typeof INTEGRATOR_ALERT_CODES)[number];

/** One integrator alert's texts: the spec's short text, and what the integrator should do. */
export interface IntegratorAlert {
  code: IntegratorAlertCode;
  shortMessage: string;
  longMessage: string;
}

/** True when `code` is in the catalogue; codes may come from untyped code or servers. */
export function isIntegratorAlertCode(code: unknown): code is IntegratorAlertCode {
  return (INTEGRATOR_ALERT_CODES as readonly unknown[]).includes(code);
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
export function alertCodeForServerMessage(message: unknown): IntegratorAlertCode | undefined {
  if (typeof message !== 'string') return undefined;
  return SERVER_MESSAGE_ALERTS.find(([text]) => message.includes(text))?.[1];
}
