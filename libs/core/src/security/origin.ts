/**
 * True when `origin` is on the allow-list (spec §5). An entry with `*` is a wildcard pattern where
 * each `*` matches any run of characters and everything else is literal; any other entry is
 * compared by URL origin (scheme, host and port, so 'https://a.com/' matches 'https://a.com').
 * Malformed origins and entries never throw; they just do not match.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const normalised = normaliseOrigin(origin);
  if (normalised === undefined || !Array.isArray(allowedOrigins)) return false;
  return allowedOrigins.some((entry: unknown) => {
    if (typeof entry !== 'string') return false;
    if (entry.includes('*')) return matchesWildcard(normalised, normalisePattern(entry));
    return normaliseOrigin(entry) === normalised;
  });
}

/**
 * `scheme://host[:port]` as the URL parser spells it: lower-case, punycode hosts, default ports
 * dropped. Built from protocol and host rather than `URL.origin` so schemes without a tuple
 * origin (chrome-extension://id) still compare; a URL with no host (file:, data:, the opaque
 * 'null' origin of sandboxed frames) has no origin to allow.
 */
function normaliseOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return url.host ? `${url.protocol}//${url.host}` : undefined;
}

// Patterns are matched against normalised origins, so they get the same case folding and lose a
// trailing slash the way 'https://a.com/' does.
function normalisePattern(pattern: string): string {
  return pattern.trim().toLowerCase().replace(/\/$/, '');
}

/**
 * Glob match where only `*` is special. Done by hand instead of building a RegExp: no
 * metacharacter ('.', '?', '+', '(', '[', '\') can be left unescaped, and the two-pointer walk
 * takes at most text × pattern steps, where a RegExp of many `.*` can backtrack catastrophically.
 */
function matchesWildcard(text: string, pattern: string): boolean {
  let t = 0;
  let p = 0;
  let starAt = -1;
  let resumeAt = 0;
  while (t < text.length) {
    if (pattern[p] === '*') {
      starAt = p;
      resumeAt = t;
      p += 1;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p += 1;
      t += 1;
    } else if (starAt !== -1) {
      // Let the last star swallow one more character and retry from there.
      p = starAt + 1;
      resumeAt += 1;
      t = resumeAt;
    } else {
      return false;
    }
  }
  while (pattern[p] === '*') p += 1;
  return p === pattern.length;
}
