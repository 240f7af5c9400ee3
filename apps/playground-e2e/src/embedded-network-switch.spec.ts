import { hashMessage, Interface } from 'ethers';
import { nonLoopbackRequests } from './support/browser';
import { devnetReader, floor3 } from './support/devnet-reader';
import { loginWithEmail } from './support/embedded-login';
import { modal, waitForText } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';
import { answerApproval, approvalFrame } from './support/approval-frame';

const ERC1271 = new Interface([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
]);
const MESSAGE = 'Hello from the Kit playground';

// The embedded wallet across networks: the modal's Networks moves the secure frame to the second
// anvil chain (the frame's switchNetwork), Account reads the identity there, a signature is made
// there, a network the secure site does not run is refused without losing anything, and a
// reload comes back on the network the visitor chose.
describe('the embedded wallet: switching networks', () => {
  const browser = useBrowser();

  it('moves from devnet 31337 to 31338, signs there, refuses Sepolia without losing anything, and keeps the network across a reload', async () => {
    const stack = readStack();
    const [, devnet2] = stack.devnet.chains;
    const chain2 = devnetReader(devnet2!.rpcUrl, devnet2!.chainId);
    // Sepolia is listed (`sepolia=on`) but the local secure site runs the devnet chains only.
    const playground = await browser.open(stack, { query: 'sepolia=on' });
    const { page, context } = playground;
    const { dialog, view } = modal(page);
    // What the secure frame asks its own API for: the chain of every getUser / switchNetwork.
    const userChains: unknown[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/secure/api/user')) {
        userChains.push((request.postDataJSON() as { chainId?: unknown } | null)?.chainId);
      }
    });
    const email = `network-switch-${Date.now()}@example.com`;
    const networkRow = (name: RegExp) => dialog.getByRole('button', { name });

    try {
      await loginWithEmail(page, stack.cloudUrl, email);
      await waitForText(page.getByTestId('network'), 'Kit Devnet');
      expect(userChains).not.toContain(devnet2!.chainId);

      // Account → Networks → Kit Devnet 2: the frame's switchNetwork({ chainId: 31338 }).
      await page.locator('[data-kit-button="account"]').click();
      await view('Account').waitFor();
      await dialog.getByText(email, { exact: true }).waitFor();
      await networkRow(/Kit Devnet\b.*Network/).click();
      await view('Networks').waitFor();
      await dialog.getByRole('button', { name: 'Kit Devnet 2', exact: true }).click();
      await waitForText(page.getByTestId('network'), 'Kit Devnet 2', 60_000);
      expect(userChains).toContain(devnet2!.chainId);

      // The same identity on the new chain: its smart account there (deployed on first use),
      // with the balance the chain holds.
      const second = await waitForText(page.getByTestId('connection'), /^0x[0-9a-fA-F]{40}$/);
      await dialog.getByRole('button', { name: 'Back' }).click();
      await view('Account').waitFor();
      await dialog.getByText(email, { exact: true }).waitFor();
      await waitForText(dialog.getByTestId('kit-account-type'), 'Smart account');
      await waitForText(
        dialog.getByTestId('kit-balance'),
        `${floor3(await chain2.native(second))} ETH`,
      );
      expect(await chain2.native(second)).toBe('10.0');

      // Sepolia: the secure site does not run it. The spec's error shows, and nothing is lost.
      await networkRow(/Kit Devnet 2.*Network/).click();
      await view('Networks').waitFor();
      await dialog.getByRole('button', { name: 'Sepolia', exact: true }).click();
      await view('SwitchNetwork').getByText('Chain 11155111 is not configured').waitFor();
      await view('SwitchNetwork').getByText('Your wallet could not switch to Sepolia.').waitFor();
      await dialog.getByRole('button', { name: 'Back' }).click();
      await view('Networks').waitFor();
      await dialog.getByRole('button', { name: 'Back' }).click();
      await view('Account').waitFor();
      await waitForText(page.getByTestId('network'), 'Kit Devnet 2');
      await waitForText(page.getByTestId('connection'), second);
      await waitForText(page.getByTestId('status'), 'connected');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // A signature on the new chain: the approval names chain 31338, and the signature is valid
      // for the smart account deployed there (ERC-1271, read from chain 31338).
      await page.getByRole('button', { name: 'Sign message' }).click();
      await view('ApproveTransaction').waitFor();
      const approval = approvalFrame(page);
      await approval
        .getByText(`personal_sign from ${second} on chain ${devnet2!.chainId}`)
        .waitFor();
      await answerApproval(page, 'Approve');
      const signature = await waitForText(page.getByTestId('sign-result'), /^0x[0-9a-f]{130}$/);
      const check = await chain2.call(
        second,
        ERC1271.encodeFunctionData('isValidSignature', [hashMessage(MESSAGE), signature]),
      );
      expect(check.slice(0, 10)).toBe('0x1626ba7e');
      await dialog.waitFor({ state: 'hidden' });

      // A reload comes back on Kit Devnet 2 with the same account.
      await page.reload();
      await waitForText(page.getByTestId('status'), 'connected', 30_000);
      await waitForText(page.getByTestId('network'), 'Kit Devnet 2');
      await waitForText(page.getByTestId('connection'), second);
      expect(nonLoopbackRequests(playground.requests)).toEqual([]);
    } catch (error) {
      await playground.screenshot('embedded-network-switch-failure');
      throw error;
    } finally {
      chain2.destroy();
    }
  });
});
