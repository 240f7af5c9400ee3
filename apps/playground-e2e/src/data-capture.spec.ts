import { STORAGE_KEYS } from '@kit/core';
import { axeScanModal, blocking } from './support/axe';
import { readMailedCode } from './support/mailbox';
import { animationsSettled, openConnect, TEST_WALLET_NAME, waitForText } from './support/modal';
import { walletRequests } from './support/page-wallet';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// E-mail capture after a sign-in verified by apps/cloud (?siwx=cloud&emailCapture=on), end to end:
// the code is read from the cloud's local mailbox. The remote config is off (cloud=off) because
// the local project leaves emailCapture off and the remote flags win over the page's (spec §3);
// sign-in still goes to apps/cloud. The devnet funds EVM accounts 0–9 and every one is some other
// journey's, so this one only signs, with account 1 (shared, read-only: nothing is sent).
describe('DataCapture after a cloud sign-in', () => {
  const browser = useBrowser();

  it('connect → sign in → e-mail → wrong code refused, resend throttled → mailed code → Account, the e-mail on the cloud session', async () => {
    const stack = readStack();
    const playground = await browser.open(stack, {
      query: 'siwx=cloud&emailCapture=on&cloud=off',
      accounts: [1],
    });
    const { page } = playground;
    const address = stack.devnet.accounts[1]!.address;
    const email = `capture-${Date.now()}@example.com`;

    // Connect and sign in: DataCapture follows the signature instead of the modal closing.
    const { dialog, view } = await openConnect(page);
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    const signView = view('SIWXSignMessage');
    await signView.getByRole('button', { name: 'Sign', exact: true }).click();
    await waitForText(page.getByTestId('siwx'), 'signed in on eip155:31337');
    const capture = view('DataCapture');
    await capture.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(
      (await walletRequests(page)).filter((method) => method === 'personal_sign'),
    ).toHaveLength(1);
    await animationsSettled(dialog);
    expect(blocking((await axeScanModal(page)).violations)).toEqual([]);

    // An invalid address is refused in place; a valid one gets a code in the mailbox.
    await capture.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await capture.getByRole('button', { name: 'Continue' }).click();
    await capture.getByText('Please enter a valid email address').waitFor();
    await capture.getByRole('textbox', { name: 'Email' }).fill(email);
    await capture.getByRole('button', { name: 'Continue' }).click();
    await capture.getByText(`Enter the code sent to ${email}.`).waitFor();
    const code = await readMailedCode(stack.cloudUrl, email);

    // A wrong code and an early resend are refused with the spec's messages.
    await capture
      .getByRole('textbox', { name: 'Code' })
      .fill(code === '000000' ? '111111' : '000000');
    await capture.getByRole('button', { name: 'Verify' }).click();
    await capture.getByText('Invalid or expired code').waitFor();
    await capture.getByRole('button', { name: 'Resend code' }).click();
    await capture.getByText(/^Too many requests\. Please try again after \d+ seconds$/).waitFor();
    expect(blocking((await axeScanModal(page)).violations)).toEqual([]);
    await playground.screenshot('data-capture-code');

    // The mailed code: a success toast and Account; the cloud's session now has the e-mail.
    await capture.getByRole('textbox', { name: 'Code' }).fill(code);
    await capture.getByRole('button', { name: 'Verify' }).click();
    const account = view('Account');
    await account.waitFor();
    await dialog.getByText('Email verified').waitFor();
    await page.getByTestId('connection').getByText(address, { exact: true }).waitFor();
    const authToken = await page.evaluate(
      (key) => localStorage.getItem(key),
      STORAGE_KEYS.SIWX_AUTH_TOKEN,
    );
    const response = await fetch(`${stack.cloudUrl}/auth/v1/sessions?projectId=kit-local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authToken: JSON.parse(authToken!) as string }),
    });
    const { sessions } = (await response.json()) as {
      sessions: Array<{ email?: string; data: { accountAddress: string } }>;
    };
    expect(sessions).toEqual([
      expect.objectContaining({
        email,
        data: expect.objectContaining({ accountAddress: address }),
      }),
    ]);
  });
});
