import { ValidationError } from '../errors/errors';
import { validateDecimal } from './decimal';

// ERC-20 `decimals()` is a uint8; no chain Kit serves uses more.
const MAX_DECIMALS = 255;

/**
 * Converts a decimal string to integer base units (`'1.5'`, 18 -> 1500000000000000000n), exactly,
 * on bigint. More significant fractional digits than `decimals` throw instead of rounding, since
 * silently sending less than typed is worse than an error; trailing zeros beyond `decimals`
 * ('1.50' at 1 decimal) lose nothing and are accepted. Throws ValidationError INVALID_DECIMAL.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimalsCount(decimals);
  validateDecimal(value);
  // A leading '-' stays on the whole part: BigInt('-1' + '5000') is -(15000), and '-0…' is 0.
  const [whole = '', fraction = ''] = value.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) {
    throw new ValidationError(
      'INVALID_DECIMAL',
      { value },
      { details: `more than ${decimals} fractional digits` },
    );
  }
  return BigInt(whole + significant.padEnd(decimals, '0'));
}

/**
 * Converts integer base units to the shortest exact decimal string (1500000000000000000n, 18 ->
 * '1.5'; whole amounts have no '.0'), so the result always passes the decimal rule and parses back
 * to the same value. Throws ValidationError INVALID_DECIMAL for a bad decimals count.
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimalsCount(decimals);
  if (typeof value !== 'bigint') {
    throw new ValidationError(
      'INVALID_DECIMAL',
      { value: typeof value },
      { details: 'value must be a bigint' },
    );
  }
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

// The catalogue has no code for a bad decimals count; INVALID_DECIMAL names the number at fault
// and the details say what was expected.
function assertDecimalsCount(decimals: number): void {
  if (Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_DECIMALS) return;
  throw new ValidationError(
    'INVALID_DECIMAL',
    { value: typeof decimals === 'number' ? String(decimals) : typeof decimals },
    { details: `decimals must be an integer from 0 to ${MAX_DECIMALS}` },
  );
}
