/**
 * IANA time zones of mainland China, Hong Kong and Macau (spec §5), including the legacy aliases
 * (`PRC`, `Hongkong`, `Asia/Chungking`, …) that some runtimes still report, because a visitor's
 * `Intl` zone is the only region hint Kit has without a network lookup.
 */
export const RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
];

const RESTRICTED: ReadonlySet<string> = new Set(RESTRICTED_TIMEZONES);

/** True when the IANA zone is restricted; an unknown (undefined) zone is not. */
export function isRestrictedTimezone(timezone?: string): boolean {
  return timezone !== undefined && RESTRICTED.has(timezone);
}
