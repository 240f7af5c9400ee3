import { parseUrl } from './sanitize-url';

/** The app-link fields of a wallet's catalogue entry (Explorer API names, spec §3). */
export interface WalletAppLinks {
  mobile_link?: string | undefined;
  desktop_link?: string | undefined;
}

// A wallet declares its app as `<scheme>://` (`metamask://`, `trust://`): the authority form both
// iOS and Android register apps with. Bare `name:` schemes are how operating systems and browsers
// name their own handlers (`ms-settings:`, `shell:startup`, `x-javascript:`), never a wallet.
const APP_LINK_PATTERN = /^([a-z][a-z0-9+.-]*):\/\//;

// Schemes of the platform itself, which take the `//` form too: installing an app over the air
// (`itms-services://`), launching any Android activity (`intent://`), script (`javascript://%0a`),
// local and browser-internal resources. A catalogue entry naming one declares no wallet app.
const PLATFORM_SCHEMES: ReadonlySet<string> = new Set([
  'about',
  'android-app',
  'blob',
  'chrome',
  'chrome-extension',
  'content',
  'data',
  'file',
  'filesystem',
  'ftp',
  'http',
  'https',
  'intent',
  'javascript',
  'jar',
  'livescript',
  'moz-extension',
  'resource',
  'search-ms',
  'shell',
  'vbscript',
  'view-source',
  'ws',
  'wss',
]);
// Families: Apple's store and install schemes (itms, itms-apps, itms-services…), Windows' ms-*
// handlers, and x-* vendor extensions.
const PLATFORM_SCHEME_PREFIXES = ['itms', 'ms-', 'x-'];

function isPlatformScheme(scheme: string): boolean {
  return (
    PLATFORM_SCHEMES.has(scheme) ||
    PLATFORM_SCHEME_PREFIXES.some((prefix) => scheme.startsWith(prefix))
  );
}

/**
 * The custom scheme a wallet's catalogue link declares (`metamask` for `metamask://`), or
 * undefined: for https, for a link not in the `<scheme>://` app form, and for a platform scheme.
 * The scheme is read as a browser reads it (WHATWG parser: leading controls and inner tabs or
 * newlines dropped, lower-cased), so what is checked is what would open.
 */
export function walletAppScheme(link: unknown): string | undefined {
  const parsed = parseUrl(link);
  if (parsed === undefined) return undefined;
  const scheme = APP_LINK_PATTERN.exec(parsed.href)?.[1];
  return scheme === undefined || isPlatformScheme(scheme) ? undefined : scheme;
}

/** The custom schemes a wallet's catalogue entry declares through its mobile and desktop links. */
export function walletAppSchemes(wallet: WalletAppLinks | undefined): string[] {
  const schemes = [wallet?.mobile_link, wallet?.desktop_link].map(walletAppScheme);
  return [...new Set(schemes.filter((scheme): scheme is string => scheme !== undefined))];
}

/** An https link with no credentials ('https://wallet.com@evil.example' goes to evil.example). */
function universalLink(url: URL): string | undefined {
  return url.protocol === 'https:' && url.username === '' && url.password === ''
    ? url.href
    : undefined;
}

/**
 * A deep link safe to open for one wallet, normalised, or undefined, by allow-list: an https
 * universal link, or a link in one of `appSchemes`, the custom schemes the wallet's own catalogue
 * entry declares (walletAppSchemes). Everything else is refused: http, script and data URLs,
 * platform schemes and another wallet's scheme. Without `appSchemes` the link is a catalogue
 * entry's own app link (mobile_link, desktop_link), its scheme the declaration being checked.
 * The parser's href is returned, so what opens is what was checked; an encoded scheme
 * ('java%73cript:', '&#106;avascript:') does not parse. Never throws.
 */
export function sanitizeDeepLink(url: unknown, appSchemes?: readonly string[]): string | undefined {
  const parsed = parseUrl(url);
  if (parsed === undefined) return undefined;
  const scheme = walletAppScheme(parsed.href);
  if (scheme === undefined) return universalLink(parsed);
  return appSchemes === undefined || appSchemes.includes(scheme) ? parsed.href : undefined;
}
