// The RFC grammars a SIWX message is written in (EIP-4361's ABNF points at them): RFC 3986
// authority, URI, pchar and statement characters, RFC 3339 date-time, and the nonce. Each is a
// predicate over the whole string. Patterns are anchored and free of nested quantifiers over
// overlapping classes, so none can backtrack badly on hostile input.

// RFC 3986 §2: unreserved, pct-encoded, sub-delims, gen-delims.
const UNRESERVED = 'A-Za-z0-9\\-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const GEN_DELIMS = ':/?#\\[\\]@';
const PCT_ENCODED = '%[0-9A-Fa-f]{2}';
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`;

const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/;
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*$`);
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*$`);
const PORT = /^[0-9]*$/;
const IPV_FUTURE = new RegExp(`^v[0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`);
const H16 = /^[0-9A-Fa-f]{1,4}$/;
const DEC_OCTET = /^(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/;
const PCHARS = new RegExp(`^${PCHAR}*$`);
// path-abempty: *( "/" segment )
const PATH_ABEMPTY = new RegExp(`^(?:/${PCHAR}*)*$`);
// path-absolute: "/" [ segment-nz *( "/" segment ) ]
const PATH_ABSOLUTE = new RegExp(`^/(?:${PCHAR}+(?:/${PCHAR}*)*)?$`);
// path-rootless: segment-nz *( "/" segment )
const PATH_ROOTLESS = new RegExp(`^${PCHAR}+(?:/${PCHAR}*)*$`);
// query and fragment: *( pchar / "/" / "?" )
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`);
// EIP-4361 statement: *( reserved / unreserved / " " ). No pct-encoding, no line break, ASCII only.
const STATEMENT = new RegExp(`^[${UNRESERVED}${SUB_DELIMS}${GEN_DELIMS} ]*$`);
// EIP-4361 nonce: 8*( ALPHA / DIGIT ).
const NONCE = /^[A-Za-z0-9]{8,}$/;
// RFC 3339 §5.6 date-time; "T" and "Z" may be lower case (RFC 3339 §5.6 NOTE, RFC 5234 strings).
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** RFC 3986 scheme. */
export function isScheme(value: string): boolean {
  return SCHEME.test(value);
}

/**
 * RFC 3986 authority: `[ userinfo "@" ] host [ ":" port ]`. EIP-4361 makes the domain REQUIRED,
 * so an empty host (which RFC 3986's reg-name allows) is refused.
 */
export function isAuthority(value: string): boolean {
  const at = value.lastIndexOf('@');
  // No "@" leaves an empty userinfo, which the grammar allows anyway.
  if (!USERINFO.test(value.slice(0, Math.max(at, 0)))) return false;
  const hostPort = value.slice(at + 1);
  let host: string;
  let port: string | undefined;
  if (hostPort.startsWith('[')) {
    // Without a "]" the host is empty (refused below). An empty port is allowed (RFC 3986 *DIGIT).
    const close = hostPort.indexOf(']');
    host = hostPort.slice(0, close + 1);
    const rest = hostPort.slice(close + 1);
    if (rest !== '' && !rest.startsWith(':')) return false;
    port = rest.slice(1);
  } else {
    const colon = hostPort.lastIndexOf(':');
    host = colon === -1 ? hostPort : hostPort.slice(0, colon);
    port = colon === -1 ? undefined : hostPort.slice(colon + 1);
  }
  if (host === '' || !isHost(host)) return false;
  return port === undefined || PORT.test(port);
}

/** RFC 3986 URI: `scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (absolute, not a reference). */
export function isUri(value: string): boolean {
  const colon = value.indexOf(':');
  if (colon === -1 || !isScheme(value.slice(0, colon))) return false;
  let rest = value.slice(colon + 1);
  const hash = rest.indexOf('#');
  if (hash !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(hash + 1))) return false;
    rest = rest.slice(0, hash);
  }
  const question = rest.indexOf('?');
  if (question !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(question + 1))) return false;
    rest = rest.slice(0, question);
  }
  return isHierPart(rest);
}

/** EIP-4361 request-id: `*pchar`. */
export function isRequestId(value: string): boolean {
  return PCHARS.test(value);
}

/** EIP-4361 statement: reserved, unreserved and space characters only (so no line break). */
export function isStatement(value: string): boolean {
  return STATEMENT.test(value);
}

/** EIP-4361 nonce: at least 8 ASCII letters or digits. */
export function isNonce(value: string): boolean {
  return NONCE.test(value);
}

/** RFC 3339 date-time, with calendar ranges checked (month days, leap years, leap second 60). */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  // The pattern has all six groups whenever it matches.
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHour = match[7] === undefined ? 0 : Number(match[7]);
  const offsetMinute = match[8] === undefined ? 0 : Number(match[8]);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 60 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  );
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isHierPart(value: string): boolean {
  if (value.startsWith('//')) {
    const body = value.slice(2);
    const slash = body.indexOf('/');
    const authority = slash === -1 ? body : body.slice(0, slash);
    const path = slash === -1 ? '' : body.slice(slash);
    // In a URI the authority may be empty (`file:///x`), unlike the SIWX domain.
    return (authority === '' || isAuthority(authority)) && PATH_ABEMPTY.test(path);
  }
  return value === '' || PATH_ABSOLUTE.test(value) || PATH_ROOTLESS.test(value);
}

/**
 * host = IP-literal / IPv4address / reg-name (an IPv4 address is also a valid reg-name). A host
 * starting with "[" was cut at its "]" by isAuthority.
 */
function isHost(host: string): boolean {
  if (host.startsWith('[')) {
    const literal = host.slice(1, -1);
    return isIpv6(literal) || IPV_FUTURE.test(literal);
  }
  return REG_NAME.test(host);
}

/** RFC 3986 IPv6address: eight 16-bit groups, one `::` at most, an IPv4 tail counting as two. */
function isIpv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groups.flat();
  const last = all[all.length - 1];
  let count = all.length;
  if (last !== undefined && last.includes('.')) {
    // The IPv4 tail must be the very last group of the whole address.
    const tailHalf = groups[groups.length - 1] as string[];
    if (tailHalf[tailHalf.length - 1] !== last || !isIpv4(last)) return false;
    all.pop();
    count += 1;
  }
  if (!all.every((group) => H16.test(group))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => DEC_OCTET.test(part));
}
