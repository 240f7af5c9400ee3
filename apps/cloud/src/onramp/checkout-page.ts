import { createHash } from 'node:crypto';
import { formatUnits } from '@kit/core/units';
import type { CheckoutSession } from './checkout-store';

/** Escapes text for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; display: grid; place-items: center; min-height: 100vh; }
main { max-width: 28rem; width: 100%; padding: 2rem; box-sizing: border-box; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
dt { opacity: .7; }
dd { margin: 0; overflow-wrap: anywhere; }
button { font: inherit; width: 100%; padding: .8rem; border: 0; border-radius: .6rem;
  background: #3b6cf6; color: #fff; cursor: pointer; }
.note { font-size: .85rem; opacity: .7; }
.error { color: #d33; }
`;

/**
 * The page's Content-Security-Policy: nothing may load or run but the one inline stylesheet
 * (allowed by its hash), the form may post only here, and no site may frame the page.
 */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers every checkout answer carries. */
export const CHECKOUT_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': CHECKOUT_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** What the checkout page says about a session's purchase. */
export interface CheckoutView {
  session: CheckoutSession;
  /** The network's display name ('Kit Devnet'). */
  networkName: string;
  /** Where the confirmation form posts. */
  confirmPath: string;
}

function row(label: string, value: string, attributes = ''): string {
  return `<dt>${escapeHtml(label)}</dt><dd${attributes}>${escapeHtml(value)}</dd>`;
}

/**
 * The local checkout page of a session: the purchase, then a "Confirm purchase" button (a plain
 * form post, no script) while it is pending or failed, or the payment's transaction when complete.
 * Every value is escaped.
 */
export function renderCheckoutPage({ session, networkName, confirmPath }: CheckoutView): string {
  const amount = `${formatUnits(BigInt(session.amount), session.decimals)} ${session.symbol}`;
  const details = [
    row('Amount', amount),
    row('Network', networkName),
    row('Destination', session.destination),
    ...(session.fiatAmount !== undefined
      ? [row('You pay', `${session.fiatAmount} ${session.fiatCurrency ?? ''}`.trim())]
      : []),
    ...(session.partnerUserId !== undefined ? [row('Reference', session.partnerUserId)] : []),
    ...(session.txHash !== undefined ? [row('Transaction', session.txHash, ' id="tx-hash"')] : []),
  ].join('\n');

  if (session.status === 'complete') {
    return page(
      'Purchase complete',
      `<h1>Purchase complete</h1>
<p role="status">${escapeHtml(amount)} sent to ${escapeHtml(session.destination)}.</p>
<dl>
${details}
</dl>
<p class="note">You can close this window.</p>`,
    );
  }
  if (session.status === 'processing') {
    return page(
      'Processing purchase',
      `<h1>Processing purchase</h1>
<p role="status">The payment is being sent. Reload this page in a moment.</p>
<dl>
${details}
</dl>`,
    );
  }
  const failure =
    session.status === 'failed' && session.error !== undefined
      ? `<p class="error" role="alert">${escapeHtml(`Purchase failed: ${session.error}`)}</p>\n`
      : '';
  return page(
    `Buy ${amount}`,
    `<h1>Buy ${escapeHtml(amount)}</h1>
${failure}<dl>
${details}
</dl>
<form method="post" action="${escapeHtml(confirmPath)}">
<input type="hidden" name="token" value="${escapeHtml(session.confirmToken)}">
<button type="submit">Confirm purchase</button>
</form>
<p class="note">Local checkout of the Kit devnet: no payment is taken; confirming sends the
amount to the destination from the devnet's account 0.</p>`,
  );
}

/** A page for a session that does not exist or a refused confirmation. */
export function renderCheckoutError(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
