import { solanaTokenUnits } from '@kit/testing';
import type { Page } from 'playwright-core';
import type { ModalLocators } from './modal';
import { waitForText } from './modal';

/** The local Solana chain as the stack describes it: RPC and the KUSD mint. */
interface SolanaChain {
  rpcUrl: string;
  token: { address: string };
}

/**
 * With a funded Solana test account connected (1,000,000 KUSD, no other journey's) and the modal
 * closed: opens Account, sends 2.5 KUSD to `receiver` through the Send view, and checks Account's
 * KUSD row and that the chain moved both balances by exactly 2.5 KUSD. Leaves Account open.
 */
export async function sendKusdThroughModal(
  page: Page,
  { dialog, view }: ModalLocators,
  solana: SolanaChain,
  sender: string,
  receiver: string,
): Promise<void> {
  const units = (owner: string) => solanaTokenUnits(solana.rpcUrl, solana.token.address, owner);
  await page.locator('[data-kit-button="account"]').click();
  await view('Account').waitFor();
  const kusdRow = dialog
    .locator('.kit-token-row', { hasText: 'KUSD' })
    .locator('.kit-token-amount');
  await waitForText(kusdRow, '1000000.000 KUSD');
  const senderBefore = await units(sender);
  const receiverBefore = await units(receiver);

  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await view('Send').waitFor();
  await dialog.getByLabel('Amount', { exact: true }).fill('2.5');
  await dialog.getByLabel('To', { exact: true }).fill(receiver);
  const picker = dialog.getByLabel('Token', { exact: true });
  const kusdOption = await picker.locator('option', { hasText: /^KUSD/ }).textContent();
  await picker.selectOption({ label: kusdOption! });
  await dialog.locator('form button[type="submit"]').click();

  await view('Account').waitFor();
  await waitForText(kusdRow, '999997.500 KUSD');
  expect(await units(sender)).toBe(senderBefore - 2_500_000n);
  expect(await units(receiver)).toBe(receiverBefore + 2_500_000n);
}
