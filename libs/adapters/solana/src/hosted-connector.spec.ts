// The Solana adapter as a ConnectorHost: it takes the embedded wallet's AUTH connector (a Wallet
// Standard wallet the store hands over) and nothing else.
import type { AdapterEvent, ConnectorDescriptor, RpcClient } from '@kit/core';
import { canHostConnector, solanaLocal } from '@kit/core';
import { createSolanaTestWallet } from '@kit/testing';
import { createSolanaAdapter } from './solana-adapter';

const SECRET =
  '2Q6iaDj9jBCE1H5JHsfd3pvPEypuE4uWfUjrZgUoVyVaxZL4449TVJYhJyUtKPuhrtjjMUJ2pTZg7iWQtx1e8aKf';
const unusedRpc: RpcClient = {
  request: () => Promise.reject(new Error('no chain in this test')),
};
const auth: ConnectorDescriptor = {
  id: 'solana:auth',
  name: 'Email & socials',
  type: 'AUTH',
  chain: 'solana',
};

function embeddedWallet() {
  return createSolanaTestWallet({
    secretKeys: [SECRET],
    chains: [{ id: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
    name: 'Embedded',
  });
}

describe('the Solana adapter hosting outside connectors', () => {
  it('takes AUTH connectors only, so WalletConnect is never offered to it', () => {
    const adapter = createSolanaAdapter();
    expect(canHostConnector(adapter, 'AUTH')).toBe(true);
    expect(canHostConnector(adapter, 'WALLET_CONNECT')).toBe(false);
  });

  it('lists an attached wallet first and forgets it on detach, announcing both', () => {
    const adapter = createSolanaAdapter();
    adapter.setup({ networks: [solanaLocal], rpc: () => unusedRpc });
    const events: AdapterEvent[] = [];
    adapter.subscribe((event) => events.push(event));
    const wallet = embeddedWallet();

    adapter.attachConnector({ descriptor: auth, provider: wallet });
    expect(adapter.getConnectors()).toEqual([auth]);
    expect(adapter.getProvider({ connectorId: auth.id })).toBe(wallet);
    adapter.attachConnector({ descriptor: auth, provider: wallet });

    adapter.detachConnector({ connectorId: auth.id });
    expect(adapter.getConnectors()).toEqual([]);
    expect(adapter.getProvider({ connectorId: auth.id })).toBeUndefined();
    expect(events).toEqual([
      { type: 'connectorsChanged', connectors: [auth] },
      { type: 'connectorsChanged', connectors: [] },
    ]);
  });

  it('refuses a provider that is not a Solana Wallet Standard wallet', () => {
    const adapter = createSolanaAdapter();
    expect(() => adapter.attachConnector({ descriptor: auth, provider: {} })).toThrow(
      expect.objectContaining({ code: 'PROVIDER_NOT_FOUND' }),
    );
  });
});
