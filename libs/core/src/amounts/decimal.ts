import { ValidationError } from '../errors/errors';

/**
 * The decimal rule of spec §5: optional minus, digits, then optionally a dot and more digits.
 * Digits are required on both sides of a dot, so '.5' and '5.' are NOT decimals: that is the
 * literal reading of "digits, optional dot and more digits", and it keeps one spelling per value
 * for amounts sent to wallets. Only ASCII digits count (no full-width or other scripts); no sign
 * '+', no exponent, no spaces or thousands separators. Leading zeros ('007') are allowed.
 */
const DECIMAL_PATTERN = /^-?[0-9]+(?:\.[0-9]+)?$/;

/** True when `value` is a decimal string by the spec §5 rule; never throws. */
export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

/**
 * Throws a ValidationError 'Number {value} is not a valid decimal number.' (INVALID_DECIMAL)
 * unless `value` is a decimal string.
 */
export function validateDecimal(value: unknown): asserts value is string {
  if (!isDecimal(value)) throw new ValidationError('INVALID_DECIMAL', { value: describe(value) });
}

// String() throws for objects without a prototype; a message must never be the thing that fails.
// String() of a primitive never throws (a symbol too) and gives a string back as it is.
function describe(value: unknown): string {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
    return String(value);
  }
  return typeof value;
}
