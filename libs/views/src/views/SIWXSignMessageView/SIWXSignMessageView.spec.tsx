import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryBackend, UserRejectedRequestError, type StorageBackend } from '@kit/core';
import { ALICE, ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createLocalSiwxConfig } from '@kit/siwx';
import { Wallet } from 'ethers';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

// ALICE is anvil's first dev account; this is its well-known test key.
const alice = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

class SigningAdapter extends ScriptedAdapter {
  readonly signed: string[] = [];
  onSign: (message: string) => Promise<string> = (message) => alice.signMessage(message);
  constructor() {
    super({ capabilities: { signMessage: true } });
    this.accounts = [{ address: ALICE }];
  }
  signMessage(params: { message: string }): Promise<string> {
    this.signed.push(params.message);
    return this.onSign(params.message);
  }
}

function setup(required = false, storage: StorageBackend = createMemoryBackend()) {
  const adapter = new SigningAdapter();
  const siwx = createLocalSiwxConfig({
    domain: 'localhost',
    uri: 'http://localhost',
    storage,
    required,
  });
  const test = createTestKit({
    adapter,
    siwx,
    metadata: { name: 'Kit Playground', description: '', url: '', icons: [] },
  });
  renderModal(test.kit);
  return { ...test, adapter };
}

describe('SIWXSignMessageView', () => {
  it('follows a connect, signs once on Sign and closes with the session stored', async () => {
    const { kit, adapter } = setup();
    await connectWallet(kit);
    expect(kit.getState().modal.view).toBe('SIWXSignMessage');
    expect(screen.getByText('Sign in to Kit Playground')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await settle(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(adapter.signed).toHaveLength(1);
    expect(adapter.signed[0]).toContain(
      'localhost wants you to sign in with your Ethereum account:',
    );
    expect(kit.getState().siwx.status).toBe('signedIn');
    expect(kit.getState().modal.open).toBe(false);
  });

  it("shows 'Error signing message' when the wallet refuses, and Sign again asks once more", async () => {
    const { kit, adapter } = setup();
    adapter.onSign = () => Promise.reject(new UserRejectedRequestError());
    await connectWallet(kit);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await settle();
    // Announced once each: the toast says what failed (§8), the panel why, in words.
    // The toast follows the 'Authenticating...' one 150 ms after it closes (§9).
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .filter((text) => text !== ''),
      ).toEqual(['You declined the request in Alpha Wallet.', 'Error signing message']),
    );
    expect(
      screen.getByText('Error signing message', { selector: '.kit-status-text p' }),
    ).toBeTruthy();
    adapter.onSign = (message) => alice.signMessage(message);
    fireEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    await settle(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(adapter.signed).toHaveLength(2);
    expect(kit.getState().modal.open).toBe(false);
  });

  it("shows 'Authenticating...' while the wallet decides and ignores further presses", async () => {
    const { kit, adapter } = setup();
    let release: () => void = () => undefined;
    adapter.onSign = (message) =>
      new Promise<void>((resolve) => (release = resolve)).then(() => alice.signMessage(message));
    await connectWallet(kit);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await settle();
    const busy = screen.getByRole('button', { name: /Authenticating\.\.\./ });
    fireEvent.click(busy);
    fireEvent.click(busy);
    await settle();
    release();
    await settle(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(adapter.signed).toHaveLength(1);
  });

  it('says sign in, not connect, once connected; Back does not return to Connect Wallet (issue 23)', async () => {
    const { kit } = setup();
    await settle(() => kit.open());
    fireEvent.click(screen.getByRole('button', { name: /Alpha Wallet/ }));
    await settle();
    expect(kit.getState().modal.view).toBe('SIWXSignMessage');
    expect(kit.getState().connection.status).toEqual({ eip155: 'connected' });
    expect(screen.queryByText(/needs to connect/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).not.toBe('Connect Wallet');
    // The connect path (Connect, ConnectingExternal) is behind it no more: nothing to go back to.
    expect(kit.getState().modal.history).toEqual(['SIWXSignMessage']);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('with sign-in required, closing shakes instead and Cancel disconnects', async () => {
    const { kit } = setup(true);
    await connectWallet(kit);
    expect(kit.getState().modal.view).toBe('SIWXSignMessage');
    expect(screen.getByText(/Cancelling will disconnect you\./)).toBeTruthy();
    await settle(() => kit.close());
    expect(kit.getState().modal.open).toBe(true);
    expect(kit.getState().modal.shake).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(kit.getState().connection.connections.eip155).toBeUndefined();
    expect(kit.getState().modal.open).toBe(false);
  });
});
