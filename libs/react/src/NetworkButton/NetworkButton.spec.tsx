import { act, fireEvent, render, screen } from '@testing-library/react';
import { KitProvider } from '../KitProvider/KitProvider';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { NetworkButton } from './NetworkButton';

afterEach(destroyTestKits);

describe('NetworkButton', () => {
  it('shows the active network and opens the network picker', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <NetworkButton />
      </KitProvider>,
    );
    await act(async () => undefined);
    const button = screen.getByRole('button', { name: 'Ethereum' });
    fireEvent.click(button);
    await act(async () => undefined);
    expect(kit.getState().modal.view).toBe('Networks');
  });

  it('reads Unsupported network on an unlisted chain and opens UnsupportedChain', async () => {
    const { kit, adapter } = createTestKit({ allowUnsupportedChain: true });
    adapter.onConnect = async () => ({ accounts: adapter.accounts, caipNetworkId: 'eip155:999' });
    render(
      <KitProvider kit={kit}>
        <NetworkButton />
      </KitProvider>,
    );
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unsupported network' }));
    await act(async () => undefined);
    expect(kit.getState().modal.view).toBe('UnsupportedChain');
  });
});
