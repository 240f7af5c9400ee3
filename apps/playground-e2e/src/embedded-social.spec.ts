import type { Page } from 'playwright-core';
import { LOCAL_OIDC_USERS } from '@kit/cloud';
import { modal, openConnect, waitForText } from './support/modal';
import { readStack, type PlaygroundStack } from './support/stack';
import { useBrowser } from './support/use-browser';

/** Records window.open calls, so the popup's requested size can be checked. */
async function recordWindowOpen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { kitOpened: string[] }).kitOpened = opened;
    const original = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push(`${String(url)} ${features ?? ''}`);
      return original(url, target, features);
    };
  });
}

/** Every analytics event the page tracked: still pending in its state, or sent to the sink. */
async function trackedAnalytics(page: Page, stack: PlaygroundStack): Promise<string> {
  const pending = await page.evaluate(() =>
    JSON.stringify(
      (window as unknown as { kit: { getState(): { analytics: unknown } } }).kit.getState()
        .analytics,
    ),
  );
  const sent = await (await fetch(`${stack.cloudUrl}/debug/analytics`)).text();
  return pending + sent;
}

// Social login through the secure site's popup: 600 x 800 at /loading, then the local OpenID
// Connect provider's login form (a real password check), then the secure callback, which finishes
// the code exchange on the secure site; its notice (trusted from the secure origin only) lets the
// frame take its session.
describe('the embedded wallet: social login popups', () => {
  const browser = useBrowser();

  it.each(['GitHub', 'Google'])('logs in with %s through the popup and connects', async (name) => {
    const stack = readStack();
    const playground = await browser.open(stack);
    const { page, context } = playground;
    const { dialog, view } = modal(page);
    await recordWindowOpen(page);
    await openConnect(page);
    const popupOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: `Continue with ${name}` }).click();
    const popup = await popupOpened;
    await view('ConnectingSocial').waitFor();
    const opened = await page.evaluate(
      () => (window as unknown as { kitOpened: string[] }).kitOpened,
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(
      new RegExp(`^${stack.cloudUrl}/loading popup=yes,width=600,height=800,`),
    );

    // The local identity provider's login form: a wrong password gets nobody in.
    await popup.waitForURL((url) => url.href.startsWith(`${stack.oidcIssuer}/interaction/`));
    const user = LOCAL_OIDC_USERS[0];
    await popup.getByLabel('User name').fill(user.username);
    await popup.getByLabel('Password').fill('not-the-password');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await waitForText(popup.getByRole('alert'), 'Wrong user name or password');
    expect(await page.getByTestId('status').textContent()).not.toBe('connected');
    await popup.getByLabel('User name').fill(user.username);
    await popup.getByLabel('Password').fill(user.password);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await closed;
    await waitForText(page.getByTestId('status'), 'connected');
    await waitForText(page.getByTestId('connection'), /^0x[0-9a-fA-F]{40}$/);
    await dialog.waitFor({ state: 'hidden' });
  });

  it("ignores and tracks a login message from a foreign origin, and says 'Popup closed' when the popup is closed", async () => {
    const stack = readStack();
    const playground = await browser.open(stack);
    const { page, context } = playground;
    const { dialog, view } = modal(page);
    await openConnect(page);
    const popupOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Continue with Discord' }).click();
    const popup = await popupOpened;
    await view('ConnectingSocial').waitFor();
    await popup.waitForURL((url) => url.href.startsWith(`${stack.oidcIssuer}/interaction/`));

    // The host page itself (not the secure origin) posts a forged result: ignored, tracked.
    await page.evaluate(() =>
      window.postMessage(
        { type: '@kit/secure/SOCIAL_REDIRECT', resultUri: 'http://127.0.0.1:1/forged?code=x' },
        '*',
      ),
    );
    const deadline = Date.now() + 10_000;
    while (!(await trackedAnalytics(page, stack)).includes('Untrusted Origin')) {
      if (Date.now() > deadline) throw new Error("'Untrusted Origin' was never tracked");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await page.getByTestId('status').textContent()).not.toBe('connected');
    await view('ConnectingSocial').waitFor();

    // Closing the popup ends the attempt within the 1 s poll.
    await popup.close();
    await waitForText(dialog.getByRole('alert'), /^Popup closed/);
    await dialog.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.getByTestId('status').textContent()).toBe('disconnected');
  });

  it('logs in with Farcaster through the URL the visitor confirms (no popup)', async () => {
    const stack = readStack();
    const playground = await browser.open(stack);
    const { page, context } = playground;
    const { dialog, view } = modal(page);
    await openConnect(page);
    await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click();
    await view('ConnectingFarcaster').waitFor();
    const link = dialog.getByRole('link', { name: 'Open the Farcaster login' });
    const url = await link.getAttribute('href');
    expect(url).toMatch(new RegExp(`^${stack.cloudUrl}/secure/farcaster/[0-9a-f]{32}$`));
    // The visitor confirms elsewhere (their phone, another tab).
    const confirm = await context.newPage();
    await confirm.goto(url!);
    await confirm.getByLabel('Farcaster user name').fill(`fc-${Date.now()}`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByText('You can return to the app.').waitFor();
    await waitForText(page.getByTestId('status'), 'connected');
    await waitForText(page.getByTestId('connection'), /^0x[0-9a-fA-F]{40}$/);
    await dialog.waitFor({ state: 'hidden' });
  });
});
