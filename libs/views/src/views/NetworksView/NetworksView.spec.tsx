import { UserRejectedRequestError } from '@kit/core';
import {
  ScriptedAdapter,
  connector,
  deferred,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

const networkButton = (name: string) =>
  within(screen.getByRole('list', { name: 'Networks' })).getByRole('button', {
    name: new RegExp(name),
  }) as HTMLButtonElement;

describe('NetworksView', () => {
  it('lists the configured networks with the active one marked', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'Networks' }));
    expect(networkButton('Ethereum').getAttribute('aria-current')).toBe('true');
    expect(networkButton('Sepolia').getAttribute('aria-current')).toBeNull();
  });

  it('switches at once and goes back when no wallet has to agree', async () => {
    const { kit, dispatched } = createTestKit();
    renderModal(kit);
    await settle(() => {
      kit.open();
      kit.store.dispatch({ type: 'modal/pushed', payload: { view: 'Networks', data: {} } });
    });
    fireEvent.click(networkButton('Sepolia'));
    await settle();
    expect(dispatched).toContainEqual({
      type: 'network/switchNetworkRequested',
      payload: { caipNetworkId: 'eip155:11155111' },
    });
    expect(kit.getState().network.caipNetwork.eip155).toBe('eip155:11155111');
    expect(kit.getState().modal.view).toBe('Connect');
  });

  it('shows SwitchNetwork while the wallet decides, its rejection, and retries', async () => {
    const { kit, adapter, dispatched } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    const first = deferred<void>();
    adapter.onSwitchNetwork = () => first.promise;
    await settle(() => kit.open({ view: 'Networks' }));
    fireEvent.click(networkButton('Sepolia'));
    await settle();
    expect(kit.getState().modal.view).toBe('SwitchNetwork');
    expect(screen.getByText('Switch to Sepolia')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Switching network' })).toBeTruthy();

    await settle(() => first.reject(new UserRejectedRequestError()));
    expect(screen.getByRole('alert').textContent).toContain('Switch declined');

    const second = deferred<void>();
    adapter.onSwitchNetwork = () => second.promise;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(
      dispatched.filter((action) => action.type === 'network/switchNetworkRequested'),
    ).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Switching network' })).toBeTruthy();
    await settle(() => second.resolve());
    // The network saga goes back once the wallet switched.
    expect(kit.getState().modal.view).toBe('Networks');
    expect(networkButton('Sepolia').getAttribute('aria-current')).toBe('true');
  });

  it("disables networks the connected wallet says it can't serve", async () => {
    const adapter = new ScriptedAdapter({
      connectors: [connector('eip155', 'alpha', 'Alpha Wallet', { chains: ['eip155:1'] })],
    });
    const { kit } = createTestKit({ adapter });
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Networks' }));
    expect(networkButton('Sepolia').disabled).toBe(true);
    expect(networkButton('Sepolia').textContent).toContain('Not supported by your wallet');
    expect(networkButton('Ethereum').disabled).toBe(false);
  });
});
