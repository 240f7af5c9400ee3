import { kitDevnet } from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

// Anvil's first dev key, the scripted wallet's account (a public test key).
const aliceKey = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

/** A scripted wallet that signs with the real key, or refuses when told. */
class SigningAdapter extends ScriptedAdapter {
  refuse = false;
  constructor() {
    super({ capabilities: { signMessage: true } });
  }
  async signMessage({ message }: { message: string }): Promise<string> {
    if (this.refuse) throw Object.assign(new Error('User rejected the request'), { code: 4001 });
    return aliceKey.signMessage(message);
  }
}

let cloud: Cloud;
beforeAll(async () => {
  cloud = await startCloud();
});
afterAll(async () => {
  await cloud?.stop();
});
afterEach(async () => {
  await destroyTestKits();
  cloud?.faults.clear();
});

async function openNameForm(adapter = new SigningAdapter()) {
  const testKit = createTestKit({
    adapter,
    networks: [kitDevnet],
    projectId: 'kit-local',
    cloud: { url: cloud.url },
  });
  renderModal(testKit.kit);
  await connectWallet(testKit.kit);
  await settle(() => testKit.kit.open({ view: 'Account' }));
  fireEvent.click(await screen.findByRole('button', { name: /Choose a name/ }));
  await screen.findByRole('dialog', { name: 'Choose Name' });
  // The view's chunk loads on first use (ViewOutlet's secondary views): wait for the form.
  await screen.findByLabelText('Name');
  return testKit;
}

const nameField = () => screen.getByLabelText('Name') as HTMLInputElement;
const registerButton = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;

describe('RegisterAccountNameView', () => {
  it('registers a typed name and shows it on the success view, then in Account', async () => {
    const { kit } = await openNameForm();
    const name = `view-${Date.now().toString(36)}`;
    fireEvent.change(nameField(), { target: { value: name } });
    expect(registerButton().disabled).toBe(false);
    fireEvent.click(registerButton());
    await screen.findByRole('dialog', { name: 'Name Registered' }, { timeout: 10_000 });
    expect(await screen.findByText(`${name}.kit.id`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await settle();
    expect(kit.getState().modal.history).toEqual(['Account']);
    expect(screen.getByTestId('kit-profile-name').textContent).toBe(`${name}.kit.id`);
    // A named account is not offered another name.
    expect(screen.queryByRole('button', { name: /Choose a name/ })).toBeNull();
  });

  it('shows the name rule under the field and keeps Register disabled for a bad name', async () => {
    await openNameForm();
    fireEvent.change(nameField(), { target: { value: 'ab' } });
    await settle();
    expect(
      screen.getByText('Names use letters, digits and hyphens only, at least 4 characters'),
    ).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(registerButton().disabled).toBe(true);
  });

  it('offers free names like the typed one; choosing one fills the field', async () => {
    await openNameForm();
    fireEvent.change(nameField(), { target: { value: 'suggest-me' } });
    const suggestions = await screen.findByRole(
      'region',
      { name: 'Suggestions' },
      { timeout: 5_000 },
    );
    const first = suggestions.querySelector('button');
    expect(first).not.toBeNull();
    const label = first!.textContent!.replace('Available', '').replace('.kit.id', '');
    fireEvent.click(first!);
    await waitFor(() => expect(nameField().value).toBe(label));
  });

  it('comes back to the form with the error when the wallet refuses to sign', async () => {
    const adapter = new SigningAdapter();
    adapter.refuse = true;
    const { kit } = await openNameForm(adapter);
    fireEvent.change(nameField(), { target: { value: 'refused-name' } });
    fireEvent.click(registerButton());
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
        'User rejected the request',
      ),
    );
    expect(kit.getState().modal.view).toBe('RegisterAccountName');
    expect(nameField().value).toBe('refused-name');
  });
});
