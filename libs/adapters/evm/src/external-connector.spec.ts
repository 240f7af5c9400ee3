import {
  canHostConnector,
  kitDevnet,
  type AdapterEvent,
  type ConnectorDescriptor,
} from '@kit/core';
import { createEvmTestWallet, startDevnet, type Devnet } from '@kit/testing';
import { createEvmAdapter } from './evm-adapter';

// A connector handed in from outside discovery (a WalletConnect session's EIP-1193 provider, or
// the embedded wallet's AUTH connector): listed, connected, signing and disconnecting like any
// wallet. The provider here is the EIP-1193 test wallet, standing in for the session provider
// @kit/walletconnect builds and the frame-backed provider of @kit/embedded-wallet.
const descriptor: ConnectorDescriptor = {
  id: 'eip155:walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet();
});

afterAll(async () => {
  await devnet.stop();
});

function setUp() {
  const adapter = createEvmAdapter();
  const events: AdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  adapter.setup({ networks: [kitDevnet], rpc: () => ({ request: jest.fn() }) });
  return { adapter, events, wallet: devnetWallet(0) };
}

function devnetWallet(account: number) {
  return createEvmTestWallet({
    privateKey: devnet.accounts[account]!.privateKey,
    chains: [{ chainId: devnet.chains[0]!.chainId, rpcUrl: devnet.chains[0]!.rpcUrl }],
  });
}

describe('EvmAdapter as a connector host', () => {
  it('lists an attached connector, announces it, and connects and signs through its provider', async () => {
    const { adapter, events, wallet } = setUp();
    expect(canHostConnector(adapter)).toBe(true);
    adapter.attachConnector({ descriptor, provider: wallet });
    expect(adapter.getConnectors()).toEqual([descriptor]);
    expect(events).toEqual([{ type: 'connectorsChanged', connectors: [descriptor] }]);

    const result = await adapter.connect({ connectorId: descriptor.id });
    expect(result.accounts[0]?.address).toBe(wallet.address);
    const signature = await adapter.signMessage({
      connectorId: descriptor.id,
      address: wallet.address,
      message: 'hi',
    });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('forgets a detached connector and stops listening to it', async () => {
    const { adapter, events, wallet } = setUp();
    adapter.attachConnector({ descriptor, provider: wallet });
    await adapter.connect({ connectorId: descriptor.id });
    adapter.detachConnector({ connectorId: descriptor.id });
    expect(adapter.getConnectors()).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'connectorsChanged', connectors: [] });
    const before = events.length;
    wallet.emit('chainChanged', '0x1');
    expect(events).toHaveLength(before);
    await expect(adapter.connect({ connectorId: descriptor.id })).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
    });
  });

  it("lists the embedded wallet's AUTH connector first, whatever the order they came in", () => {
    const { adapter, wallet } = setUp();
    const auth: ConnectorDescriptor = {
      id: 'eip155:auth',
      name: 'Email & socials',
      type: 'AUTH',
      chain: 'eip155',
    };
    adapter.attachConnector({ descriptor, provider: wallet });
    // The store hands the embedded wallet over with the same attach; AUTH is listed first.
    adapter.attachConnector({ descriptor: auth, provider: devnetWallet(1) });
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'eip155:auth',
      'eip155:walletConnect',
    ]);
  });

  it('takes the very same provider again as no change, and keeps listening to it', async () => {
    const { adapter, events, wallet } = setUp();
    adapter.attachConnector({ descriptor, provider: wallet });
    await adapter.connect({ connectorId: descriptor.id });
    const before = events.length;
    adapter.attachConnector({ descriptor, provider: wallet });
    expect(events).toHaveLength(before);
    wallet.emit('chainChanged', '0x1');
    expect(events.at(-1)).toMatchObject({ type: 'chainChanged' });
  });

  it('refuses a provider that is not EIP-1193 or a connector of another namespace', () => {
    const { adapter, wallet } = setUp();
    expect(() => adapter.attachConnector({ descriptor, provider: {} })).toThrow(
      'Provider not found',
    );
    expect(() =>
      adapter.attachConnector({ descriptor: { ...descriptor, chain: 'solana' }, provider: wallet }),
    ).toThrow('Provider not found');
    expect(adapter.getConnectors()).toEqual([]);
  });
});
