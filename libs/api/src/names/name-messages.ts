// @kit/api/name-messages: the registration message and coin type, for the names and send sagas
// (lazy chunks). Not re-exported by the main entry, which the page loads (issue 22).
import { CONSTANTS, ValidationError } from '@kit/core';
import { validateAccountName } from '@kit/core/account-names';
import { DEFAULT_NAME_ZONE } from './name-zone';

export { DEFAULT_NAME_ZONE } from './name-zone';

// Above this a "seconds" timestamp is surely milliseconds (10^11 s is the year 5138).
const MAX_PLAUSIBLE_SECONDS = 1e11;

/** What buildNameRegistrationMessage needs. */
export interface NameRegistrationMessageParams {
  /** 'alice' or 'alice.kit.id'. */
  name: string;
  /** Default 'kit.id'. */
  zone?: string;
  /** Unix seconds (spec §9), e.g. Math.floor(clock.now() / 1000). */
  timestamp: number;
}

/** The full name of `name` in `zone`: 'alice' → 'alice.kit.id'; a full name stays as it is. */
export function fullNameOf(name: string, zone: string = DEFAULT_NAME_ZONE): string {
  const trimmed = name.trim();
  return trimmed.includes('.') ? trimmed : `${trimmed}.${zone}`;
}

/**
 * The message a registrant signs with personal_sign (EIP-191) to register a name, AppKit's
 * format: the JSON string `{ name: '<label>.<zone>', attributes: {}, timestamp: <unix seconds> }`.
 * Throws a ValidationError INVALID_ACCOUNT_NAME for a label breaking spec §5 (letters, digits and
 * hyphens, at least 4 characters) or a name in another zone, and NAME_REGISTER_FAILED for a
 * timestamp that is not unix seconds (milliseconds, say).
 */
export function buildNameRegistrationMessage(params: NameRegistrationMessageParams): string {
  const zone = params.zone ?? DEFAULT_NAME_ZONE;
  const trimmed = params.name.trim();
  const suffix = `.${zone}`;
  const label = trimmed.toLowerCase().endsWith(suffix.toLowerCase())
    ? trimmed.slice(0, -suffix.length)
    : trimmed;
  validateAccountName(label);
  const name = `${label}${suffix}`;
  const { timestamp } = params;
  if (!Number.isSafeInteger(timestamp) || timestamp < 0 || timestamp >= MAX_PLAUSIBLE_SECONDS) {
    throw new ValidationError(
      'NAME_REGISTER_FAILED',
      { name },
      { details: `timestamp must be unix seconds, got ${String(timestamp)}` },
    );
  }
  return JSON.stringify({ name, attributes: {}, timestamp });
}

/**
 * The coin type of an EVM chain (ENSIP-11): `(0x80000000 | chainId) >>> 0`, mainnet included
 * (1 → 2147483649). Takes the number or its decimal string (a network's `id`); throws a
 * ValidationError INVALID_CAIP_NETWORK_ID for anything but an integer from 1 to 0x7fffffff.
 */
export function coinTypeForChainId(chainId: number | string): number {
  const id = typeof chainId === 'string' && /^\d+$/.test(chainId) ? Number(chainId) : chainId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id >= CONSTANTS.COIN_TYPE_FLAG) {
    throw new ValidationError(
      'INVALID_CAIP_NETWORK_ID',
      {},
      { details: `chain id ${String(chainId)} has no ENSIP-11 coin type` },
    );
  }
  return (CONSTANTS.COIN_TYPE_FLAG | id) >>> 0;
}
