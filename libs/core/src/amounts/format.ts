import { CONSTANTS } from '../constants';
import { isDecimal } from './decimal';

/**
 * A balance for display (spec §5/§9): cut to 3 decimals, never rounded up, so Kit never shows
 * more than the account holds ('0.0009999' -> '0.000'). Empty, invalid or missing -> '0.000'.
 */
export function formatBalance(value: string | undefined): string {
  return truncateDecimal(value, CONSTANTS.BALANCE_DISPLAY_DECIMALS);
}

/**
 * A total value for display (spec §5/§9): 2 decimals, cut like balances rather than rounded, so
 * a total never exceeds what its parts are worth and agrees with the floored balances shown next
 * to it ('12.349' -> '12.34'). Empty, invalid or missing -> '0.00'.
 */
export function formatTotal(value: string | undefined): string {
  return truncateDecimal(value, CONSTANTS.TOTAL_DISPLAY_DECIMALS);
}

// Exponent form is accepted because amounts that passed through a JS number print that way
// ('1e-7'); the exponent is bounded so '1e999999999' cannot allocate a billion digits.
const SCIENTIFIC_PATTERN = /^(-?)([0-9]+)(?:\.([0-9]+))?[eE]([-+]?[0-9]{1,3})$/;

/**
 * Works on the digits of the string, never on a float, so any magnitude stays exact. Cuts toward
 * zero: for the non-negative balances of the spec that is the floor; for a negative value it
 * avoids showing a larger debt than there is. A result that is zero never carries a minus.
 */
function truncateDecimal(value: unknown, places: number): string {
  const plain = toPlainDecimal(value);
  if (plain === undefined) return `0.${'0'.repeat(places)}`;
  const negative = plain.startsWith('-');
  // A plain decimal always has digits before any dot, so `whole` is never missing.
  const [whole, fraction = ''] = (negative ? plain.slice(1) : plain).split('.') as [
    string,
    string?,
  ];
  const body = `${whole.replace(/^0+(?=[0-9])/, '')}.${fraction.slice(0, places).padEnd(places, '0')}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

function toPlainDecimal(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (isDecimal(value)) return value;
  const match = SCIENTIFIC_PATTERN.exec(value);
  if (match === null) return undefined;
  // Only the fraction group is optional; the others always take part in a match.
  const [, sign, whole, fraction = '', exponentText] = match as unknown as [
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  const digits = whole + fraction;
  // Where the decimal point lands, counted from the left of `digits`.
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
