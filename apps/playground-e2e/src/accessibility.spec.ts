import type { Page } from 'playwright-core';
import { axeScanModal, blocking, type AxeFinding } from './support/axe';
import {
  animationsSettled,
  connectTestWallet,
  modal,
  openConnect,
  TEST_WALLET_NAME,
  type JourneyView,
} from './support/modal';
import { walletControl } from './support/page-wallet';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

/** Every moderate or minor finding, per view, printed once at the end of the file. */
const lesser: Record<string, AxeFinding[]> = {};
/** What axe could not decide (needs a human), per view, printed with them. */
const undecided: Record<string, AxeFinding[]> = {};

/**
 * Scans the modal on `view` (once it is still: a fading card has the wrong contrast) and fails
 * on serious and critical findings; the rest are kept to be printed.
 */
async function expectAccessible(
  page: Page,
  view: JourneyView,
  state: string = view,
): Promise<void> {
  const { dialog, view: card } = modal(page);
  await card(view).waitFor();
  await animationsSettled(dialog);
  const { violations: findings, incomplete } = await axeScanModal(page);
  const rest = findings.filter((finding) => !blocking(findings).includes(finding));
  if (rest.length > 0) lesser[state] = rest;
  if (incomplete.length > 0) undecided[state] = incomplete;
  expect({ state, violations: blocking(findings) }).toEqual({ state, violations: [] });
}

// axe-core over every view a visitor can reach in the playground, in the states they see.
describe('accessibility of every reachable view', () => {
  const browser = useBrowser();

  afterAll(() => {
    const list = (entries: Record<string, AxeFinding[]>) =>
      Object.entries(entries).flatMap(([state, findings]) =>
        findings.map(
          (finding) =>
            `${state}: [${finding.impact ?? 'n/a'}] ${finding.id} — ${finding.help} at ${finding.targets.join(', ')}${finding.reason === undefined ? '' : ` (${finding.reason})`}`,
        ),
      );
    const report = [
      ['moderate and minor violations', list(lesser)],
      ['undecided by axe (check by hand)', list(undecided)],
    ] as const;
    for (const [title, lines] of report) {
      if (lines.length > 0) console.log(`axe: ${title}\n${lines.join('\n')}`);
    }
  });

  it('finds a violation planted inside the modal, so a clean scan means a real one', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const { view } = await openConnect(page);
    await view('Connect').evaluate((card) => {
      const unnamed = document.createElement('button');
      unnamed.setAttribute('data-planted', '');
      card.append(unnamed);
    });
    const { violations: findings } = await axeScanModal(page);
    expect(findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'button-name', impact: 'critical' })]),
    );
  });

  it('has no serious or critical violation on Connect and AllWallets', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const { dialog, view } = await openConnect(page);
    await view('Connect').locator('ul[aria-label="Wallets"]:not([aria-busy])').waitFor();
    await expectAccessible(page, 'Connect');
    await dialog.getByRole('button', { name: 'All wallets' }).click();
    await view('AllWallets').getByTestId('kit-all-wallets-scroll').waitFor();
    await expectAccessible(page, 'AllWallets');
  });

  it('has no serious or critical violation on ConnectingExternal, waiting and rejected', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    await walletControl(page, 'setBehaviour', { hang: ['eth_requestAccounts'] });
    const { dialog, view } = await openConnect(page);
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await view('ConnectingExternal').getByText('Continue in Kit Test Wallet').waitFor();
    await expectAccessible(page, 'ConnectingExternal', 'ConnectingExternal (waiting)');
    await walletControl(page, 'release', { method: 'eth_requestAccounts', reject: true });
    await view('ConnectingExternal').getByRole('alert').waitFor();
    await expectAccessible(page, 'ConnectingExternal', 'ConnectingExternal (rejected)');
  });

  it('has no serious or critical violation on Account, Send, Networks and SwitchNetwork', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const { dialog, view } = modal(page);
    await connectTestWallet(page, stack.devnet.accounts[1]!.address);
    await page.locator('[data-kit-button="account"]').click();
    await view('Account').locator('.kit-token-row', { hasText: 'KUSD' }).waitFor();
    await expectAccessible(page, 'Account');

    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await view('Send').getByRole('status').waitFor();
    await expectAccessible(page, 'Send', 'Send (empty)');
    // A field rule shown under its field (the decimal rule comes after token and receiver).
    const picker = dialog.getByLabel('Token', { exact: true });
    const kusd = await picker.locator('option', { hasText: /^KUSD/ }).textContent();
    await picker.selectOption({ label: kusd! });
    await dialog.getByLabel('To', { exact: true }).fill(stack.devnet.accounts[2]!.address);
    await dialog.getByLabel('Amount', { exact: true }).fill('1.2.3');
    await dialog.getByText('Number 1.2.3 is not a valid decimal number.').waitFor();
    await expectAccessible(page, 'Send', 'Send (invalid amount)');
    await dialog.getByRole('button', { name: 'Back' }).click();

    await dialog.getByRole('button', { name: /Network$/ }).click();
    await expectAccessible(page, 'Networks');
    await walletControl(page, 'setBehaviour', { hang: ['wallet_switchEthereumChain'] });
    await dialog.getByRole('button', { name: 'Kit Devnet 2' }).click();
    await view('SwitchNetwork').getByText('Switch to Kit Devnet 2').waitFor();
    await expectAccessible(page, 'SwitchNetwork', 'SwitchNetwork (waiting)');
    await walletControl(page, 'release', { method: 'wallet_switchEthereumChain', reject: true });
    await view('SwitchNetwork').getByRole('alert').waitFor();
    await expectAccessible(page, 'SwitchNetwork', 'SwitchNetwork (declined)');
  });
});
