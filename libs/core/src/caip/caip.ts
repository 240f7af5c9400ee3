import { ValidationError } from '../errors/errors';
import {
  KNOWN_NAMESPACES,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
} from './caip-types';

/**
 * Options of every CAIP function. `namespaces` replaces the default list (KNOWN_NAMESPACES), so a
 * third-party adapter can make its namespace known: `{ namespaces: [...KNOWN_NAMESPACES, 'cosmos'] }`.
 */
export interface CaipOptions {
  /** The namespaces that count as known; defaults to KNOWN_NAMESPACES. */
  readonly namespaces?: readonly string[];
}

/** A CAIP-2 network id taken apart. */
export interface ParsedCaipNetworkId {
  namespace: ChainNamespace;
  reference: string;
  caipNetworkId: CaipNetworkId;
}

/** A CAIP-10 account id taken apart; `caipNetworkId` is its network's CAIP-2 id. */
export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string;
}

// Charsets and lengths of CAIP-2 (namespace, reference) and CAIP-10 (account address).
const NAMESPACE_PATTERN = /^[-a-z0-9]{3,8}$/;
const REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/;
const ACCOUNT_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/;

/** Parses a CAIP-2 network id (`eip155:1`); throws a ValidationError 'Invalid CAIP-2 network id'. */
export function parseCaipNetworkId(value: string, options: CaipOptions = {}): ParsedCaipNetworkId {
  const parsed = tryParseNetworkId(value, options);
  if (parsed === undefined) throw new ValidationError('INVALID_CAIP_NETWORK_ID');
  return parsed;
}

/** True for a valid CAIP-2 network id of a known namespace; never throws. */
export function isCaipNetworkId(value: unknown, options: CaipOptions = {}): value is CaipNetworkId {
  return tryParseNetworkId(value, options) !== undefined;
}

/**
 * Builds a CAIP-2 id, checking both parts so a malformed id never reaches state. A numeric
 * reference (an eip155 chain id) must be a safe integer: `String(NaN)` would pass the charset.
 */
export function formatCaipNetworkId(
  namespace: ChainNamespace,
  reference: string | number,
  options: CaipOptions = {},
): CaipNetworkId {
  const text = referenceText(reference);
  if (
    text === undefined ||
    !isKnownNamespace(namespace, options) ||
    !REFERENCE_PATTERN.test(text)
  ) {
    throw new ValidationError('INVALID_CAIP_NETWORK_ID');
  }
  return `${namespace}:${text}`;
}

/** Parses a CAIP-10 account id (`eip155:1:0xab…`); throws a ValidationError 'Invalid CAIP-10 address'. */
export function parseCaipAddress(value: string, options: CaipOptions = {}): ParsedCaipAddress {
  const parsed = tryParseAddress(value, options);
  if (parsed === undefined) throw new ValidationError('INVALID_CAIP_ADDRESS');
  return parsed;
}

/** True for a valid CAIP-10 account id of a known namespace; never throws. */
export function isCaipAddress(value: unknown, options: CaipOptions = {}): value is CaipAddress {
  return tryParseAddress(value, options) !== undefined;
}

/**
 * Builds a CAIP-10 id from a network's CAIP-2 id and an account address. Any bad part is reported
 * as 'Invalid CAIP-10 address', since that is what the caller was making.
 */
export function formatCaipAddress(
  caipNetworkId: string,
  address: string,
  options: CaipOptions = {},
): CaipAddress {
  const network = tryParseNetworkId(caipNetworkId, options);
  if (
    network === undefined ||
    typeof address !== 'string' ||
    !ACCOUNT_ADDRESS_PATTERN.test(address)
  ) {
    throw new ValidationError('INVALID_CAIP_ADDRESS');
  }
  return `${network.caipNetworkId}:${address}`;
}

function tryParseNetworkId(value: unknown, options: CaipOptions): ParsedCaipNetworkId | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(':');
  if (parts.length !== 2) return undefined;
  const [namespace = '', reference = ''] = parts;
  if (!isKnownNamespace(namespace, options) || !REFERENCE_PATTERN.test(reference)) return undefined;
  return { namespace, reference, caipNetworkId: `${namespace}:${reference}` };
}

function tryParseAddress(value: unknown, options: CaipOptions): ParsedCaipAddress | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(':');
  if (parts.length !== 3) return undefined;
  const [namespace = '', reference = '', address = ''] = parts;
  const network = tryParseNetworkId(`${namespace}:${reference}`, options);
  if (network === undefined || !ACCOUNT_ADDRESS_PATTERN.test(address)) return undefined;
  return { ...network, address };
}

function isKnownNamespace(namespace: unknown, options: CaipOptions): namespace is string {
  const known: readonly string[] = options.namespaces ?? KNOWN_NAMESPACES;
  return (
    typeof namespace === 'string' && NAMESPACE_PATTERN.test(namespace) && known.includes(namespace)
  );
}

function referenceText(reference: unknown): string | undefined {
  if (typeof reference === 'string') return reference;
  // False for anything but a number, so no typeof test first.
  if (Number.isSafeInteger(reference)) return String(reference);
  return undefined;
}
