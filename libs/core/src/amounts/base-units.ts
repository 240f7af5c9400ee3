import { ValidationError } from '../errors/errors';

/**
 * A transfer's amount in the chain's smallest unit (wei, satoshi, lamport, planck) as a bigint.
 * The amount is a string of ASCII digits only: no sign, dot, exponent, hex prefix, spaces or
 * separators (BigInt() alone would take ' 1', '0x1' and '-1', and throw a SyntaxError for the rest).
 * Leading zeros are allowed ('007' is 7n) and there is no upper bound: each chain's own encoding
 * refuses what it cannot carry. Zero is a valid amount here; an adapter that refuses it says so.
 * Throws ValidationError 'Number {value} is not a valid decimal number.' (INVALID_DECIMAL).
 */
export function parseBaseUnits(amount: string): bigint {
  // In the function, not a module constant: a mutated pattern then runs only these callers' specs.
  if (!/^[0-9]+$/.test(amount)) {
    throw new ValidationError('INVALID_DECIMAL', { value: amount });
  }
  return BigInt(amount);
}
