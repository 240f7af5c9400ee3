import { createMemoryBackend, kitDevnet, STORAGE_KEYS } from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createCloudSiwxConfig } from '@kit/siwx';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Wallet } from 'ethers';
import { randomBytes } from 'node:crypto';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { useNodeNetworking } from '../../testing/jsdom-cloud.spec-helper';

jest.setTimeout(30_000);
useNodeNetworking();

// DataCapture through the modal: a real sign-in verified by apps/cloud (in process), the code
// read from the cloud's local mailbox. Each test signs in a fresh wallet.

/** A wallet that really signs (EIP-191), connected as the scripted adapter's account. */
class SigningAdapter extends ScriptedAdapter {
  // A random key from Node: ethers' createRandom trips over jsdom's Uint8Array realm.
  readonly wallet = new Wallet(`0x${randomBytes(32).toString('hex')}`);
  constructor() {
    super({ capabilities: { signMessage: true } });
    this.accounts = [{ address: this.wallet.address }];
  }
  signMessage({ message }: { message: string }): Promise<string> {
    return this.wallet.signMessage(message);
  }
}

let cloud: Cloud;
beforeAll(async () => {
  cloud = await startCloud({ dev: true }); // dev: the local mailbox
});
afterAll(async () => {
  await cloud?.stop();
});
afterEach(destroyTestKits);

/** Connects, signs in on the cloud with emailCapture on, and waits for DataCapture. */
async function signIn(options: { emailCapture?: boolean } = {}) {
  const adapter = new SigningAdapter();
  const storage = createMemoryBackend();
  const testKit = createTestKit({
    adapter,
    networks: [kitDevnet],
    features: { emailCapture: options.emailCapture ?? true },
    siwx: createCloudSiwxConfig({
      url: cloud.url,
      projectId: 'kit-local',
      storage,
    }),
  });
  renderModal(testKit.kit);
  await settle(() => testKit.kit.open());
  await connectWallet(testKit.kit);
  fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
  const authToken = () =>
    JSON.parse(storage.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN] ?? 'null') as string | null;
  return { ...testKit, wallet: adapter.wallet, authToken };
}

async function mailedCode(to: string): Promise<string> {
  const response = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
  return /\b(\d{6})\b/.exec(messages[0]?.subject ?? '')?.[1] ?? '';
}

async function cloudEmail(authToken: string | null): Promise<string | undefined> {
  const response = await fetch(`${cloud.url}/auth/v1/sessions?projectId=kit-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authToken }),
  });
  const { sessions } = (await response.json()) as { sessions: Array<{ email?: string }> };
  return sessions[0]?.email;
}

const typeInto = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('DataCaptureView', () => {
  it('after sign-in: e-mail → code from the mailbox (wrong one refused, resend throttled) → Account', async () => {
    const { kit, wallet, authToken } = await signIn();
    await screen.findByRole('textbox', { name: 'Email' });

    typeInto('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Please enter a valid email address');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    const email = `view.${wallet.address.slice(2, 12).toLowerCase()}@example.com`;
    typeInto('Email', email);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(`Enter the code sent to ${email}.`);
    const code = await mailedCode(email);

    typeInto('Code', code === '000000' ? '111111' : '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Invalid or expired code');

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText(/^Too many requests\. Please try again after \d+ seconds$/);

    typeInto('Code', code);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(kit.store.getState().modal.view).toBe('Account'));
    await screen.findByText('Email verified');
    expect(await cloudEmail(authToken())).toBe(email);
  });

  it('Not now closes the modal and leaves the session without an e-mail', async () => {
    const { kit, authToken } = await signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(kit.store.getState().modal.open).toBe(false));
    expect(kit.store.getState().siwx.status).toBe('signedIn');
    expect(await cloudEmail(authToken())).toBeUndefined();
  });

  it('is not shown when the emailCapture feature is off', async () => {
    const { kit } = await signIn({ emailCapture: false });
    await waitFor(() => expect(kit.store.getState().modal.open).toBe(false));
    expect(kit.store.getState().dataCapture).toEqual({ step: 'idle' });
  });

  it('opened without a sign-in: checks the address, then says to sign in first', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'DataCapture' }));
    typeInto('Email', 'not-an-email');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByText('Please enter a valid email address');
    typeInto('Email', 'visitor@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Sign in before adding an e-mail');
  });
});
