import { readMailedCode, readMailedDeviceLink } from './support/mailbox';
import { loginWithEmail } from './support/embedded-login';
import { modal, openConnect, waitForText } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// A login from a second browser (a device the identity never logged in from) waits in
// EmailVerifyDevice until the link mailed to the inbox approves the device; then the code comes,
// and the same wallet connects. The first browser logs in as before.
describe('the embedded wallet: a new device', () => {
  const browser = useBrowser();

  it('asks the inbox to approve a second browser by link before its code, then connects the same wallet', async () => {
    const stack = readStack();
    const email = `device-${Date.now()}@example.com`;
    const first = await browser.open(stack);
    const address = await loginWithEmail(first.page, stack.cloudUrl, email);

    const second = await browser.open(stack);
    const { page } = second;
    const { dialog, view } = modal(page);
    try {
      await openConnect(page);
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByRole('button', { name: 'Continue with email' }).click();
      await view('EmailVerifyDevice').waitFor();
      await dialog.getByText('Register this device to continue').waitFor();
      await dialog.getByText(`Approve the login link we sent to ${email}`).waitFor();

      // Resend inside the 30 s cooldown: the secure site's throttle message, still waiting.
      await dialog.getByRole('button', { name: 'Resend link' }).click();
      await waitForText(
        dialog.getByRole('alert'),
        /^Too many requests\. Please try again after \d+ seconds$/,
      );
      expect(await view('EmailVerifyDevice').isVisible()).toBe(true);

      // The visitor opens the mailed link (here in the first browser) and approves.
      const link = await readMailedDeviceLink(stack.cloudUrl, email);
      const inbox = await first.context.newPage();
      await inbox.goto(link);
      await inbox.getByRole('button', { name: 'Approve' }).click();
      await inbox.getByRole('heading', { name: 'Device approved' }).waitFor();
      await inbox.close();

      // The code follows (once the first login's 30 s code cooldown is over) and connects.
      await view('EmailVerifyOtp').waitFor({ timeout: 60_000 });
      await dialog
        .getByLabel('Code', { exact: true })
        .fill(await readMailedCode(stack.cloudUrl, email));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await waitForText(page.getByTestId('status'), 'connected');
      await dialog.waitFor({ state: 'hidden' });
      expect(await waitForText(page.getByTestId('connection'), /^0x[0-9a-fA-F]{40}$/)).toBe(
        address,
      );
    } catch (error) {
      await second.screenshot('embedded-device-failure');
      throw error;
    }
  });
});
