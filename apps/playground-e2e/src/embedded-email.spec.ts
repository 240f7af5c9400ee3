import { hashMessage, Interface, JsonRpcProvider, Network, parseUnits } from 'ethers';
import { nonLoopbackRequests } from './support/browser';
import { devnetReader } from './support/devnet-reader';
import { loginWithEmail } from './support/embedded-login';
import { modal, waitForText } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';
import { answerApproval, approvalFrame } from './support/approval-frame';

const ERC1271 = new Interface([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
]);

// The embedded wallet end to end: e-mail login with the code read from the local mailbox, an
// account on the devnet, a message signed after approval in the modal, and a send. The keys stay
// on the secure site (apps/cloud, another origin than the playground).
describe('the embedded wallet: e-mail login', () => {
  const browser = useBrowser();

  it('logs in with the mailed code, refuses a request left by closing the modal, signs a message approved in the modal, refuses eth_sign and sends 1.5 KUSD', async () => {
    const stack = readStack();
    const [devnet1] = stack.devnet.chains;
    const { usd } = stack.devnet.tokens;
    const receiver = stack.devnet.accounts[8]!;
    const chain = devnetReader(devnet1!.rpcUrl, devnet1!.chainId);
    const rpc = new JsonRpcProvider(devnet1!.rpcUrl, undefined, {
      staticNetwork: Network.from(devnet1!.chainId),
    });
    const email = `visitor-${Date.now()}@example.com`;
    const playground = await browser.open(stack);
    const { page } = playground;
    const { dialog, view } = modal(page);

    try {
      // Connect -> the e-mail field -> the code from the mailbox -> connected, on the smart
      // account (spec §6: eip155 prefers it), a contract deployed on the devnet.
      const address = await loginWithEmail(page, stack.cloudUrl, email);
      expect(await rpc.getCode(address)).not.toBe('0x');
      // A new identity is funded on the devnet by the local secure site.
      expect(await chain.native(address)).toBe('10.0');

      // The host page holds nothing of the session: no token in its storage.
      const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(hostStorage).not.toContain('kit-secure');

      // Closing the modal on ApproveTransaction refuses the request rather than leave it hanging.
      await page.getByRole('button', { name: 'Sign message' }).click();
      await view('ApproveTransaction').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await waitForText(page.getByTestId('sign-result'), 'error: User rejected the request');

      // Sign: the modal opens on ApproveTransaction with the secure site's page; approving
      // there gives the page a signature by the account.
      await page.getByRole('button', { name: 'Sign message' }).click();
      await view('ApproveTransaction').waitFor();
      const approval = approvalFrame(page);
      await approval.getByText('Hello from the Kit playground').waitFor();
      await answerApproval(page, 'Approve');
      const signature = await waitForText(page.getByTestId('sign-result'), /^0x[0-9a-f]{130}$/);
      // The owner signs for the smart account: valid for it under ERC-1271, on chain.
      const check = await rpc.call({
        to: address,
        data: ERC1271.encodeFunctionData('isValidSignature', [
          hashMessage('Hello from the Kit playground'),
          signature,
        ]),
      });
      expect(check.slice(0, 10)).toBe('0x1626ba7e');
      await dialog.waitFor({ state: 'hidden' });

      // A method outside spec §6 is refused without reaching the secure site.
      await page.getByRole('button', { name: /^eth_sign/ }).click();
      await waitForText(
        page.getByTestId('sign-result'),
        'error: Requested RPC call is not allowed',
      );

      // Send 1.5 KUSD from Account: approved in the modal, mined on the devnet.
      const before = await chain.tokenUnits(usd, receiver.address);
      await page.locator('[data-kit-button="account"]').click();
      await view('Account').waitFor();
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await view('Send').waitFor();
      await dialog.getByLabel('Amount', { exact: true }).fill('1.5');
      await dialog.getByLabel('To', { exact: true }).fill(receiver.address);
      const picker = dialog.getByLabel('Token', { exact: true });
      const kusdOption = await picker.locator('option', { hasText: /^KUSD/ }).textContent();
      await picker.selectOption({ label: kusdOption! });
      await dialog.locator('form button[type="submit"]').click();
      await view('ApproveTransaction').waitFor();
      await approval.getByText('eth_sendTransaction', { exact: false }).waitFor();
      await answerApproval(page, 'Approve');
      await view('Account').waitFor();
      const deadline = Date.now() + 15_000;
      while ((await chain.tokenUnits(usd, receiver.address)) === before) {
        if (Date.now() > deadline) throw new Error('the send never reached the devnet');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await chain.tokenUnits(usd, receiver.address)).toBe(
        before + parseUnits('1.5', usd.decimals),
      );
      expect(nonLoopbackRequests(playground.requests)).toEqual([]);
    } catch (error) {
      await playground.screenshot('embedded-email-failure');
      throw error;
    } finally {
      chain.destroy();
      rpc.destroy();
    }
  });
});
