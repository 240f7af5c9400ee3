import { CONSTANTS } from '@kit/core';

/**
 * Amounts as people read them (spec §5 decimals: 3, as balances). Works on the digits of the
 * decimal string, never on a float, so any magnitude stays exact. Where text is shortened the
 * caller keeps the exact value reachable (a `title`, a screen-reader text): issue 23.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Spec §5: amounts show 3 decimals, as balances (core's formatBalance reads the same constant). */
const PLACES = CONSTANTS.BALANCE_DISPLAY_DECIMALS;
const SCALE = 10n ** BigInt(PLACES);
/** What a non-zero amount below the smallest shown step reads ('<0.001'). */
const BELOW_SMALLEST = `<0.${'0'.repeat(PLACES - 1)}1`;

/** Whole units from which an amount is shown in millions, billions… ('1.5M'). */
const COMPACT_FROM = 1_000_000n;

const COMPACT_UNITS: ReadonlyArray<readonly [bigint, string]> = [
  [1_000_000_000_000n, 'T'],
  [1_000_000_000n, 'B'],
  [1_000_000n, 'M'],
];

/** '1234567' → '1.234M' (cut, like balances); undefined below a million. */
function compactWhole(whole: bigint): string | undefined {
  if (whole < COMPACT_FROM) return undefined;
  const [unit, suffix] = COMPACT_UNITS.find(([size]) => whole >= size)!;
  const fraction = (((whole % unit) * SCALE) / unit)
    .toString()
    .padStart(PLACES, '0')
    .replace(/0+$/, '');
  return `${whole / unit}${fraction === '' ? '' : `.${fraction}`}${suffix}`;
}

/**
 * A non-negative whole-unit amount cut (not rounded) to 3 decimals, as balances are (spec §5):
 * '1.23456' → '1.234', '1.5' → '1.5'; a non-zero amount below 0.001 reads '<0.001' rather than a
 * false 0; a million and more reads '1.5M' so a row is never cut mid-number. Anything that is not
 * a plain decimal comes back as it is.
 */
export function shortAmount(numeric: string): string {
  const match = DECIMAL.exec(numeric.trim());
  if (match === null) return numeric;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const compact = compactWhole(BigInt(whole));
  if (compact !== undefined) return compact;
  const fraction = (match[2] ?? '').slice(0, PLACES).replace(/0+$/, '');
  if (whole === '0' && fraction === '' && /[1-9]/.test(match[2] ?? '')) return BELOW_SMALLEST;
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/**
 * An upper bound ('Network fee (at most)') to 3 decimals, rounded up so it never claims less
 * than it may cost: '0.000331701201257622' → '<0.001', '0.0123' → '0.013', '2' → '2'.
 */
export function maximumAmount(numeric: string): string {
  const match = DECIMAL.exec(numeric.trim());
  if (match === null) return numeric;
  const digits = match[2] ?? '';
  const whole = BigInt(match[1]!);
  if (whole === 0n && /[1-9]/.test(digits) && !/[1-9]/.test(digits.slice(0, PLACES))) {
    return BELOW_SMALLEST;
  }
  const kept = BigInt(digits.slice(0, PLACES).padEnd(PLACES, '0'));
  const up = /[1-9]/.test(digits.slice(PLACES)) ? 1n : 0n;
  const steps = whole * SCALE + kept + up;
  const fraction = (steps % SCALE).toString().padStart(PLACES, '0').replace(/0+$/, '');
  return `${steps / SCALE}${fraction === '' ? '' : `.${fraction}`}`;
}
