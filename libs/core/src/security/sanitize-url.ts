// Raster and SVG images a data: URL may carry. SVG is safe here because an <img> never runs its
// scripts; this list is for image sources only.
const DATA_IMAGE_PATTERN = /^image\/(?:png|jpeg|gif|webp|svg\+xml)(?:;[^,]*)?,/i;

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

/** The WHATWG parse of a string, or undefined. @internal */
export function parseUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * https, or http to this machine. Credentials are refused: 'https://wallet.com@evil.example'
 * reads as wallet.com to people and goes to evil.example. @internal
 */
export function webHref(url: URL): string | undefined {
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
