import { UserRejectedRequestError } from './errors';
import { isKitError } from './kit-error';

/** Provider codes that mean "the visitor said no" (spec §5): EIP-1193 4001 and WalletConnect 5000/5002. */
const USER_REJECTION_CODES: ReadonlySet<number> = new Set([4001, 5000, 5002]);

/** Message fragments that mean the same when a wallet sends no usable code (spec §5). */
const USER_REJECTION_PHRASES = [
  'user rejected',
  'user cancelled',
  'user canceled',
  'connection request reset',
] as const;

const MAX_CAUSE_DEPTH = 5;

/**
 * True when an error from a wallet or SDK is the visitor's refusal. Looks at `code` (number or
 * numeric string), `rpcCode`, `message` and `shortMessage`, and follows `cause` and ethers'
 * `error` / `info.error` wrappers a few levels deep, since SDKs nest the wallet's error.
 */
export function isUserRejection(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > MAX_CAUSE_DEPTH) {
    return typeof error === 'string' && hasRejectionPhrase(error);
  }
  const record = error as Record<string, unknown>;
  if (isKitError(error) && error.code === 'USER_REJECTED') return true;
  for (const key of ['code', 'rpcCode'] as const) {
    const value = record[key];
    const numeric = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof numeric === 'number' && USER_REJECTION_CODES.has(numeric)) return true;
  }
  for (const key of ['message', 'shortMessage'] as const) {
    const value = record[key];
    if (typeof value === 'string' && hasRejectionPhrase(value)) return true;
  }
  const info = record['info'] as Record<string, unknown> | undefined;
  return [record['cause'], record['error'], info?.['error']].some(
    (nested) => nested !== undefined && nested !== error && isUserRejection(nested, depth + 1),
  );
}

function hasRejectionPhrase(text: string): boolean {
  const lower = text.toLowerCase();
  return USER_REJECTION_PHRASES.some((phrase) => lower.includes(phrase));
}

/** Returns a UserRejectedRequestError when `error` is a rejection, else undefined. */
export function asUserRejection(error: unknown): UserRejectedRequestError | undefined {
  if (!isUserRejection(error)) return undefined;
  return error instanceof UserRejectedRequestError
    ? error
    : new UserRejectedRequestError({ cause: error });
}
