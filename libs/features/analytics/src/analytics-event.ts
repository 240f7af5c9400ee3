/** Where an event happened: the page without its query and fragment, and its host name. */
export interface AnalyticsPage {
  url: string;
  domain: string;
}

/**
 * A random event id: crypto.randomUUID where the platform has it (secure contexts), else 16
 * random bytes in hex (crypto.getRandomValues, or Math.random as a last resort: an id only needs
 * to be unique within a batch, not secret). @internal
 */
export function newEventId(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function pageOfUrl(href: string | undefined): AnalyticsPage | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href);
    // Origin and path only: queries and fragments carry tokens, OAuth codes and e-mail addresses.
    return { url: `${url.origin}${url.pathname}`, domain: url.hostname };
  } catch {
    return undefined;
  }
}

/**
 * The page an event is about: the window's location, else the app's metadata URL (server
 * rendering), else empty strings. The query string and fragment are never sent. @internal
 */
export function analyticsPage(win: Window | undefined, fallbackUrl?: string): AnalyticsPage {
  let href: string | undefined;
  try {
    href = win?.location?.href;
  } catch {
    // A cross-origin frame's location throws on read.
    href = undefined;
  }
  return pageOfUrl(href) ?? pageOfUrl(fallbackUrl) ?? { url: '', domain: '' };
}

/**
 * The properties as plain JSON data, so state stays serialisable and the batch size is what the
 * sink receives; undefined when they cannot be (a cycle, a BigInt). @internal
 */
export function jsonProperties(
  properties: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (properties === undefined) return undefined;
  try {
    const json = JSON.parse(JSON.stringify(properties)) as unknown;
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
