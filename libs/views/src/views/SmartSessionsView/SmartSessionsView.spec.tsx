import { kitDevnet } from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import { ALICE, ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Wallet } from 'ethers';
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

// Anvil's first two dev keys (public test keys); the scripted wallet's account is the first.
const aliceKey = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const bobKey = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

class SigningAdapter extends ScriptedAdapter {
  key = aliceKey;
  constructor() {
    super({ capabilities: { signMessage: true } });
  }
  signMessage({ message }: { message: string }): Promise<string> {
    return this.key.signMessage(message);
  }
}

let cloud: Cloud;
beforeAll(async () => {
  cloud = await startCloud();
});
afterAll(async () => {
  await cloud?.stop();
});
afterEach(destroyTestKits);

async function openSessions(adapter = new SigningAdapter(), smartSessions = true) {
  const testKit = createTestKit({
    adapter,
    networks: [kitDevnet],
    projectId: 'kit-local',
    cloud: { url: cloud.url },
    features: { smartSessions },
  });
  renderModal(testKit.kit);
  await connectWallet(testKit.kit);
  await settle(() => testKit.kit.open({ view: 'Account' }));
  return testKit;
}

const grant = (type: string) =>
  cloud.sessions.grant({
    address: ALICE,
    permissions: [{ type, data: {} }],
    expiry: 4_000_000_000,
  });

describe('SmartSessionsView', () => {
  it('lists the sessions from Account and revokes one with the wallet signature', async () => {
    const keep = await grant('contract-call');
    const drop = await grant('native-token-transfer');
    await openSessions();
    fireEvent.click(screen.getByRole('button', { name: /Smart sessions/ }));
    const list = await screen.findByRole('list', { name: 'Smart sessions' });
    expect(within(list).getAllByText(/^Expires /).length).toBeGreaterThanOrEqual(2);
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke native-token-transfer' }));
    await waitFor(() => expect(document.querySelector(`[data-pci="${drop.pci}"]`)).toBeNull());
    expect(document.querySelector(`[data-pci="${keep.pci}"]`)).not.toBeNull();
  });

  it("shows the service's refusal on the row and keeps the session", async () => {
    const session = await grant('erc20-allowance');
    const adapter = new SigningAdapter();
    adapter.key = bobKey;
    await openSessions(adapter);
    fireEvent.click(screen.getByRole('button', { name: /Smart sessions/ }));
    await screen.findByRole('list', { name: 'Smart sessions' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Revoke erc20-allowance' })[0]!);
    const row = () => document.querySelector(`[data-pci="${session.pci}"]`) as HTMLElement;
    await waitFor(() =>
      expect(within(row()).getByRole('alert').textContent).toBe('Invalid signature'),
    );
  });

  it('is not offered while the smartSessions feature is off', async () => {
    await openSessions(new SigningAdapter(), false);
    expect(screen.queryByRole('button', { name: /Smart sessions/ })).toBeNull();
  });
});
