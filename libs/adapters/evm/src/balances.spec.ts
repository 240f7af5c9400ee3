import { toChecksumAddress } from '@kit/core/address';
import type { KitNetwork } from '@kit/core';
import { createDevnetProvider, MULTICALL3_ADDRESS } from '@kit/testing';
import type { CountingRpcClient } from '@kit/testing';
import { Interface } from 'ethers';
import { openWalletPage, startEvmHarness } from './evm-harness.spec-helper';
import type { EvmHarness, WalletPage } from './evm-harness.spec-helper';

const AGGREGATE3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
]);

let harness: EvmHarness;
let page: WalletPage;
let network: KitNetwork;
let rpc: CountingRpcClient;
let owner: string;

beforeAll(async () => {
  harness = await startEvmHarness();
  network = harness.networks[0]!;
  rpc = harness.rpc.get(network.caipNetworkId)!;
  owner = harness.devnet.accounts[1]!.address;
}, 30_000);

afterAll(async () => {
  await harness?.stop();
});

beforeEach(() => {
  page = openWalletPage(harness);
  rpc.reset();
});

afterEach(async () => {
  await page?.close();
});

/** How many calls each aggregate3 eth_call carried, from what reached the node. */
function aggregate3Sizes(): number[] {
  return rpc
    .calls()
    .filter((call) => call.method === 'eth_call')
    .map((call) => {
      const [{ to, data }] = call.params as [{ to: string; data: string }];
      expect(to.toLowerCase()).toBe(MULTICALL3_ADDRESS.toLowerCase());
      return (AGGREGATE3.decodeFunctionData('aggregate3', data)[0] as unknown[]).length;
    });
}

describe('getBalances', () => {
  it('reads the native balance and two ERC20s (6 and 18 decimals) in exactly one HTTP request', async () => {
    const { usd, kit } = harness.devnet.tokens;
    const expectedNative = await createDevnetProvider(harness.devnet.chains[0]!).getBalance(owner);

    const balances = await page.adapter.getBalances({
      address: owner,
      network,
      tokenAddresses: [usd.address, kit.address],
    });

    expect(balances).toEqual({
      native: { value: expectedNative.toString(), decimals: 18, symbol: 'ETH' },
      tokens: [
        {
          address: toChecksumAddress(usd.address),
          name: 'Kit USD',
          symbol: 'KUSD',
          decimals: 6,
          value: (1_000_000n * 10n ** 6n).toString(),
        },
        {
          address: toChecksumAddress(kit.address),
          name: 'Kit Token',
          symbol: 'KIT',
          decimals: 18,
          value: (1_000_000n * 10n ** 18n).toString(),
        },
      ],
    });
    expect(rpc.httpRequests).toHaveLength(1);
    expect(rpc.calls().map((call) => call.method)).toEqual(['eth_call']);
    expect(aggregate3Sizes()).toEqual([9]);
  });

  it('splits call data above 1024 bytes into several aggregate3 calls, still in one HTTP request', async () => {
    const { usd, kit } = harness.devnet.tokens;
    // 30 addresses without code: their calls "succeed" with no data, so they are skipped.
    const empty = Array.from({ length: 30 }, (_, index) =>
      toChecksumAddress(`0x${(0x1000 + index).toString(16).padStart(40, '0')}`),
    );

    const balances = await page.adapter.getBalances({
      address: owner,
      network,
      tokenAddresses: [usd.address, ...empty, kit.address],
    });

    expect(balances.tokens.map((token) => token.symbol)).toEqual(['KUSD', 'KIT']);
    expect(rpc.httpRequests).toHaveLength(1);
    const sizes = aggregate3Sizes();
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(1 + 32 * 4);
  });
});

describe('getBalance', () => {
  it('reads the native balance with eth_getBalance as a decimal string of wei', async () => {
    const expected = await createDevnetProvider(harness.devnet.chains[0]!).getBalance(owner);
    await expect(page.adapter.getBalance({ address: owner, network })).resolves.toEqual({
      value: expected.toString(),
      decimals: 18,
      symbol: 'ETH',
    });
    expect(rpc.calls().map((call) => call.method)).toEqual(['eth_getBalance']);
  });

  it("fails with 'Invalid eip155 address' for a malformed address, without calling the node", async () => {
    await expect(page.adapter.getBalance({ address: '0x1234', network })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
    expect(rpc.httpRequests).toHaveLength(0);
  });
});

describe('getTokenBalances', () => {
  it('reads the given tokens only, without the native balance', async () => {
    const tokens = await page.adapter.getTokenBalances({
      address: owner,
      network,
      tokenAddresses: [harness.devnet.tokens.kit.address],
    });
    expect(tokens.map((token) => token.symbol)).toEqual(['KIT']);
    expect(aggregate3Sizes()).toEqual([4]);
  });

  it("reads the network's configured tokens when the caller names none", async () => {
    await page.close();
    page = openWalletPage(harness, {
      adapter: { tokens: { [network.caipNetworkId]: [harness.devnet.tokens.usd.address] } },
    });
    const tokens = await page.adapter.getTokenBalances({
      address: owner,
      network,
      tokenAddresses: [],
    });
    expect(tokens.map((token) => token.symbol)).toEqual(['KUSD']);
  });

  it('skips tokens whose calls fail and reads each token once', async () => {
    const { usd } = harness.devnet.tokens;
    const tokens = await page.adapter.getTokenBalances({
      address: owner,
      network,
      // Multicall3 itself has no ERC20 functions, so its calls revert.
      tokenAddresses: [
        MULTICALL3_ADDRESS,
        usd.address,
        usd.address.toLowerCase(),
        'not-an-address',
      ],
    });
    expect(tokens.map((token) => token.symbol)).toEqual(['KUSD']);
  });

  it('sends nothing when there are no tokens to read', async () => {
    await expect(
      page.adapter.getTokenBalances({ address: owner, network, tokenAddresses: [] }),
    ).resolves.toEqual([]);
    expect(rpc.httpRequests).toHaveLength(0);
  });

  it('fails with "Token Balance Unavailable" where Multicall3 is not deployed', async () => {
    await page.close();
    page = openWalletPage(harness, {
      adapter: {
        multicall3Addresses: {
          [network.caipNetworkId]: '0x000000000000000000000000000000000000dEaD',
        },
      },
    });
    await expect(
      page.adapter.getTokenBalances({
        address: owner,
        network,
        tokenAddresses: [harness.devnet.tokens.usd.address],
      }),
    ).rejects.toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
      shortMessage: 'Token Balance Unavailable',
    });
  });
});
