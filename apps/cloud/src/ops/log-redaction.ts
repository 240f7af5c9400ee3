/**
 * Fields never written to the log, wherever they sit in a logged object (pino `redact` paths):
 * credentials a request carries (session bearer tokens, cookies), and the names the cloud's
 * services give tokens, one-time codes, secrets and seeds (up to two levels deep). A log line is read by more people, and
 * kept longer, than the data it describes.
 */
export const LOG_REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'authorization',
    'cookie',
    'token',
    'authToken',
    'nonceToken',
    'sessionToken',
    'otp',
    'otpCode',
    'password',
    'secret',
    'secretKey',
    'clientSecret',
    'privateKey',
    'seed',
    'binding',
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  // A one-time code is `code` in request bodies; elsewhere `code` is an error's (kept).
  'body.code',
  'req.body.code',
  'request.body.code',
];

/** What a redacted value reads as. */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a credential: the OpenID Connect callback's `code` and `state`,
 * the relay's `auth` JWT, and any `token`. Their values are replaced in logged URLs.
 */
const SECRET_QUERY_PARAMS = new Set([
  'code',
  'state',
  'auth',
  'token',
  'authtoken',
  'noncetoken',
  'id_token',
  'access_token',
  'refresh_token',
  'otp',
]);

/**
 * Paths whose last part is a capability (knowing it is enough to act): the e-mail change link
 * (its POST moves a wallet to a new address), the dev Farcaster channel, an on-ramp checkout.
 */
const CAPABILITY_PATHS = ['/secure/email-change/', '/secure/farcaster/', '/onramp/checkout/'];

/** A request URL fit for the log: capabilities in the path and secret query values replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const capability = CAPABILITY_PATHS.find((prefix) => pathname.startsWith(prefix));
  if (capability) {
    // Keep what follows the capability (`/confirm`) so the line still says what was done.
    const rest = pathname.slice(capability.length);
    const slash = rest.indexOf('/');
    pathname = `${capability}${REDACTED}${slash === -1 ? '' : rest.slice(slash)}`;
  }
  if (queryStart === -1) return pathname;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_PARAMS.has(safeDecode(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${pathname}?${query.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
