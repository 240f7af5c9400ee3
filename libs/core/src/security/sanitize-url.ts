// Raster and SVG images a data: URL may carry. SVG is safe here because an <img> never runs its
// scripts; this list is for image sources only.
const DATA_IMAGE_PATTERN = /^image\/(?:png|jpeg|gif|webp|svg\+xml)(?:;[^,]*)?,/i;

// Schemes a wallet link must never open: script runners, local or browser-internal resources,
// and in-page content. Web transports other than https are not app links either.
const BLOCKED_LINK_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'livescript',
  'data',
  'file',
  'blob',
  'filesystem',
  'about',
  'chrome',
  'chrome-extension',
  'chrome-untrusted',
  'edge',
  'opera',
  'brave',
  'moz-extension',
  'resource',
  'view-source',
  'jar',
  'ftp',
  'ws',
  'wss',
]);

/**
 * An image URL safe to render, normalised, or undefined: https:, http: on loopback only (local
 * development), blob:, and data:image/{png,jpeg,gif,webp,svg+xml}. Never throws.
 */
export function sanitizeImageUrl(url: unknown): string | undefined {
  const parsed = parseUrl(url);
  if (parsed === undefined) return undefined;
  if (parsed.protocol === 'blob:') return parsed.href;
  if (parsed.protocol === 'data:') {
    return DATA_IMAGE_PATTERN.test(parsed.pathname) ? parsed.href : undefined;
  }
  return webHref(parsed);
}

/** A web link safe to open, normalised, or undefined: https:, or http: on loopback only. */
export function sanitizeWebLink(url: unknown): string | undefined {
  const parsed = parseUrl(url);
  return parsed === undefined ? undefined : webHref(parsed);
}

/**
 * A wallet deep link (mobile_link, desktop_link) safe to open, normalised, or undefined: a web
 * link, or a custom app scheme (`metamask:`, `trust://`) that is not blocked.
 *
 * Obfuscation is handled by reading the scheme exactly as a browser does, with the WHATWG URL
 * parser: it drops leading spaces and controls and inner tabs and newlines, and lower-cases the
 * scheme, so ' \tJava\nScript:' is seen as 'javascript:'. A scheme may only hold [a-z0-9+.-], so
 * a percent-encoded or entity-encoded scheme ('java%73cript:', '&#106;avascript:') is no scheme at
 * all, and with no base URL it fails to parse and is refused. The parser's href is returned, so
 * what opens is what was checked, and decoding it later cannot change its scheme.
 */
export function sanitizeDeepLink(url: unknown): string | undefined {
  const parsed = parseUrl(url);
  if (parsed === undefined) return undefined;
  if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return webHref(parsed);
  return BLOCKED_LINK_SCHEMES.has(parsed.protocol.slice(0, -1)) ? undefined : parsed.href;
}

function parseUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * https, or http to this machine. Credentials are refused: 'https://wallet.com@evil.example'
 * reads as wallet.com to people and goes to evil.example.
 */
function webHref(url: URL): string | undefined {
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.protocol === 'https:') return url.href;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? url.href : undefined;
}

// The parser has already folded '127.1', '0x7f.0.0.1' and '2130706433' to dotted quads.
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}
