import { ReasonError } from '../server/reason-error';
import { parseName, type ParsedName } from './name-rules';

/** How far a registration's timestamp may be from the server clock, either way: 10 minutes. */
export const REGISTRATION_WINDOW_SECONDS = 600;

/** Longest registration message accepted (ours is about 80 characters). */
export const MAX_MESSAGE_LENGTH = 4096;

/** What a signed registration message says. */
export interface RegistrationMessage {
  name: ParsedName;
  attributes: Record<string, string>;
  /** Unix seconds, as the signer wrote it. */
  timestamp: number;
}

const INVALID_MESSAGE =
  'Invalid message: expected the JSON { name: "<name>.kit.id", attributes: {}, timestamp: <unix seconds> }';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the message a registrant signed: a JSON string `{ name, attributes, timestamp }` (AppKit's
 * format) where `name` is '<label>.kit.id', or the bare label with an optional `zone`. Anything
 * else is a 400 ReasonError.
 */
export function parseRegistrationMessage(message: string): RegistrationMessage {
  if (message.length > MAX_MESSAGE_LENGTH) throw new ReasonError(400, INVALID_MESSAGE);
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    throw new ReasonError(400, INVALID_MESSAGE);
  }
  if (!isRecord(json) || typeof json.name !== 'string') throw new ReasonError(400, INVALID_MESSAGE);
  const { timestamp, zone } = json;
  const attributes = json.attributes ?? {};
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new ReasonError(400, INVALID_MESSAGE);
  }
  if (zone !== undefined && typeof zone !== 'string') throw new ReasonError(400, INVALID_MESSAGE);
  if (!isRecord(attributes) || !Object.values(attributes).every((v) => typeof v === 'string')) {
    throw new ReasonError(400, 'Invalid message: attributes must map names to strings');
  }
  return {
    name: parseName(json.name, zone),
    attributes: attributes as Record<string, string>,
    timestamp,
  };
}

/**
 * Refuses a timestamp outside ±10 minutes of `nowSeconds`: a signed message is good for a short
 * while only, so an old signature cannot be replayed later (say, for a name freed meanwhile).
 */
export function assertFreshTimestamp(timestamp: number, nowSeconds: number): void {
  if (timestamp < nowSeconds - REGISTRATION_WINDOW_SECONDS) {
    throw new ReasonError(400, 'Message expired');
  }
  if (timestamp > nowSeconds + REGISTRATION_WINDOW_SECONDS) {
    // Milliseconds are the usual cause: the timestamp is in seconds (spec §9).
    throw new ReasonError(400, 'Message timestamp is in the future (it is in unix seconds)');
  }
}
