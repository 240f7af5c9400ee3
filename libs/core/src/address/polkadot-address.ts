import { blake2b } from '@noble/hashes/blake2b';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils';
import { base58 } from '@scure/base';

/** Well-known SS58 prefixes (network identifiers) from the SS58 registry. */
export const SS58_PREFIXES = {
  /** Polkadot relay chain. */
  polkadot: 0,
  /** Kusama relay chain. */
  kusama: 2,
  /** Generic Substrate, used by dev chains and as the default. */
  generic: 42,
} as const;

/** Options of isPolkadotAddress. */
export interface PolkadotAddressOptions {
  /** Accept only this SS58 prefix (e.g. SS58_PREFIXES.polkadot); by default any prefix. */
  readonly prefix?: number;
}

/** An SS58 address taken apart. */
export interface Ss58Address {
  /** The network identifier, 0 to 16383. */
  prefix: number;
  /** The 32-byte account public key. */
  publicKey: Uint8Array;
}

const CHECKSUM_CONTEXT = utf8ToBytes('SS58PRE');
const PUBLIC_KEY_LENGTH = 32;
// A 32-byte key takes a 2-byte checksum.
const CHECKSUM_LENGTH = 2;
// Reserved by the SS58 registry, never issued.
const RESERVED_PREFIXES: ReadonlySet<number> = new Set([46, 47]);
// 35 or 36 decoded bytes are 47 to 50 characters; the pattern bounds the work before decoding.
const SS58_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/;

/**
 * Decodes an SS58 account address of a 32-byte public key, or returns undefined when it is not
 * one: wrong length, reserved or non-canonical prefix, or a checksum that does not match.
 * Short account indices and 33-byte ECDSA keys are refused: this rule is for 32-byte account keys.
 */
export function decodeSs58Address(value: unknown): Ss58Address | undefined {
  if (typeof value !== 'string' || !SS58_PATTERN.test(value)) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(value);
  } catch {
    return undefined;
  }
  const prefixed = readPrefix(bytes);
  if (prefixed === undefined || RESERVED_PREFIXES.has(prefixed.prefix)) return undefined;
  const { prefix, length } = prefixed;
  if (bytes.length !== length + PUBLIC_KEY_LENGTH + CHECKSUM_LENGTH) return undefined;
  const body = bytes.subarray(0, length + PUBLIC_KEY_LENGTH);
  const hash = blake2b(concatBytes(CHECKSUM_CONTEXT, body), { dkLen: 64 });
  const checksum = bytes.subarray(length + PUBLIC_KEY_LENGTH);
  if (hash[0] !== checksum[0] || hash[1] !== checksum[1]) return undefined;
  return { prefix, publicKey: bytes.slice(length, length + PUBLIC_KEY_LENGTH) };
}

/** True for an SS58 address of a 32-byte public key, optionally of one expected prefix. */
export function isPolkadotAddress(
  value: unknown,
  options: PolkadotAddressOptions = {},
): value is string {
  const decoded = decodeSs58Address(value);
  return (
    decoded !== undefined && (options.prefix === undefined || decoded.prefix === options.prefix)
  );
}

/**
 * SS58 prefixes 0-63 take one byte; 64-16383 take two, with the 14 bits spread over both bytes.
 * A two-byte form of a value below 64 is refused so each address has one spelling.
 */
function readPrefix(bytes: Uint8Array): { prefix: number; length: 1 | 2 } | undefined {
  const first = bytes[0];
  const second = bytes[1];
  if (first === undefined || second === undefined || first >= 128) return undefined;
  if (first < 64) return { prefix: first, length: 1 };
  const prefix = ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8);
  return prefix < 64 ? undefined : { prefix, length: 2 };
}
