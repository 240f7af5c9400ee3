/**
 * @jest-environment node
 */
import { SERVER_ENVIRONMENT, createMemoryBackend, mainnet, type KitLogger } from '@kit/core';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit } from '@kit/store';
import { renderToString } from 'react-dom/server';
import {
  ConnectButton,
  KitProvider,
  NetworkButton,
  useKit,
  useKitAccount,
  useKitEvents,
  useKitNetwork,
  useKitState,
} from './index';

const logger: KitLogger = { warn: () => undefined, error: () => undefined };

function App() {
  const { isOpen } = useKit();
  const { isConnected } = useKitAccount();
  const { caipNetwork } = useKitNetwork();
  const { selectedNetworkId } = useKitState();
  const event = useKitEvents();
  return (
    <main>
      <p>
        {[
          isOpen ? 'open' : 'closed',
          isConnected ? 'connected' : 'disconnected',
          caipNetwork?.name,
          selectedNetworkId,
          event === undefined ? 'no event' : 'event',
        ].join(' ')}
      </p>
      <ConnectButton />
      <NetworkButton />
    </main>
  );
}

describe('server rendering', () => {
  it('renders the app inside KitProvider without a window or document, and no modal', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const kit = createKit({
      networks: [mainnet],
      adapters: [new ScriptedAdapter()],
      storage: createMemoryBackend(),
      environment: SERVER_ENVIRONMENT,
      logger,
      enableReconnect: false,
    });
    const html = renderToString(
      <KitProvider kit={kit}>
        <App />
      </KitProvider>,
    );
    expect(html).toContain('closed disconnected Ethereum eip155:1 no event');
    expect(html).toContain('Connect Wallet');
    expect(html).not.toContain('dialog');
    await kit.destroy();
  });

  it('renders with a config (the Kit is created on the server too)', () => {
    const html = renderToString(
      <KitProvider config={{ networks: [mainnet], enableReconnect: false, logger }}>
        <App />
      </KitProvider>,
    );
    expect(html).toContain('Connect Wallet');
  });
});
