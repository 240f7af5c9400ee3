// Finding 6, issue 17: the host page frames the approval page and learns the approval id, so it
// could hide the frame under a decoy and have the visitor click Approve unknowingly. The framed
// approval's buttons work only while IntersectionObserver v2 reports them visible and
// unobscured; this drives real Chromium against a hostile host page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ensureChromium,
  startDevnet,
  toDevnetInfo,
} from '@kit/testing';
import type { Devnet } from '@kit/testing';
import { startCloud, type Cloud } from '../start-cloud';
import { secureApi } from './secure-site-client.spec-helper';

jest.setTimeout(120_000);

let devnet: Devnet;
let cloud: Cloud;
let browser: Browser;
let host: Server;
let hostUrl: string;

/** The hostile host page: the approval frame at 300 x 400, and what the test asks on top of it. */
function hostPage(frameUrl: string, attack: string): string {
  const styles: Record<string, string> = {
    none: '',
    overlay:
      '#decoy{position:absolute;left:0;top:0;width:300px;height:400px;background:#fff;pointer-events:none;z-index:2}',
    transparent: 'iframe{opacity:0}',
  };
  return `<!doctype html><html><head><style>body{margin:0}iframe{position:absolute;left:0;top:0;width:300px;height:400px;border:0}${styles[attack] ?? ''}</style></head>
<body><iframe src="${frameUrl}"></iframe><div id="decoy">Win a prize: click anywhere!</div></body></html>`;
}

beforeAll(async () => {
  ensureChromium();
  devnet = await startDevnet();
  cloud = await startCloud({ devnet: toDevnetInfo(devnet), dev: true });
  host = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      hostPage(url.searchParams.get('frame') ?? '', url.searchParams.get('attack') ?? ''),
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await cloud?.stop();
  await devnet?.stop();
});

async function api<T>(route: string, body: Record<string, unknown>, token?: string): Promise<T> {
  return (await secureApi(cloud.url, route, body, token === undefined ? {} : { token })).body as T;
}

/** A logged-in identity with a pending personal_sign approval. */
async function pendingApproval(): Promise<{ token: string; id: string }> {
  const email = `clickjack-${Date.now()}@example.com`;
  await api('email/start', { email });
  const mail = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await mail.json()) as { messages: Array<{ subject: string }> };
  const otp = /(\d{6})/.exec(messages[0]!.subject)![1];
  const { token } = await api<{ token: string }>('email/verify', { email, otp });
  const { approvalId } = await api<{ approvalId: string }>(
    'rpc',
    { method: 'personal_sign', params: ['0x6869', '0x0000000000000000000000000000000000000000'] },
    token,
  );
  return { token, id: approvalId };
}

/** Opens the host page with the approval framed (the frame holding the session, as the modal's does). */
async function openHostile(attack: string): Promise<{ page: Page; frame: Frame }> {
  const { token, id } = await pendingApproval();
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  // The secure origin's storage holds the session, as after a login in the secure frame.
  await context.addInitScript(
    ({ origin, session }) => {
      if (location.origin === origin) localStorage.setItem('kit-secure:session:kit-local', session);
    },
    { origin: cloud.url, session: token },
  );
  const page = await context.newPage();
  const frameUrl = `${cloud.url}/secure/approve?id=${id}&projectId=kit-local`;
  await page.goto(`${hostUrl}?attack=${attack}&frame=${encodeURIComponent(frameUrl)}`);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(cloud.url))!;
  await frame.getByRole('button', { name: 'Approve' }).waitFor({ state: 'attached' });
  return { page, frame };
}

/** Clicks where the Approve button is, as the visitor's mouse would (through any overlay). */
async function clickWhereApproveIs(page: Page, frame: Frame): Promise<void> {
  const box = (await frame.getByRole('button', { name: 'Approve' }).boundingBox())!;
  // Several clicks, over time: none may count while the frame is hidden.
  for (let i = 0; i < 5; i += 1) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(300);
  }
}

/** The visible outcome on the approval page (its status text). */
const outcome = (frame: Frame) => frame.locator('#request').textContent();

describe('a framed approval cannot be clickjacked', () => {
  it('approves when the visitor clicks Approve on the visible, unobscured frame', async () => {
    const { page, frame } = await openHostile('none');
    await frame.getByRole('button', { name: 'Approve' }).click();
    await frame.getByText('Approved.').waitFor();
    await page.context().close();
  });

  it.each([
    ['covered by a decoy that lets clicks through', 'overlay'],
    ['made transparent over a decoy', 'transparent'],
  ])('does not approve through a frame %s', async (_name, attack) => {
    const { page, frame } = await openHostile(attack);
    await clickWhereApproveIs(page, frame);
    expect(await outcome(frame)).not.toContain('Approved.');
    // Once the page shows the frame plainly, the same request is still open: rejecting it works
    // (an approval given above would have made this 'This request was already answered').
    await page.addStyleTag({ content: '#decoy{display:none}iframe{opacity:1}' });
    const reject = frame.getByRole('button', { name: 'Reject' });
    // The buttons come alive once the frame has been seen plainly for a moment.
    for (let tries = 0; !(await reject.isEnabled()); tries += 1) {
      if (tries > 50) throw new Error('Reject never became enabled on the uncovered frame');
      await page.waitForTimeout(200);
    }
    await reject.click();
    await frame.getByText('Rejected.').waitFor();
    await page.context().close();
  });
});
