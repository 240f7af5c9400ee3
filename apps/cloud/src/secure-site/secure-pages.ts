import { createHash } from 'node:crypto';
import { escapeHtml } from '../onramp/checkout-page';

// A long request scrolls inside its <pre>, so the approval's buttons stay in the frame's view
// (the framed approval answers only while they are visible: approval-visibility.ts).
const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
:root[data-theme=light] { color-scheme: light; }
:root[data-theme=dark] { color-scheme: dark; }
body { margin: 0; padding: 1.5rem; }
main { max-width: 28rem; margin: 0 auto; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
label { display: block; margin: 0 0 .75rem; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: .6rem; margin-top: .25rem; }
button { font: inherit; padding: .7rem 1.2rem; border: 0; border-radius: .6rem; cursor: pointer;
  background: #3b6cf6; color: #fff; margin: .25rem .5rem .25rem 0; }
button.secondary { background: #8885; color: inherit; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #8882; padding: .75rem;
  max-height: 25vh; overflow: auto; }
table { border-collapse: collapse; width: 100%; }
td, th { text-align: left; padding: .4rem; border-bottom: 1px solid #8884; }
.error { color: #d33; }
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Keeps an allowed-origin pattern usable as a CSP source: no separators, quotes or spaces. */
export function cspSource(origin: string): string | undefined {
  return /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.*:[\]-]+$/i.test(origin) ? origin : undefined;
}

/**
 * The Content-Security-Policy of a secure page: only our own scripts, styles by hash, fetches to
 * our own origin, and framing only by `frameAncestors` (the project's allowed origins), or by
 * nobody when the page must never be framed (popups, consent pages).
 */
export function securePageCsp(frameAncestors: readonly string[] | 'none'): string {
  const ancestors =
    frameAncestors === 'none'
      ? "'none'"
      : frameAncestors
          .map(cspSource)
          .filter((source) => source !== undefined)
          .join(' ') || "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${STYLE_HASH}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The headers of every secure page. */
export function securePageHeaders(
  frameAncestors: readonly string[] | 'none',
): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': securePageCsp(frameAncestors),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    // Popups keep their opener (the host page waits for their message); nothing else is shared.
    'cross-origin-resource-policy': 'same-origin',
    // The older word for frame-ancestors 'none', for browsers that predate it.
    ...(frameAncestors === 'none' && { 'x-frame-options': 'DENY' }),
  };
}

/** A page; `script` names one of our bundled scripts, `config` goes in as inert JSON. */
export function securePage(options: {
  title: string;
  body: string;
  script?: string;
  config?: unknown;
}): string {
  const config =
    options.config === undefined
      ? ''
      : // JSON in a non-executable script element; `<` escaped so it cannot close the element.
        `<script type="application/json" id="kit-config">${JSON.stringify(options.config).replace(/</g, '\\u003c')}</script>`;
  const script = options.script
    ? `<script src="/secure/assets/${options.script}.js" defer></script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>${STYLE}</style>
${config}${script}
</head>
<body><main>${options.body}</main></body>
</html>`;
}

export { escapeHtml };
