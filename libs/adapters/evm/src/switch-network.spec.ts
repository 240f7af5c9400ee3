import { toChecksumAddress } from '@kit/core/address';
import type { KitNetwork } from '@kit/core';
import { createDevnetProvider } from '@kit/testing';
import { openWalletPage, startEvmHarness, TEST_WALLET_ID } from './evm-harness.spec-helper';
import type { EvmHarness, WalletPage } from './evm-harness.spec-helper';

let harness: EvmHarness;
let page: WalletPage;
let first: KitNetwork;
let second: KitNetwork;

beforeAll(async () => {
  harness = await startEvmHarness({ secondChain: true });
  [first, second] = harness.networks as [KitNetwork, KitNetwork];
}, 30_000);

afterAll(async () => {
  await harness?.stop();
});

afterEach(async () => {
  await page?.close();
});

function methods(): string[] {
  return page.wallet.requests.map((request) => request.method);
}

/** A MetaMask-mobile style 4902, wrapped in a -32603. */
const NESTED_4902 = {
  code: -32603,
  message:
    'Unrecognized chain ID "0x7a6a". Try adding the chain using wallet_addEthereumChain first.',
  data: { originalError: { code: 4902, message: 'Unrecognized chain ID' } },
};

describe('switchNetwork', () => {
  it('adds a chain the wallet does not know (4902), switches, and reports chainChanged eip155:31338', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.requests.length = 0;

    await page.adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: second });

    expect(methods()).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(page.wallet.requests[1]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Kit Devnet 2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [harness.devnet.chains[1]!.rpcUrl],
      },
    ]);
    expect(page.wallet.chainId).toBe(31338);
    expect(page.events).toEqual([
      { type: 'chainChanged', connectorId: TEST_WALLET_ID, caipNetworkId: 'eip155:31338' },
    ]);
  });

  it('switches straight away when the wallet knows the chain', async () => {
    page = openWalletPage(harness, { wallet: { chains: harness.devnet.chains } });
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.requests.length = 0;

    await page.adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: second });
    expect(methods()).toEqual(['wallet_switchEthereumChain']);
    expect(page.wallet.chainId).toBe(31338);
  });

  it('treats a 4902 nested in data.originalError (MetaMask mobile) as an unknown chain', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.rejectNext('wallet_switchEthereumChain', NESTED_4902);

    await page.adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: second });
    expect(methods()).toContain('wallet_addEthereumChain');
    expect(page.wallet.chainId).toBe(31338);
  });

  it('fails with "User rejected the request" when the visitor refuses the switch after the add', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.rejectNext('wallet_switchEthereumChain', NESTED_4902);
    page.wallet.rejectNext('wallet_switchEthereumChain');

    await expect(
      page.adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: second }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request',
      rpcCode: 4001,
    });
    expect(methods().slice(-3)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(page.wallet.chainId).toBe(31337);
  });

  it('fails with "User rejected the request" when the visitor refuses to add the chain', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.rejectNext('wallet_addEthereumChain');
    await expect(
      page.adapter.switchNetwork({ connectorId: TEST_WALLET_ID, network: second }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' });
  });

  it('fails with CHAIN_NOT_CONFIGURED for a network of another namespace', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    await expect(
      page.adapter.switchNetwork({
        connectorId: TEST_WALLET_ID,
        network: { ...second, chainNamespace: 'solana', id: 'abc', caipNetworkId: 'solana:abc' },
      }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_CONFIGURED' });
  });
});

describe('connect with a network', () => {
  it('switches the wallet to the requested configured network', async () => {
    page = openWalletPage(harness);
    const result = await page.adapter.connect({
      connectorId: TEST_WALLET_ID,
      caipNetworkId: 'eip155:31338',
    });
    expect(result.caipNetworkId).toBe('eip155:31338');
    expect(page.wallet.chainId).toBe(31338);
  });

  it('does not switch when the wallet is already there', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID, caipNetworkId: first.caipNetworkId });
    expect(methods()).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it('fails as a user rejection when the visitor refuses the switch', async () => {
    page = openWalletPage(harness);
    page.wallet.rejectNext('wallet_addEthereumChain');
    await expect(
      page.adapter.connect({ connectorId: TEST_WALLET_ID, caipNetworkId: 'eip155:31338' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' });
  });

  it('connects on the wallet network when the switch fails for another reason', async () => {
    page = openWalletPage(harness);
    page.wallet.rejectNext('wallet_switchEthereumChain', { code: -32603, message: 'boom' });
    const result = await page.adapter.connect({
      connectorId: TEST_WALLET_ID,
      caipNetworkId: 'eip155:31338',
    });
    expect(result.caipNetworkId).toBe('eip155:31337');
  });
});

describe('sendTransfer on another network', () => {
  it('moves the wallet to the transfer network first and sends there', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    const node = createDevnetProvider(harness.devnet.chains[1]!);
    const to = toChecksumAddress('0x0000000000000000000000000000000000beef02');
    try {
      const before = await node.getBalance(to);
      await page.adapter.sendTransfer({
        connectorId: TEST_WALLET_ID,
        network: second,
        from: toChecksumAddress(harness.devnet.accounts[1]!.address),
        to,
        amount: '1000',
      });
      expect(await node.getBalance(to)).toBe(before + 1000n);
      expect(page.wallet.chainId).toBe(31338);
    } finally {
      node.destroy();
    }
  });
});
