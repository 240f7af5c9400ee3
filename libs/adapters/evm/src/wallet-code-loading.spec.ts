import { kitDevnet } from '@kit/core';
import type { ConnectorDescriptor } from '@kit/core';
import type { Eip1193Provider } from './eip1193-provider';

// The adapter's wallet code (connect, switch, sign, wallet events, error mapping) is a chunk of
// its own, loaded on first use (lazy-wallet-code.ts). Here its load fails while
// `mockWalletCodeUnreachable` is set, as a dynamic import does when the network drops: jest calls
// the factory again on the next import, as a browser fetches the chunk again.
let mockWalletCodeUnreachable = false;
jest.mock('./wallet-operations', () => {
  if (mockWalletCodeUnreachable) {
    throw new TypeError('Failed to fetch dynamically imported module: wallet-operations.js');
  }
  return jest.requireActual('./wallet-operations');
});

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const descriptor: ConnectorDescriptor = {
  id: 'eip155:walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};

/** A wallet on the devnet's chain that authorises the site without prompting. */
function fakeWallet(): Eip1193Provider {
  const answers: Record<string, unknown> = {
    eth_requestAccounts: [ADDRESS.toLowerCase()],
    eth_accounts: [ADDRESS.toLowerCase()],
    eth_chainId: `0x${Number(kitDevnet.id).toString(16)}`,
  };
  return {
    request: jest.fn(async ({ method }: { method: string }) => answers[method]),
    on: jest.fn(),
    removeListener: jest.fn(),
  };
}

/** A fresh adapter module each time: the loaded wallet code is kept per module. */
async function setUp() {
  jest.resetModules();
  const { createEvmAdapter } = await import('./evm-adapter');
  const adapter = createEvmAdapter({ eip6963: false, injected: false });
  adapter.setup({ networks: [kitDevnet], rpc: () => ({ request: jest.fn() }) });
  adapter.attachConnector({ descriptor, provider: fakeWallet() });
  return { adapter };
}

afterEach(() => {
  mockWalletCodeUnreachable = false;
});

describe('the EVM adapter when its wallet code cannot load', () => {
  it("fails a connect with 'Failed to connect', and the next connect loads the code and connects", async () => {
    const { adapter } = await setUp();
    mockWalletCodeUnreachable = true;
    const failed = adapter.connect({ connectorId: descriptor.id });
    // A WalletConnectionError of the module registry setUp reset, so matched by name.
    await expect(failed).rejects.toMatchObject({
      name: 'WalletConnectionError',
      code: 'CONNECT_FAILED',
      shortMessage: 'Failed to connect',
    });

    mockWalletCodeUnreachable = false;
    await expect(adapter.connect({ connectorId: descriptor.id })).resolves.toEqual({
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      caipNetworkId: kitDevnet.caipNetworkId,
    });
  });

  it('fails a reconnect on load (the store keeps the stored connection), and the next one restores it', async () => {
    const { adapter } = await setUp();
    mockWalletCodeUnreachable = true;
    await expect(adapter.reconnect({ connectorId: descriptor.id })).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
    });

    mockWalletCodeUnreachable = false;
    await expect(adapter.reconnect({ connectorId: descriptor.id })).resolves.toEqual({
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      caipNetworkId: kitDevnet.caipNetworkId,
    });
  });
});
