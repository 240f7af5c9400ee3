import { connectorIdKey, createMemoryBackend, STORAGE_KEYS } from '@kit/core';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { render, screen, waitFor } from '@testing-library/react';
import { ConnectButton } from '../ConnectButton/ConnectButton';
import { NetworkButton } from '../NetworkButton/NetworkButton';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { KitProvider } from './KitProvider';

// Issue 22 (time to button): the page's first frame shows Kit's buttons without waiting for Kit's
// sagas (they start after it), and shows what it showed when they started first.

afterEach(destroyTestKits);

function renderButtons(kit: ReturnType<typeof createTestKit>['kit']) {
  render(
    <KitProvider kit={kit}>
      <ConnectButton />
      <NetworkButton />
    </KitProvider>,
  );
}

describe('KitProvider, first frame', () => {
  it("renders Connect and the restored network before Kit's sagas start, and keeps them after", async () => {
    const adapter = new ScriptedAdapter();
    const setup = jest.spyOn(adapter, 'setup');
    const storage = createMemoryBackend();
    storage.setItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, JSON.stringify('eip155:11155111'));
    const { kit } = createTestKit({ adapter, storage, window });
    renderButtons(kit);
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sepolia' })).toBeTruthy();
    expect(setup).not.toHaveBeenCalled();
    await waitFor(() => expect(setup).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sepolia' })).toBeTruthy();
  });

  it('shows a stored connection reconnecting in the first frame (the sagas start at once)', async () => {
    const adapter = new ScriptedAdapter();
    // The wallet never answers: the reconnect stays pending.
    adapter.onReconnect = () => new Promise(() => undefined);
    const storage = createMemoryBackend();
    storage.setItem(connectorIdKey('eip155'), JSON.stringify('eip155:alpha'));
    const { kit } = createTestKit({ adapter, storage, window, enableReconnect: true });
    // React renders a page's root in a task of its own, after the promises of createKit's one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderButtons(kit);
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeTruthy();
  });
});
