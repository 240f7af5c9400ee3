import { createHash } from 'node:crypto';
import { CHECKOUT_CSP, escapeHtml, renderCheckoutPage } from './checkout-page';
import type { CheckoutSession } from './checkout-store';

const SESSION: CheckoutSession = {
  id: 'abc',
  projectId: 'kit-local',
  confirmToken: 'tok"en',
  createdAt: 0,
  status: 'pending',
  chainId: 31337,
  network: 'kit-devnet',
  destination: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  symbol: 'ETH',
  decimals: 18,
  amount: '250000000000000000',
  partnerUserId: `"><script>alert(1)</script>`,
};

describe('the checkout page', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('allows its one stylesheet by hash and nothing else', () => {
    const html = renderCheckoutPage({
      session: SESSION,
      networkName: 'Kit Devnet',
      confirmPath: '/c',
    });
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(CHECKOUT_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(CHECKOUT_CSP).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script|style=/);
  });

  it('escapes every session value, the hidden token too', () => {
    const html = renderCheckoutPage({
      session: SESSION,
      networkName: '<b>',
      confirmPath: '/c?a=1&b=2',
    });
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('value="tok&quot;en"');
    expect(html).toContain('<dd>&lt;b&gt;</dd>');
    expect(html).toContain('action="/c?a=1&amp;b=2"');
  });

  it('shows the transaction instead of the button once complete, and the failure to retry', () => {
    const done = renderCheckoutPage({
      session: { ...SESSION, status: 'complete', txHash: '0xfeed' },
      networkName: 'Kit Devnet',
      confirmPath: '/c',
    });
    expect(done).toContain('<h1>Purchase complete</h1>');
    expect(done).toContain('<dd id="tx-hash">0xfeed</dd>');
    expect(done).not.toContain('<button');
    const failed = renderCheckoutPage({
      session: { ...SESSION, status: 'failed', error: 'node <down>' },
      networkName: 'Kit Devnet',
      confirmPath: '/c',
    });
    expect(failed).toContain('Purchase failed: node &lt;down&gt;');
    expect(failed).toContain('<button type="submit">Confirm purchase</button>');
  });
});
