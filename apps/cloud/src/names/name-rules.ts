import { CONSTANTS, ERROR_MESSAGES, formatMessage } from '@kit/core';
import { isValidAccountName } from '@kit/core/account-names';
import { ReasonError } from '../server/reason-error';

/** The one zone the local names service registers in: names are `<label>.kit.id`. */
export const NAME_ZONE = 'kit.id';

/** Longest label: a DNS label's limit (the spec gives only the minimum, §9). */
export const NAME_MAX_LENGTH = 63;

/** A name split into its label (lower case) and zone, e.g. 'alice' and 'kit.id'. */
export interface ParsedName {
  label: string;
  zone: string;
  /** `<label>.<zone>`, the form records carry. */
  fullName: string;
}

/** Why a label is refused, or undefined for a good one (spec §5, plus the DNS length limit). */
export function labelProblem(label: string): string | undefined {
  if (!isValidAccountName(label)) {
    return formatMessage(ERROR_MESSAGES.INVALID_ACCOUNT_NAME, { min: CONSTANTS.NAME_MIN_LENGTH });
  }
  if (label.length > NAME_MAX_LENGTH) {
    return `Names are at most ${NAME_MAX_LENGTH} characters`;
  }
  return undefined;
}

/**
 * The label of 'alice.kit.id', or of the bare 'alice' with `zone` (default kit.id), unchecked. Any
 * other zone is a 400 ReasonError.
 */
export function labelOf(raw: string, zone?: string): string {
  const text = raw.trim();
  const wantedZone = (zone ?? NAME_ZONE).toLowerCase();
  const dot = text.indexOf('.');
  const nameZone = dot === -1 ? wantedZone : text.slice(dot + 1).toLowerCase();
  if (nameZone !== NAME_ZONE || wantedZone !== NAME_ZONE) {
    throw new ReasonError(400, `Unsupported zone: names here are <name>.${NAME_ZONE}`);
  }
  return dot === -1 ? text : text.slice(0, dot);
}

/**
 * Reads 'alice.kit.id', or the bare 'alice' with `zone` (default kit.id), into a checked label and
 * zone. Names are case-insensitive: 'Alice' is 'alice', so no two owners hold look-alikes. An
 * invalid label or another zone is a 400 ReasonError.
 */
export function parseName(raw: string, zone?: string): ParsedName {
  const label = labelOf(raw, zone);
  const problem = labelProblem(label);
  if (problem !== undefined) throw new ReasonError(400, `Invalid name: ${problem}`);
  const lower = label.toLowerCase();
  return { label: lower, zone: NAME_ZONE, fullName: `${lower}.${NAME_ZONE}` };
}

/**
 * True for an ENSIP-11 EVM coin type: `(0x80000000 | chainId) >>> 0` for a chain id of 1 up to
 * 0x7fffffff. Every EVM chain uses it, mainnet included (2147483649, not SLIP-44's 60).
 */
export function isEvmCoinType(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value > CONSTANTS.COIN_TYPE_FLAG &&
    value <= 0xffffffff
  );
}
