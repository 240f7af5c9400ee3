import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDevnetProvider,
  createEvmTestWallet,
  startDevnet,
  toDevnetInfo,
  type Devnet,
  type EvmTestWallet,
} from '@kit/testing';
import {
  getAddress,
  Interface,
  MaxUint256,
  parseEther,
  parseUnits,
  Wallet,
  type JsonRpcProvider,
} from 'ethers';
import { startCloud, type Cloud } from '../start-cloud';
import { computePairAddress, SWAP_POOL_SEED } from './swap-deployer';
import { readSwapPools, type SwapPoolRecord } from './swap-pools-file';
import { STATIC_SWAP_GAS_PER_HOP } from './swap-transactions';
import { uniswapArtifacts } from './uniswap-artifacts';

jest.setTimeout(60_000);

const PROJECT = 'projectId=kit-local&st=appkit&sv=2.22.0';
const CHAIN = 'eip155:31337';
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const NOT_SUPPORTED = { reasons: [{ description: 'Network not supported for Swaps' }] };
const INSUFFICIENT_LIQUIDITY = { reasons: [{ description: 'Insufficient liquidity' }] };
const ERC20 = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);
const PAIR = new Interface(['function getReserves() view returns (uint112, uint112, uint32)']);

let devnet: Devnet;
let cloud: Cloud;
let provider: JsonRpcProvider;
let usd: string;
let kit: string;
const wallets: EvmTestWallet[] = [];

beforeAll(async () => {
  devnet = await startDevnet({ secondChain: true });
  provider = createDevnetProvider(devnet.chains[0]!);
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
  usd = `${CHAIN}:${devnet.tokens.usd.address}`;
  kit = `${CHAIN}:${devnet.tokens.kit.address}`;
});

afterAll(async () => {
  await cloud?.stop();
  for (const wallet of wallets) wallet.destroy();
  provider?.destroy();
  await devnet?.stop();
});

async function get<T = unknown>(pathAndQuery: string, target = cloud) {
  const response = await fetch(`${target.url}${pathAndQuery}`);
  return { status: response.status, body: (await response.json()) as T };
}

async function post<T = unknown>(pathAndQuery: string, body: unknown) {
  const response = await fetch(`${cloud.url}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

interface Quotes {
  quotes: Array<{ fromAmount: string; toAmount: string; fromAccount: string; toAccount: string }>;
}
interface Tx {
  tx: {
    from: string;
    to: string;
    data: string;
    value: string;
    eip155: { gas: string; gasPrice: string };
  };
  toAmount?: string;
  toAmountMin?: string;
}

const quote = (from: string, to: string, amount: bigint, target = cloud) =>
  get<Quotes>(
    `/v1/convert/quotes?${PROJECT}&${query({ from, to, amount: String(amount) })}`,
    target,
  );

function poolOf(target: Cloud): SwapPoolRecord {
  const [pool] = readSwapPools(target.dataDir);
  if (!pool) throw new Error('no pool deployed yet');
  return pool;
}

async function amountsOut(pool: SwapPoolRecord, amount: bigint, tokenPath: string[]) {
  const router = new Interface(uniswapArtifacts().router.abi);
  const result = await provider.call({
    to: pool.router,
    data: router.encodeFunctionData('getAmountsOut', [amount, tokenPath]),
  });
  return [...(router.decodeFunctionResult('getAmountsOut', result)[0] as bigint[])];
}

async function balanceOf(token: string | undefined, owner: string): Promise<bigint> {
  if (token === undefined) return provider.getBalance(owner);
  const result = await provider.call({
    to: token,
    data: ERC20.encodeFunctionData('balanceOf', [owner]),
  });
  return ERC20.decodeFunctionResult('balanceOf', result)[0] as bigint;
}

/** Uniswap V2's getAmountOut. */
const v2Out = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);

function walletFor(index: number): EvmTestWallet {
  const chain = devnet.chains[0]!;
  const wallet = createEvmTestWallet({
    privateKey: devnet.accounts[index]!.privateKey,
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
    authorized: true,
  });
  wallets.push(wallet);
  return wallet;
}

/** Sends a built transaction from the test wallet and waits for its receipt. */
async function send(wallet: EvmTestWallet, { tx }: Tx) {
  const hex = (decimal: string) => `0x${BigInt(decimal).toString(16)}`;
  const hash = (await wallet.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: tx.from.split(':')[2],
        to: tx.to.split(':')[2],
        data: tx.data,
        value: tx.value,
        gas: hex(tx.eip155.gas),
        gasPrice: hex(tx.eip155.gasPrice),
      },
    ],
  })) as string;
  const receipt = await provider.waitForTransaction(hash);
  if (receipt?.status !== 1) throw new Error(`transaction ${hash} failed`);
  return receipt;
}

describe('the swap pool on the devnet', () => {
  it('deploys nothing until a swap request needs it, then once for concurrent requests', async () => {
    const operator = devnet.accounts[0]!.address;
    const nonceBefore = await provider.getTransactionCount(operator);
    const tokens = await get(`/v1/convert/tokens?${PROJECT}&chainId=${CHAIN}`);
    expect(tokens.status).toBe(200);
    expect(readSwapPools(cloud.dataDir)).toEqual([]);

    const amount = parseUnits('100', 6);
    const [first, second] = await Promise.all([quote(usd, kit, amount), quote(usd, kit, amount)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    // WETH9, factory, router, 2 mints, 2 approvals, 2 liquidity additions: nine, once.
    expect(await provider.getTransactionCount(operator)).toBe(nonceBefore + 9);

    const pools = readSwapPools(cloud.dataDir);
    expect(pools).toHaveLength(1);
    const genesis = await provider.getBlock(0);
    expect(pools[0]).toMatchObject({ chainId: 31337, genesisHash: genesis?.hash, operator });
    for (const address of [pools[0]!.weth, pools[0]!.factory, pools[0]!.router]) {
      expect(await provider.getCode(address)).not.toBe('0x');
    }
  });

  it("seeds the pairs at the price table's prices, so the first quote is known in advance", async () => {
    const pool = poolOf(cloud);
    const seedUsd = parseUnits(SWAP_POOL_SEED.usdKit.usd, 6);
    const seedKit = parseUnits(SWAP_POOL_SEED.usdKit.kit, 18);
    const amount = parseUnits('100', 6);
    const { body } = await quote(usd, kit, amount);
    expect(body.quotes).toEqual([
      {
        id: null,
        fromAmount: amount.toString(),
        fromAccount: usd,
        toAmount: v2Out(amount, seedUsd, seedKit).toString(),
        toAccount: kit,
      },
    ]);
    // 100 KUSD buys about 400 KIT (0.25 USD), less the 0.3 % fee and a little price impact.
    expect(body.quotes[0]!.toAmount).toBe('398760243603712709842');
    const kusdKit = pool.pairs.find((pair) =>
      [pair.token0, pair.token1].includes(getAddress(devnet.tokens.usd.address)),
    )!;
    const reserves = PAIR.decodeFunctionResult(
      'getReserves',
      await provider.call({ to: kusdKit.address, data: PAIR.encodeFunctionData('getReserves') }),
    );
    expect([reserves[0], reserves[1]].sort()).toEqual([seedUsd, seedKit].sort());
  });

  it("uses a router whose pair init code hash is the factory's: getPair = the router's CREATE2 address", async () => {
    const pool = poolOf(cloud);
    const { pairInitCodeHash, factory } = uniswapArtifacts();
    // The router's pairFor has the hash compiled in; the npm pair bytecode hashes to the same.
    expect(await provider.getCode(pool.router)).toContain(pairInitCodeHash.slice(2));
    const abi = new Interface(factory.abi);
    for (const pair of pool.pairs) {
      const result = await provider.call({
        to: pool.factory,
        data: abi.encodeFunctionData('getPair', [pair.token0, pair.token1]),
      });
      const fromFactory = getAddress(abi.decodeFunctionResult('getPair', result)[0] as string);
      expect(fromFactory).toBe(pair.address);
      expect(computePairAddress(pool.factory, pair.token1, pair.token0)).toBe(pair.address);
    }
  });

  it('reuses the pool a data dir remembers for this devnet, and redeploys one that is gone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-swap-pool-'));
    const info = toDevnetInfo(devnet);
    try {
      const a = await startCloud({ dataDir, devnet: info });
      expect((await quote(usd, kit, 1_000_000n, a)).status).toBe(200);
      await a.stop();
      const deployed = poolOf(a);
      expect(deployed.router).not.toBe(poolOf(cloud).router);

      const nonce = await provider.getTransactionCount(devnet.accounts[0]!.address);
      const b = await startCloud({ dataDir, devnet: info });
      expect((await quote(usd, kit, 1_000_000n, b)).status).toBe(200);
      await b.stop();
      expect(await provider.getTransactionCount(devnet.accounts[0]!.address)).toBe(nonce);
      expect(readSwapPools(dataDir)).toEqual([deployed]);

      // As after a devnet reset: the remembered router has no code any more.
      await provider.send('anvil_setCode', [deployed.router, '0x']);
      const c = await startCloud({ dataDir, devnet: info });
      expect((await quote(usd, kit, 1_000_000n, c)).status).toBe(200);
      await c.stop();
      const redeployed = readSwapPools(dataDir);
      expect(redeployed).toHaveLength(1);
      expect(redeployed[0]!.router).not.toBe(deployed.router);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /v1/convert/tokens', () => {
  it('lists the native coin, KUSD and KIT of the swap chain as CAIP-10 ids', async () => {
    const { status, body } = await get<{ tokens: unknown[] }>(
      `/v1/convert/tokens?${PROJECT}&chainId=${CHAIN}`,
    );
    expect(status).toBe(200);
    const logo = (symbol: string) =>
      `${cloud.url}/public/getTokenImage/${symbol}?projectId=kit-local`;
    expect(body.tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: NATIVE,
        decimals: 18,
        logoUri: logo('ETH'),
        eip2612: false,
      },
      {
        name: 'Kit USD',
        symbol: 'KUSD',
        address: usd,
        decimals: 6,
        logoUri: logo('KUSD'),
        eip2612: false,
      },
      {
        name: 'Kit Token',
        symbol: 'KIT',
        address: kit,
        decimals: 18,
        logoUri: logo('KIT'),
        eip2612: false,
      },
    ]);
    expect((await get(`/v1/convert/tokens?${PROJECT}&chainId=31337`)).body).toEqual(body);
  });

  it.each(['eip155:31338', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])(
    'lists nothing for %s, where there is no pool',
    async (chainId) => {
      expect(await get(`/v1/convert/tokens?${PROJECT}&chainId=${chainId}`)).toEqual({
        status: 200,
        body: { tokens: [] },
      });
    },
  );

  it('needs a chainId and a project', async () => {
    expect(await get(`/v1/convert/tokens?${PROJECT}`)).toEqual({
      status: 400,
      body: { reasons: [{ description: 'chainId is required' }] },
    });
    expect((await get(`/v1/convert/tokens?chainId=${CHAIN}`)).status).toBe(400);
    expect(await get(`/v1/convert/tokens?projectId=nope&chainId=${CHAIN}`)).toEqual({
      status: 401,
      body: { message: 'Unauthorized: invalid key' },
    });
  });
});

describe('GET /v1/convert/quotes', () => {
  it("prices with the router's getAmountsOut, through KIT and WETH for the native coin", async () => {
    const pool = poolOf(cloud);
    const kitAddress = getAddress(devnet.tokens.kit.address);
    const usdAddress = getAddress(devnet.tokens.usd.address);
    const cases = [
      { from: usd, to: kit, amount: parseUnits('250', 6), path: [usdAddress, kitAddress] },
      { from: NATIVE, to: kit, amount: parseEther('1'), path: [pool.weth, kitAddress] },
      { from: kit, to: NATIVE, amount: parseEther('5000'), path: [kitAddress, pool.weth] },
      {
        from: NATIVE,
        to: usd,
        amount: parseEther('0.5'),
        path: [pool.weth, kitAddress, usdAddress],
      },
    ];
    for (const { from, to, amount, path: tokenPath } of cases) {
      const { status, body } = await quote(from, to, amount);
      expect(status).toBe(200);
      const expected = (await amountsOut(pool, amount, tokenPath)).at(-1);
      expect(body.quotes[0]).toMatchObject({
        fromAccount: from,
        toAccount: to,
        toAmount: String(expected),
      });
    }
  });

  it("answers 'Insufficient liquidity' past what the pool holds of the input token", async () => {
    const pool = poolOf(cloud);
    const pair = pool.pairs[0]!;
    const reserves = PAIR.decodeFunctionResult(
      'getReserves',
      await provider.call({ to: pair.address, data: PAIR.encodeFunctionData('getReserves') }),
    );
    const usdAddress = getAddress(devnet.tokens.usd.address);
    const reserveIn = (pair.token0 === usdAddress ? reserves[0] : reserves[1]) as bigint;
    expect((await quote(usd, kit, reserveIn)).status).toBe(200);
    expect(await quote(usd, kit, reserveIn + 1n)).toEqual({
      status: 400,
      body: INSUFFICIENT_LIQUIDITY,
    });
    expect(await quote(usd, kit, 10n ** 70n)).toEqual({
      status: 400,
      body: INSUFFICIENT_LIQUIDITY,
    });
    // One wei of KIT buys nothing.
    expect(await quote(kit, usd, 1n)).toEqual({ status: 400, body: INSUFFICIENT_LIQUIDITY });
  });

  it('answers no quotes on a network without swaps (spec §8)', async () => {
    const other = 'eip155:31338';
    expect(
      await quote(
        `${other}:${devnet.tokens.usd.address}`,
        `${other}:${devnet.tokens.kit.address}`,
        1n,
      ),
    ).toEqual({ status: 200, body: { quotes: [] } });
    expect(
      await quote(
        'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        'eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7',
        1n,
      ),
    ).toEqual({ status: 200, body: { quotes: [] } });
  });

  it.each<[string, () => Record<string, string>, string]>([
    [
      'a bare symbol',
      () => ({ from: 'KUSD', to: kit, amount: '1' }),
      'Invalid CAIP-10 address: from',
    ],
    ['no from', () => ({ to: kit, amount: '1' }), 'Invalid CAIP-10 address: from'],
    [
      'an unknown token',
      () => ({ from: `${CHAIN}:0x${'12'.repeat(20)}`, to: kit, amount: '1' }),
      'is not swapped on eip155:31337',
    ],
    [
      'one token twice',
      () => ({ from: kit, to: kit, amount: '1' }),
      'from and to must be different tokens',
    ],
    [
      'two networks',
      () => ({ from: kit, to: `eip155:1:0x${'12'.repeat(20)}`, amount: '1' }),
      'from and to must be on the same network',
    ],
    [
      'a zero amount',
      () => ({ from: kit, to: NATIVE, amount: '0' }),
      'amount must be a positive integer',
    ],
    [
      'a decimal amount',
      () => ({ from: kit, to: NATIVE, amount: '1.5' }),
      'amount must be a positive integer',
    ],
  ])('refuses %s', async (_label, params, description) => {
    const { status, body } = await get<{ reasons: Array<{ description: string }> }>(
      `/v1/convert/quotes?${PROJECT}&${query(params())}`,
    );
    expect(status).toBe(400);
    expect(body.reasons[0]!.description).toContain(description);
  });
});

describe('allowance, approval and swap calldata', () => {
  const other = 'eip155:31338';

  it('reads the allowance given to the router; the native coin needs none', async () => {
    const user = devnet.accounts[3]!.address;
    expect(
      await get(
        `/v1/convert/allowance?${PROJECT}&${query({ tokenAddress: usd, userAddress: user })}`,
      ),
    ).toEqual({
      status: 200,
      body: { allowance: '0' },
    });
    expect(
      await get(
        `/v1/convert/allowance?${PROJECT}&${query({ tokenAddress: NATIVE, userAddress: `${CHAIN}:${user}` })}`,
      ),
    ).toEqual({ status: 200, body: { allowance: MaxUint256.toString() } });
  });

  it('builds approve(router, amount) on the token, unlimited by default', async () => {
    const pool = poolOf(cloud);
    const user = devnet.accounts[3]!.address;
    const params = { userAddress: `${CHAIN}:${user}`, from: usd, to: kit };
    const { status, body } = await get<Tx>(`/v1/convert/build-approve?${PROJECT}&${query(params)}`);
    expect(status).toBe(200);
    expect(body.tx).toMatchObject({ from: `${CHAIN}:${user}`, to: usd, value: '0x0' });
    expect(ERC20.decodeFunctionData('approve', body.tx.data)).toEqual([pool.router, MaxUint256]);
    expect(BigInt(body.tx.eip155.gas)).toBeGreaterThan(21_000n);
    expect(BigInt(body.tx.eip155.gasPrice)).toBeGreaterThan(0n);

    const exact = await get<Tx>(
      `/v1/convert/build-approve?${PROJECT}&${query({ ...params, amount: '5' })}`,
    );
    expect(ERC20.decodeFunctionData('approve', exact.body.tx.data)).toEqual([pool.router, 5n]);
    const native = await get(
      `/v1/convert/build-approve?${PROJECT}&${query({ ...params, from: NATIVE })}`,
    );
    expect(native).toEqual({
      status: 400,
      body: { reasons: [{ description: 'ETH is the native coin: it needs no approval' }] },
    });
  });

  it("answers 'Network not supported for Swaps' for allowance and calldata elsewhere (spec §8)", async () => {
    const user = devnet.accounts[3]!.address;
    const from = `${other}:${devnet.tokens.usd.address}`;
    const to = `${other}:${devnet.tokens.kit.address}`;
    expect(
      await get(
        `/v1/convert/allowance?${PROJECT}&${query({ tokenAddress: from, userAddress: user })}`,
      ),
    ).toEqual({
      status: 400,
      body: NOT_SUPPORTED,
    });
    expect(
      await get(`/v1/convert/build-approve?${PROJECT}&${query({ userAddress: user, from, to })}`),
    ).toEqual({
      status: 400,
      body: NOT_SUPPORTED,
    });
    expect(
      await post(`/v1/convert/build-transaction?${PROJECT}`, {
        amount: '1',
        from,
        to,
        userAddress: user,
      }),
    ).toEqual({ status: 400, body: NOT_SUPPORTED });
  });

  it('builds a swap only once the router may spend the token, unless asked not to estimate', async () => {
    const user = `${CHAIN}:${devnet.accounts[4]!.address}`;
    const order = { amount: '1000000', from: usd, to: kit, userAddress: user };
    expect(await post(`/v1/convert/build-transaction?${PROJECT}`, order)).toEqual({
      status: 400,
      body: {
        reasons: [
          { description: 'Insufficient KUSD allowance: approve the router first (build-approve)' },
        ],
      },
    });
    const blind = await post<Tx>(`/v1/convert/build-transaction?${PROJECT}`, {
      ...order,
      disableEstimate: true,
    });
    expect(blind.status).toBe(200);
    // 200,000 per hop × the 1.2 fee multiplier.
    expect(blind.body.tx.eip155.gas).toBe(String((STATIC_SWAP_GAS_PER_HOP * 12n) / 10n));

    const broke = `${CHAIN}:${Wallet.createRandom().address}`;
    expect(
      await post(`/v1/convert/build-transaction?${PROJECT}`, { ...order, userAddress: broke }),
    ).toEqual({ status: 400, body: { reasons: [{ description: 'Insufficient KUSD balance' }] } });
  });

  it('encodes amountOutMin from the slippage (default 1 %), the user as recipient and a deadline', async () => {
    const pool = poolOf(cloud);
    const router = new Interface(uniswapArtifacts().router.abi);
    const user = devnet.accounts[5]!.address;
    const amount = parseEther('2');
    const built = await post<Tx>(`/v1/convert/build-transaction?${PROJECT}`, {
      amount: amount.toString(),
      from: NATIVE,
      to: kit,
      userAddress: `${CHAIN}:${user}`,
    });
    expect(built.status).toBe(200);
    const { tx, toAmount, toAmountMin } = built.body;
    expect(tx).toMatchObject({
      from: `${CHAIN}:${user}`,
      to: `${CHAIN}:${pool.router}`,
      value: `0x${amount.toString(16)}`,
    });
    const call = router.parseTransaction({ data: tx.data, value: amount })!;
    expect(call.name).toBe('swapExactETHForTokens');
    const [amountOutMin, tokenPath, recipient, deadline] = call.args as unknown as [
      bigint,
      string[],
      string,
      bigint,
    ];
    expect(String(amountOutMin)).toBe(toAmountMin);
    expect(BigInt(toAmountMin!)).toBe((BigInt(toAmount!) * 99n) / 100n);
    expect(tokenPath).toEqual([pool.weth, getAddress(devnet.tokens.kit.address)]);
    expect(recipient).toBe(user);
    const latest = await provider.getBlock('latest');
    expect(Number(deadline)).toBe(latest!.timestamp + 1200);

    const half = await post<Tx>(`/v1/convert/build-transaction?${PROJECT}`, {
      amount: amount.toString(),
      from: NATIVE,
      to: kit,
      userAddress: user,
      eip155: { slippage: '0.5' },
    });
    expect(BigInt(half.body.toAmountMin!)).toBe((BigInt(half.body.toAmount!) * 995n) / 1000n);
    const tooMuch = await post(`/v1/convert/build-transaction?${PROJECT}`, {
      amount: '1',
      from: NATIVE,
      to: kit,
      userAddress: user,
      eip155: { slippage: 80 },
    });
    expect(tooMuch.status).toBe(400);
  });

  it('takes the project id from the body (spec §7) when the query has none', async () => {
    const order = {
      amount: '1000',
      from: NATIVE,
      to: kit,
      userAddress: devnet.accounts[5]!.address,
    };
    expect(
      (await post('/v1/convert/build-transaction', { ...order, projectId: 'kit-local' })).status,
    ).toBe(200);
    expect(await post('/v1/convert/build-transaction', { ...order, projectId: 'nope' })).toEqual({
      status: 401,
      body: { message: 'Unauthorized: invalid key' },
    });
    expect((await post('/v1/convert/build-transaction', order)).status).toBe(400);
  });

  it('swaps KUSD for ETH over two hops on the devnet, as quoted', async () => {
    const wallet = walletFor(6);
    const user = devnet.accounts[6]!.address;
    const amount = parseUnits('300', 6);
    const params = { from: usd, to: NATIVE, userAddress: `${CHAIN}:${user}` };
    await send(
      wallet,
      (await get<Tx>(`/v1/convert/build-approve?${PROJECT}&${query(params)}`)).body,
    );
    expect(
      (
        await get(
          `/v1/convert/allowance?${PROJECT}&${query({ tokenAddress: usd, userAddress: user })}`,
        )
      ).body,
    ).toEqual({ allowance: MaxUint256.toString() });

    const quoted = (await quote(usd, NATIVE, amount)).body.quotes[0]!;
    const built = await post<Tx>(`/v1/convert/build-transaction?${PROJECT}`, {
      ...params,
      amount: amount.toString(),
    });
    expect(built.status).toBe(200);
    expect(built.body.toAmount).toBe(quoted.toAmount);
    const usdBefore = await balanceOf(devnet.tokens.usd.address, user);
    const ethBefore = await balanceOf(undefined, user);
    const receipt = await send(wallet, built.body);
    const gasCost = receipt.gasUsed * receipt.gasPrice;
    expect(await balanceOf(devnet.tokens.usd.address, user)).toBe(usdBefore - amount);
    expect(await balanceOf(undefined, user)).toBe(ethBefore - gasCost + BigInt(quoted.toAmount));
    // The fixed limit of disableEstimate covers a real two-hop swap with an ETH unwrap.
    expect(receipt.gasUsed).toBeLessThan(STATIC_SWAP_GAS_PER_HOP * 2n);
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(built.body.tx.eip155.gas));
  });
});
