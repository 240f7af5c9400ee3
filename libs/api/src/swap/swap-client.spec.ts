import { readSwapPools, startCloud, type Cloud } from '@kit/cloud';
import { isKitError, type KitError } from '@kit/core';
import {
  createDevnetProvider,
  createEvmTestWallet,
  startDevnet,
  toDevnetInfo,
  type Devnet,
  type EvmTestWallet,
} from '@kit/testing';
import { getAddress, Interface, parseEther, parseUnits, type JsonRpcProvider } from 'ethers';
import { isApiRequestError } from '../http/api-request-error';
import { createSwapClient, type SwapClient, type SwapRequestsLoader } from './swap-client';
import type { SwapTransaction } from './swap-schemas';

jest.setTimeout(60_000);

const CHAIN = 'eip155:31337';
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const ERC20 = new Interface(['function balanceOf(address owner) view returns (uint256)']);
const ROUTER = new Interface([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
]);

let devnet: Devnet;
let cloud: Cloud;
let provider: JsonRpcProvider;
let client: SwapClient;
let usd: string;
let kit: string;
const wallets: EvmTestWallet[] = [];

beforeAll(async () => {
  devnet = await startDevnet({ secondChain: true });
  provider = createDevnetProvider(devnet.chains[0]!);
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
  client = createSwapClient(
    { baseUrl: cloud.url, projectId: 'kit-local' },
    () => import('./swap-requests'),
  );
  usd = `${CHAIN}:${devnet.tokens.usd.address}`;
  kit = `${CHAIN}:${devnet.tokens.kit.address}`;
});

afterAll(async () => {
  await cloud?.stop();
  for (const wallet of wallets) wallet.destroy();
  provider?.destroy();
  await devnet?.stop();
});

afterEach(() => cloud.faults.clear());

function accountOf(index: number) {
  const chain = devnet.chains[0]!;
  const wallet = createEvmTestWallet({
    privateKey: devnet.accounts[index]!.privateKey,
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
    authorized: true,
  });
  wallets.push(wallet);
  const address = devnet.accounts[index]!.address;
  return { wallet, address, caip: `${CHAIN}:${address}` };
}

async function balanceOf(token: string | undefined, owner: string): Promise<bigint> {
  if (token === undefined) return provider.getBalance(owner);
  const result = await provider.call({
    to: token,
    data: ERC20.encodeFunctionData('balanceOf', [owner]),
  });
  return ERC20.decodeFunctionResult('balanceOf', result)[0] as bigint;
}

async function amountsOut(amount: bigint, path: string[]): Promise<bigint[]> {
  const [pool] = readSwapPools(cloud.dataDir);
  const result = await provider.call({
    to: pool!.router,
    data: ROUTER.encodeFunctionData('getAmountsOut', [amount, path]),
  });
  return [...(ROUTER.decodeFunctionResult('getAmountsOut', result)[0] as bigint[])];
}

/** Has the wallet send a built transaction (eth_sendTransaction) and waits for it. */
async function send(wallet: EvmTestWallet, tx: SwapTransaction) {
  const hex = (decimal: string) => `0x${BigInt(decimal).toString(16)}`;
  const hash = (await wallet.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: tx.from,
        to: tx.to,
        data: tx.data,
        value: hex(tx.value),
        gas: hex(tx.gas),
        gasPrice: hex(tx.gasPrice),
      },
    ],
  })) as string;
  const receipt = await provider.waitForTransaction(hash);
  expect(receipt?.status).toBe(1);
  return receipt!;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('swap client against the local cloud and the devnet', () => {
  it('lists the swappable tokens of the devnet', async () => {
    const tokens = await client.getTokens({ caipNetworkId: CHAIN });
    expect(tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
      { symbol: 'ETH', address: NATIVE, decimals: 18 },
      { symbol: 'KUSD', address: usd, decimals: 6 },
      { symbol: 'KIT', address: kit, decimals: 18 },
    ]);
    expect(tokens[1]!.logoUri).toBe(`${cloud.url}/public/getTokenImage/KUSD?projectId=kit-local`);
  });

  it("quotes KUSD → KIT at the router's getAmountsOut", async () => {
    const amount = parseUnits('100', 6);
    const { caip } = accountOf(7);
    const quotes = await client.getQuote({
      amount: amount.toString(),
      userAddress: caip,
      from: usd,
      to: kit,
    });
    const expected = await amountsOut(amount, [
      devnet.tokens.usd.address,
      devnet.tokens.kit.address,
    ]);
    expect(quotes).toEqual([
      {
        fromAmount: amount.toString(),
        fromAccount: usd,
        toAmount: expected[1]!.toString(),
        toAccount: kit,
      },
    ]);
  });

  it('approves, then swaps KUSD → KIT on the devnet for the quoted amount, within the slippage', async () => {
    const { wallet, address, caip } = accountOf(7);
    const amount = parseUnits('250', 6);
    expect(await client.getAllowance({ tokenAddress: usd, userAddress: address })).toBe('0');

    const approve = await client.buildApprove({
      userAddress: caip,
      from: usd,
      to: kit,
      amount: amount.toString(),
    });
    expect(approve).toMatchObject({
      caipNetworkId: CHAIN,
      from: address,
      to: devnet.tokens.usd.address,
      value: '0',
    });
    await send(wallet, approve);
    expect(await client.getAllowance({ tokenAddress: usd, userAddress: caip })).toBe(
      amount.toString(),
    );

    const [quote] = await client.getQuote({
      amount: amount.toString(),
      userAddress: caip,
      from: usd,
      to: kit,
    });
    const swap = await client.buildTransaction({
      amount: amount.toString(),
      userAddress: caip,
      from: usd,
      to: kit,
    });
    const [pool] = readSwapPools(cloud.dataDir);
    expect(swap).toMatchObject({
      caipNetworkId: CHAIN,
      from: address,
      to: pool!.router,
      value: '0',
    });
    expect(swap.toAmount).toBe(quote!.toAmount);
    expect(swap.toAmountMin).toBe(((BigInt(quote!.toAmount) * 99n) / 100n).toString());

    const usdBefore = await balanceOf(devnet.tokens.usd.address, address);
    const kitBefore = await balanceOf(devnet.tokens.kit.address, address);
    await send(wallet, swap);
    expect(await balanceOf(devnet.tokens.usd.address, address)).toBe(usdBefore - amount);
    const received = (await balanceOf(devnet.tokens.kit.address, address)) - kitBefore;
    expect(received).toBeGreaterThanOrEqual(BigInt(swap.toAmountMin!));
    // Nothing traded between the quote and the swap: exactly as quoted.
    expect(received).toBe(BigInt(quote!.toAmount));
    expect(await client.getAllowance({ tokenAddress: usd, userAddress: caip })).toBe('0');
  });

  it('swaps native ETH → KIT with no approval', async () => {
    const { wallet, address, caip } = accountOf(8);
    const amount = parseEther('0.5');
    const [pool] = readSwapPools(cloud.dataDir);
    const [quote] = await client.getQuote({
      amount: amount.toString(),
      userAddress: caip,
      from: NATIVE,
      to: kit,
    });
    const expected = await amountsOut(amount, [pool!.weth, getAddress(devnet.tokens.kit.address)]);
    expect(quote!.toAmount).toBe(expected[1]!.toString());
    expect(await client.getAllowance({ tokenAddress: NATIVE, userAddress: caip })).toBe(
      (2n ** 256n - 1n).toString(),
    );

    const swap = await client.buildTransaction({
      amount: amount.toString(),
      userAddress: caip,
      from: NATIVE,
      to: kit,
    });
    expect(swap.value).toBe(amount.toString());
    const ethBefore = await balanceOf(undefined, address);
    const kitBefore = await balanceOf(devnet.tokens.kit.address, address);
    const receipt = await send(wallet, swap);
    expect(await balanceOf(undefined, address)).toBe(
      ethBefore - amount - receipt.gasUsed * receipt.gasPrice,
    );
    expect((await balanceOf(devnet.tokens.kit.address, address)) - kitBefore).toBe(
      BigInt(quote!.toAmount),
    );
  });

  it("throws KitError 'Insufficient liquidity' for more than the pool can fill", async () => {
    const { caip } = accountOf(7);
    const huge = parseUnits('1000000000', 6).toString();
    for (const call of [
      () => client.getQuote({ amount: huge, userAddress: caip, from: usd, to: kit }),
      () => client.buildTransaction({ amount: huge, userAddress: caip, from: usd, to: kit }),
    ]) {
      const error = await rejection(call());
      expect(isKitError(error) && error.code).toBe('INSUFFICIENT_LIQUIDITY');
      expect((error as KitError).shortMessage).toBe('Insufficient liquidity');
    }
  });

  it.each([
    ['the devnet chain without a pool', 'eip155:31338'],
    ['a network core has no swaps on', 'eip155:11155111'],
  ])(
    "gives no tokens or quotes on %s and throws 'Network not supported for Swaps' for the rest",
    async (_label, network) => {
      const user = `${network}:${devnet.accounts[7]!.address}`;
      const from = `${network}:${devnet.tokens.usd.address}`;
      const to = `${network}:${devnet.tokens.kit.address}`;
      expect(await client.getTokens({ caipNetworkId: network })).toEqual([]);
      expect(await client.getQuote({ amount: '1000', userAddress: user, from, to })).toEqual([]);
      for (const call of [
        () => client.getAllowance({ tokenAddress: from, userAddress: user }),
        () => client.buildApprove({ userAddress: user, from, to }),
        () => client.buildTransaction({ amount: '1000', userAddress: user, from, to }),
      ]) {
        const error = await rejection(call());
        expect(isKitError(error) && error.code).toBe('NETWORK_NOT_SUPPORTED_FOR_SWAPS');
        expect((error as KitError).shortMessage).toBe('Network not supported for Swaps');
      }
    },
  );

  it('gives no tokens for a non-EVM network', async () => {
    expect(
      await client.getTokens({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toEqual([]);
    expect(await client.getTokens({ caipNetworkId: 'not a network' })).toEqual([]);
  });

  it('rejects the call whose request code failed to load, and loads it again on the next call', async () => {
    const chunkError = new Error('Failed to fetch dynamically imported module');
    const load = jest
      .fn<ReturnType<SwapRequestsLoader>, []>()
      .mockRejectedValueOnce(chunkError)
      .mockImplementation(() => import('./swap-requests'));
    const flaky = createSwapClient({ baseUrl: cloud.url, projectId: 'kit-local' }, load);
    expect(load).not.toHaveBeenCalled();
    await expect(flaky.getTokens({ caipNetworkId: CHAIN })).rejects.toBe(chunkError);
    await expect(flaky.getTokens({ caipNetworkId: CHAIN })).resolves.not.toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("carries the service's other refusals as reasons[0].description", async () => {
    const { caip } = accountOf(7);
    const unknown = `${CHAIN}:0x${'12'.repeat(20)}`;
    const error = await rejection(
      client.buildApprove({ userAddress: caip, from: unknown, to: kit }),
    );
    expect(isApiRequestError(error, 'API_HTTP_ERROR')).toBe(true);
    expect((error as { serverMessage?: string }).serverMessage).toBe(
      `from: token 0x${'12'.repeat(20)} is not swapped on eip155:31337`,
    );
    await expect(
      client.getQuote({ amount: '1', userAddress: caip, from: 'KUSD', to: kit }),
    ).rejects.toThrow('Invalid CAIP-10 address');
  });

  it('turns a malformed answer into API_INVALID_RESPONSE', async () => {
    cloud.faults.set('/v1/convert/quotes', {
      kind: 'malformed',
      body: '{"quotes":[{"toAmount":1}]}',
    });
    const error = await rejection(
      client.getQuote({
        amount: '1000',
        userAddress: `${CHAIN}:${devnet.accounts[7]!.address}`,
        from: usd,
        to: kit,
      }),
    );
    expect(isApiRequestError(error, 'API_INVALID_RESPONSE')).toBe(true);
  });
});
