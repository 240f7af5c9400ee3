import { CONSTANTS } from '../constants';
import { ValidationError } from '../errors/errors';

// Spec §5: letters, digits and hyphens only. ASCII letters only, so a registered name cannot be
// a look-alike of another (Cyrillic 'а' for Latin 'a').
const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9-]+$/;

/** True for an account name by spec §5: letters, digits and hyphens, at least 4 characters. */
export function isValidAccountName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= CONSTANTS.NAME_MIN_LENGTH &&
    ACCOUNT_NAME_PATTERN.test(value)
  );
}

/** Throws a ValidationError INVALID_ACCOUNT_NAME (naming the minimum length) unless valid. */
export function validateAccountName(value: unknown): asserts value is string {
  if (!isValidAccountName(value)) {
    throw new ValidationError('INVALID_ACCOUNT_NAME', { min: CONSTANTS.NAME_MIN_LENGTH });
  }
}
