import { solanaTokenUnits, verifiesAsSolanaAddress } from '@kit/testing';
import { nonLoopbackRequests } from './support/browser';
import { loginWithEmail } from './support/embedded-login';
import { modal, waitForText } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';
import { answerApproval, approvalFrame } from './support/approval-frame';

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

// The embedded wallet on Solana: the same e-mail identity has a Solana account whose ed25519 key
// stays on the secure site (apps/cloud, another origin). Solana account 6 receives the KUSD;
// no other journey uses it (the Solana journeys use 2–5).
describe('the embedded wallet on Solana', () => {
  const browser = useBrowser();

  it('logs in by e-mail, switches to Solana with the same identity, signs a message and sends 2 KUSD, each approved in the modal', async () => {
    const stack = readStack();
    const solana = stack.devnet.solana!;
    const receiver = solana.accounts[6]!.address;
    const email = `solana-${Date.now()}@example.com`;
    const playground = await browser.open(stack);
    const { page } = playground;
    const { dialog, view } = modal(page);

    try {
      // E-mail login with the code from the local mailbox: connected on EVM first.
      await loginWithEmail(page, stack.cloudUrl, email);

      // Networks -> Kit Solana Devnet: the identity has an account there, so it connects at once.
      await page.locator('[data-kit-button="network"]').click();
      await view('Networks').waitFor();
      await dialog.getByRole('button', { name: 'Kit Solana Devnet' }).click();
      await waitForText(page.getByTestId('network'), 'Kit Solana Devnet');
      const address = await waitForText(page.getByTestId('connection'), SOLANA_ADDRESS);
      await dialog.waitFor({ state: 'hidden' });

      // Account shows the Solana address and balances (the secure site funded the identity).
      await page.locator('[data-kit-button="account"]').click();
      await view('Account').waitFor();
      await dialog.getByText(address.slice(0, 4), { exact: false }).first().waitFor();
      const kusdRow = dialog
        .locator('.kit-token-row', { hasText: 'KUSD' })
        .locator('.kit-token-amount');
      await waitForText(kusdRow, '1000.000 KUSD');
      await waitForText(page.getByTestId('balance'), /^10(\.0+)? SOL$/);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Rejected on the approval page: the dApp's call fails with the user rejection.
      const approval = approvalFrame(page);
      await page.getByRole('button', { name: 'Sign Solana message' }).click();
      await view('ApproveTransaction').waitFor();
      await answerApproval(page, 'Reject');
      await waitForText(page.getByTestId('solana-sign-result'), 'error: User rejected the request');
      await dialog.waitFor({ state: 'hidden' });

      // solana:signMessage: ApproveTransaction shows the secure site's page; approving there
      // gives the page an ed25519 signature by the Solana address.
      await page.getByRole('button', { name: 'Sign Solana message' }).click();
      await view('ApproveTransaction').waitFor();
      await approval.getByText('Hello from the Kit playground').waitFor();
      await approval.getByText(`solana_signMessage from ${address}`, { exact: false }).waitFor();
      await answerApproval(page, 'Approve');
      const signature = await waitForText(
        page.getByTestId('solana-sign-result'),
        /^[1-9A-HJ-NP-Za-km-z]{80,90}$/,
      );
      expect(verifiesAsSolanaAddress(address, 'Hello from the Kit playground', signature)).toBe(
        true,
      );
      expect(verifiesAsSolanaAddress(address, 'another message', signature)).toBe(false);
      await dialog.waitFor({ state: 'hidden' });

      // Send 2 KUSD from Account: approved in the modal, signed and sent by the secure site.
      const senderBefore = await solanaTokenUnits(solana.rpcUrl, solana.token.address, address);
      const receiverBefore = await solanaTokenUnits(solana.rpcUrl, solana.token.address, receiver);
      await page.locator('[data-kit-button="account"]').click();
      await view('Account').waitFor();
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await view('Send').waitFor();
      await dialog.getByLabel('Amount', { exact: true }).fill('2');
      await dialog.getByLabel('To', { exact: true }).fill(receiver);
      const picker = dialog.getByLabel('Token', { exact: true });
      const kusdOption = await picker.locator('option', { hasText: /^KUSD/ }).textContent();
      await picker.selectOption({ label: kusdOption! });
      await dialog.locator('form button[type="submit"]').click();
      await view('ApproveTransaction').waitFor();
      await approval.getByText('solana_signAndSendTransaction', { exact: false }).waitFor();
      await answerApproval(page, 'Approve');
      await view('Account').waitFor();
      await waitForText(kusdRow, '998.000 KUSD');
      expect(await solanaTokenUnits(solana.rpcUrl, solana.token.address, receiver)).toBe(
        receiverBefore + 2_000_000n,
      );
      expect(await solanaTokenUnits(solana.rpcUrl, solana.token.address, address)).toBe(
        senderBefore - 2_000_000n,
      );

      // A reload restores both connections from the secure site's session, still on Solana.
      await page.reload();
      await waitForText(page.getByTestId('network'), 'Kit Solana Devnet');
      await waitForText(page.getByTestId('connection'), address);

      // Both namespaces stay connected through the one identity. Each reconnects on its own: the
      // EVM one loads its wallet code first, so it may still be reconnecting when Solana shows.
      const readStatus = () =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                kit: { getState(): { connection: { status: Record<string, string> } } };
              }
            ).kit.getState().connection.status,
        );
      const deadline = Date.now() + 15_000;
      let status = await readStatus();
      while (status['eip155'] === 'reconnecting' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await readStatus();
      }
      expect(status).toMatchObject({ eip155: 'connected', solana: 'connected' });
      expect(playground.requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
      expect(nonLoopbackRequests(playground.requests)).toEqual([]);
    } catch (error) {
      await playground.screenshot('embedded-solana-failure');
      throw error;
    }
  });
});
