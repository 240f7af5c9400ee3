import type { CaipNetworkId } from '../caip/caip-types';
import { SiwxMessageError } from './siwx-error';
import {
  isAuthority,
  isDateTime,
  isNonce,
  isRequestId,
  isScheme,
  isStatement,
  isUri,
} from './siwx-grammar';
import {
  canonicalAddressOf,
  isSiwxReference,
  type NamespaceSiwxProfile,
} from '../namespace/namespace-profile';
import {
  namespaceOfSiwxAccountName,
  type NamespaceProfileLookup,
} from '../namespace/namespace-profile-registry';
import type { SiwxField, SiwxMessageData } from './siwx-types';
import { installEvmChecksum } from '../address/evm-address';

// The codec answers at once, and so does EVM_PROFILE's address rule it asks: the sign-in code
// (its own chunk, never the first load) brings the EIP-55 code along.
installEvmChecksum();

const HEADER_SUFFIX_START = ' wants you to sign in with your ';
const HEADER_SUFFIX_END = ' account:';
const RESOURCES_LABEL = 'Resources:';
const RESOURCE_PREFIX = '- ';

type TaggedField = Exclude<
  keyof SiwxMessageData,
  'accountAddress' | 'domain' | 'scheme' | 'statement' | 'resources'
>;

// Every tagged line but OPTIONAL_LINES is required.
interface TaggedLine {
  label: string;
  field: TaggedField;
}

const URI_LINE: TaggedLine = { label: 'URI', field: 'uri' };
const VERSION_LINE: TaggedLine = { label: 'Version', field: 'version' };
const CHAIN_ID_LINE: TaggedLine = { label: 'Chain ID', field: 'chainId' };
const NONCE_LINE: TaggedLine = { label: 'Nonce', field: 'nonce' };
const ISSUED_AT_LINE: TaggedLine = { label: 'Issued At', field: 'issuedAt' };
const OPTIONAL_LINES: readonly TaggedLine[] = [
  { label: 'Expiration Time', field: 'expirationTime' },
  { label: 'Not Before', field: 'notBefore' },
  { label: 'Request ID', field: 'requestId' },
];

// The fields a message may leave out. JSON inputs spell an absent field as null, so null counts as
// absent for each of them (issue 20 item 19).
const OPTIONAL_FIELDS = [
  'scheme',
  'statement',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
] as const;

/** The tagged lines of a namespace in their order (EIP-4361's for eip155, CAIP-122's otherwise). */
function taggedLines(profile: NamespaceSiwxProfile): readonly TaggedLine[] {
  return profile.chainIdLine === 'afterVersion'
    ? [URI_LINE, VERSION_LINE, CHAIN_ID_LINE, NONCE_LINE, ISSUED_AT_LINE, ...OPTIONAL_LINES]
    : [URI_LINE, VERSION_LINE, NONCE_LINE, ISSUED_AT_LINE, ...OPTIONAL_LINES, CHAIN_ID_LINE];
}

/** Writes and reads sign-in messages by a set of namespace profiles (see siwxCodec). */
export interface SiwxCodec {
  /**
   * Writes the message a wallet signs, as the namespace's profile says: EIP-4361 for eip155,
   * CAIP-122 for the others. Every field is checked against its grammar first (throws a
   * SiwxMessageError naming the field; `chainId` when the namespace has no sign-in profile), so
   * `parseMessage(createMessage(data))` gives `data` back. The address is written canonically.
   */
  createMessage(data: SiwxMessageData): string;
  /**
   * Reads a message back into its data, line by line against EIP-4361's ABNF (CAIP-122's line
   * order for the other namespaces), the namespace found by the header's account name. Throws a
   * SiwxMessageError naming the first faulty field, or `message` for missing or extra lines.
   */
  parseMessage(message: string): SiwxMessageData;
}

/**
 * The sign-in codec of `profiles` (Kit passes its registry's, so a custom namespace's messages
 * are written and read by its own profile). createSiwxMessage and parseSiwxMessage are this codec
 * over the built-in namespaces' profiles.
 */
export function siwxCodec(profiles: NamespaceProfileLookup): SiwxCodec {
  return {
    createMessage: (data) => writeSiwxMessage(data, profiles),
    parseMessage: (message) => readSiwxMessage(message, profiles),
  };
}

/** @internal SiwxCodec.createMessage. */
export function writeSiwxMessage(data: SiwxMessageData, profiles: NamespaceProfileLookup): string {
  const { profile, reference, data: valid } = validateSiwxData(data, { profiles });
  const origin = valid.scheme === undefined ? valid.domain : `${valid.scheme}://${valid.domain}`;
  const lines = [
    `${origin}${HEADER_SUFFIX_START}${profile.accountName}${HEADER_SUFFIX_END}`,
    valid.accountAddress,
    '',
    ...(valid.statement === undefined ? [] : [valid.statement]),
    '',
  ];
  for (const line of taggedLines(profile)) {
    const value = line.field === 'chainId' ? reference : valid[line.field];
    if (value !== undefined) lines.push(`${line.label}: ${value}`);
  }
  if (valid.resources !== undefined) {
    lines.push(RESOURCES_LABEL, ...valid.resources.map((uri) => `${RESOURCE_PREFIX}${uri}`));
  }
  return lines.join('\n');
}

/** @internal SiwxCodec.parseMessage. */
export function readSiwxMessage(
  message: string,
  profiles: NamespaceProfileLookup,
): SiwxMessageData {
  if (typeof message !== 'string') throw new SiwxMessageError('message');
  const lines = message.split('\n');
  const header = parseHeader(lines[0] ?? '', profiles);
  // A blank third line and a fourth line: the address line is there too.
  if (lines[2] !== '' || lines[3] === undefined) throw new SiwxMessageError('message');
  const accountAddress = lines[1] as string;
  // `[ statement LF ] LF`: a blank line right away means no statement; else statement then blank.
  let cursor = 3;
  let statement: string | undefined;
  if (lines[cursor] === '') {
    cursor += 1;
    if (lines[cursor] === '') {
      statement = '';
      cursor += 1;
    }
  } else {
    statement = lines[cursor];
    if (lines[cursor + 1] !== '') throw new SiwxMessageError('statement');
    cursor += 2;
  }
  const tagged: Partial<Record<TaggedField, string>> = {};
  for (const line of taggedLines(header.profile)) {
    const text = lines[cursor];
    const prefix = `${line.label}: `;
    if (text?.startsWith(prefix)) {
      tagged[line.field] = text.slice(prefix.length);
      cursor += 1;
    } else if (!OPTIONAL_LINES.includes(line)) {
      throw new SiwxMessageError(line.field);
    }
  }
  let resources: string[] | undefined;
  if (lines[cursor] === RESOURCES_LABEL) {
    resources = [];
    cursor += 1;
    for (; cursor < lines.length; cursor += 1) {
      const text = lines[cursor] as string;
      if (!text.startsWith(RESOURCE_PREFIX)) throw new SiwxMessageError('resources');
      resources.push(text.slice(RESOURCE_PREFIX.length));
    }
  }
  if (cursor < lines.length) throw new SiwxMessageError(fieldOfStrayLine(lines[cursor] as string));

  // The required lines were all found above, so their fields are set.
  // The reference is checked against the header's namespace by validateSiwxData below.
  const reference = tagged.chainId as string;
  const data: SiwxMessageData = {
    accountAddress,
    chainId: `${header.namespace}:${reference}` as CaipNetworkId,
    domain: header.domain,
    uri: tagged.uri as string,
    version: tagged.version as '1',
    nonce: tagged.nonce as string,
    issuedAt: tagged.issuedAt as string,
  };
  if (header.scheme !== undefined) data.scheme = header.scheme;
  if (statement !== undefined) data.statement = statement;
  if (tagged.expirationTime !== undefined) data.expirationTime = tagged.expirationTime;
  if (tagged.notBefore !== undefined) data.notBefore = tagged.notBefore;
  if (tagged.requestId !== undefined) data.requestId = tagged.requestId;
  if (resources !== undefined) data.resources = resources;
  const checked = validateSiwxData(data, { exactAddress: true, profiles });
  return checked.data;
}

interface ParsedHeader {
  scheme: string | undefined;
  domain: string;
  namespace: string;
  profile: NamespaceSiwxProfile;
}

function parseHeader(line: string, profiles: NamespaceProfileLookup): ParsedHeader {
  const start = line.indexOf(HEADER_SUFFIX_START);
  if (start === -1 || !line.endsWith(HEADER_SUFFIX_END)) throw new SiwxMessageError('message');
  const accountName = line.slice(start + HEADER_SUFFIX_START.length, -HEADER_SUFFIX_END.length);
  const owner = namespaceOfSiwxAccountName(profiles, accountName);
  if (owner?.siwx === undefined) throw new SiwxMessageError('chainId');
  const { namespace, siwx: profile } = owner;
  const origin = line.slice(0, start);
  // An authority holds no "/", so the first "://" can only end the scheme.
  const separator = origin.indexOf('://');
  const scheme = separator === -1 ? undefined : origin.slice(0, separator);
  const domain = separator === -1 ? origin : origin.slice(separator + 3);
  return { scheme, domain, namespace, profile };
}

/** Names the field of a line left over after the grammar ended (repeated or out of order). */
function fieldOfStrayLine(text: string): SiwxField {
  // Never the `Resources:` line itself: wherever it comes, its section takes every line after it.
  if (text.startsWith(RESOURCE_PREFIX)) return 'resources';
  const all = [
    URI_LINE,
    VERSION_LINE,
    CHAIN_ID_LINE,
    NONCE_LINE,
    ISSUED_AT_LINE,
    ...OPTIONAL_LINES,
  ];
  return all.find((line) => text.startsWith(`${line.label}:`))?.field ?? 'message';
}

interface ValidatedData {
  profile: NamespaceSiwxProfile;
  reference: string;
  data: SiwxMessageData;
}

/**
 * Checks every field of a data object against its grammar, in message order, and returns it with
 * the address in canonical form. With `exactAddress` (parsing) a non-canonical spelling is a fault.
 * The namespace's rules come from `options.profiles`.
 */
export function validateSiwxData(
  data: SiwxMessageData,
  options: { exactAddress?: boolean; profiles: NamespaceProfileLookup },
): ValidatedData {
  if (typeof data !== 'object' || data === null) throw new SiwxMessageError('message');
  data = withoutNulls(data);
  const { namespace, reference } = splitChainId(data.chainId);
  const owner = options.profiles.get(namespace);
  if (owner?.siwx === undefined || !isSiwxReference(owner.siwx, reference)) {
    throw new SiwxMessageError('chainId');
  }
  const profile = owner.siwx;
  const addressRule = profile.accountAddress ?? owner.address;
  check('scheme', data.scheme === undefined || (isText(data.scheme) && isScheme(data.scheme)));
  check('domain', isText(data.domain) && isAuthority(data.domain));
  const address = isText(data.accountAddress)
    ? canonicalAddressOf(addressRule, data.accountAddress, reference)
    : undefined;
  check(
    'accountAddress',
    address !== undefined && (!options.exactAddress || address === data.accountAddress),
  );
  check(
    'statement',
    data.statement === undefined || (isText(data.statement) && isStatement(data.statement)),
  );
  check('uri', isText(data.uri) && isUri(data.uri));
  check('version', data.version === '1');
  check('nonce', isText(data.nonce) && isNonce(data.nonce));
  check('issuedAt', isText(data.issuedAt) && isDateTime(data.issuedAt));
  checkOptional('expirationTime', data.expirationTime, isDateTime);
  checkOptional('notBefore', data.notBefore, isDateTime);
  checkOptional('requestId', data.requestId, isRequestId);
  check(
    'resources',
    data.resources === undefined ||
      (Array.isArray(data.resources) &&
        data.resources.every((uri: unknown) => isText(uri) && isUri(uri))),
  );
  return { profile, reference, data: { ...data, accountAddress: address as string } };
}

/** A copy of `data` without the optional fields that are null (absent, as JSON writes them). */
function withoutNulls(data: SiwxMessageData): SiwxMessageData {
  const copy: Record<string, unknown> = { ...data };
  for (const field of OPTIONAL_FIELDS) {
    if (copy[field] === null) delete copy[field];
  }
  return copy as unknown as SiwxMessageData;
}

function splitChainId(chainId: unknown): { namespace: string; reference: string } {
  if (!isText(chainId)) throw new SiwxMessageError('chainId');
  const colon = chainId.indexOf(':');
  if (colon === -1) throw new SiwxMessageError('chainId');
  return { namespace: chainId.slice(0, colon), reference: chainId.slice(colon + 1) };
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

function check(field: SiwxField, ok: boolean): void {
  if (!ok) throw new SiwxMessageError(field);
}

function checkOptional(
  field: SiwxField,
  value: unknown,
  grammar: (value: string) => boolean,
): void {
  check(field, value === undefined || (isText(value) && grammar(value)));
}
