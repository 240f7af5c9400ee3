import type { Page } from 'playwright-core';
import { readMailedCode } from './mailbox';
import { modal, openConnect, waitForText } from './modal';

/**
 * Logs in to the embedded wallet from Connect with a fresh e-mail and the code from the local
 * mailbox; resolves with the address the page's hooks show once connected.
 */
export async function loginWithEmail(page: Page, cloudUrl: string, email: string): Promise<string> {
  const { dialog, view } = modal(page);
  await openConnect(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await view('EmailVerifyOtp').waitFor();
  await dialog.getByLabel('Code', { exact: true }).fill(await readMailedCode(cloudUrl, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await waitForText(page.getByTestId('status'), 'connected');
  await dialog.waitFor({ state: 'hidden' });
  return waitForText(page.getByTestId('connection'), /^0x[0-9a-fA-F]{40}$/);
}
