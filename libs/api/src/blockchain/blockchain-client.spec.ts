import { CONSTANTS, KitError, type Clock } from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import {
  createDevnetProvider,
  createEvmTestWallet,
  startDevnet,
  toDevnetInfo,
  type Devnet,
  type EvmTestWallet,
} from '@kit/testing';
import { Contract, Interface, formatUnits, parseEther, type JsonRpcProvider } from 'ethers';
import { ApiRequestError } from '../http/api-request-error';
import { fetchText } from '../http/fetch-json';
import {
  createBlockchainApiClient,
  type BlockchainApiClient,
  type BlockchainRequestsLoader,
} from './blockchain-client';

/** The request code loaded as the page loads it, from its own chunk. */
const loadRequests: BlockchainRequestsLoader = () => import('./blockchain-requests');

jest.setTimeout(60_000);

const CHAIN = 'eip155:31337';
const SECOND_CHAIN = 'eip155:31338';
const ERC20 = new Interface(['function balanceOf(address owner) view returns (uint256)']);

let devnet: Devnet;
let cloud: Cloud;
let provider: JsonRpcProvider;
let fetchSpy: jest.SpiedFunction<typeof fetch>;

beforeAll(async () => {
  devnet = await startDevnet({ secondChain: true });
  provider = createDevnetProvider(devnet.chains[0]!);
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
});

afterAll(async () => {
  await cloud?.stop();
  provider?.destroy();
  await devnet?.stop();
});

beforeEach(() => {
  // Calls through to the real fetch; it only counts what the client sends.
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchSpy.mockRestore();
  cloud.faults.clear();
});

/** A clock the test moves by hand. */
function manualClock(): Clock & { advance(ms: number): void } {
  let now = 1_700_000_000_000;
  return { now: () => now, advance: (ms) => void (now += ms) };
}

function newClient(clock: Clock = manualClock()): BlockchainApiClient {
  return createBlockchainApiClient(
    { baseUrl: cloud.url, projectId: 'kit-local', clock },
    loadRequests,
  );
}

/** Requests the client sent whose path contains `fragment`. */
const requestsTo = (fragment: string) =>
  fetchSpy.mock.calls
    .map(([input]) => String(input instanceof Request ? input.url : input))
    .filter((url) => new URL(url).pathname.includes(fragment));

const account = (index: number) => devnet.accounts[index]!.address;

/** Waits until the node has the receipt (under load anvil answers before the block is visible). */
async function mined(hash: string): Promise<string> {
  while ((await provider.send('eth_getTransactionReceipt', [hash])) === null) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return hash;
}

async function failure(promise: Promise<unknown>): Promise<KitError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(KitError);
    return error as KitError;
  }
  throw new Error('expected the call to fail');
}

describe('BlockchainApiClient: reads', () => {
  it('sends the project id, sdk type and sdk version as query parameters', async () => {
    await newClient().getSupportedChains();
    const [url] = requestsTo('/v1/supported-chains');
    expect(Object.fromEntries(new URL(url!).searchParams)).toEqual({
      projectId: 'kit-local',
      st: 'appkit',
      sv: '2.22.0',
    });
  });

  it('lists the devnet chains as supported', async () => {
    const client = newClient();
    expect(await client.getSupportedChains()).toEqual({ http: [CHAIN, SECOND_CHAIN], ws: [] });
    expect(await client.isNetworkSupported(CHAIN)).toBe(true);
    expect(await client.isNetworkSupported('eip155:1')).toBe(false);
  });

  it("reads ETH, KUSD and KIT balances matching the chain, valued at the fresh swap pool's prices", async () => {
    const owner = account(3);
    const balances = await newClient().getBalances({ address: owner, caipNetworkId: CHAIN });
    const tokenBalance = async (address: string, decimals: number) =>
      formatUnits(
        (await new Contract(address, ERC20, provider).getFunction('balanceOf')(owner)) as bigint,
        decimals,
      );
    const expected = {
      ETH: { numeric: formatUnits(await provider.getBalance(owner), 18), price: 3000 },
      KUSD: { numeric: await tokenBalance(devnet.tokens.usd.address, 6), price: 1 },
      KIT: { numeric: await tokenBalance(devnet.tokens.kit.address, 18), price: 0.25 },
    };
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'KUSD', 'KIT']);
    for (const balance of balances) {
      const { numeric, price } = expected[balance.symbol as keyof typeof expected];
      expect(Number(balance.quantity.numeric)).toBe(Number(numeric));
      expect(balance.price).toBe(price);
      expect(balance.value).toBeCloseTo(Number(numeric) * price, 6);
      expect(balance.iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\/getTokenImage\//);
    }
    expect(balances[1]).toMatchObject({
      address: `${CHAIN}:${devnet.tokens.usd.address}`,
      quantity: { decimals: '6' },
    });
  });

  it('keeps a balance the API cannot price, with no price and no value (the second chain has no pool)', async () => {
    const balances = await newClient().getBalances({
      address: account(3),
      caipNetworkId: SECOND_CHAIN,
    });
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'KUSD', 'KIT']);
    for (const balance of balances) {
      expect(balance).not.toHaveProperty('price');
      expect(balance).not.toHaveProperty('value');
    }
  });

  it('prices tokens by CAIP-10 id', async () => {
    const prices = await newClient().getTokenPrices({
      addresses: [`${CHAIN}:${devnet.tokens.kit.address}`, `${CHAIN}:${devnet.tokens.usd.address}`],
      currency: 'usd',
    });
    expect(prices.map(({ symbol, price }) => [symbol, price])).toEqual([
      ['KIT', 0.25],
      ['KUSD', 1],
    ]);
    const [call] = fetchSpy.mock.calls.filter(([input]) => String(input).includes('/fungible/'));
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      currency: 'usd',
      addresses: [`${CHAIN}:${devnet.tokens.kit.address}`, `${CHAIN}:${devnet.tokens.usd.address}`],
      projectId: 'kit-local',
    });
  });

  it('gives a null name and avatar for an address without a name', async () => {
    expect(await newClient().getIdentity({ address: account(1), sender: account(2) })).toEqual({
      name: null,
      avatar: null,
    });
    expect(new URL(requestsTo('/v1/identity/')[0]!).searchParams.get('sender')).toBe(account(2));
  });

  it('reads gas prices in wei, standard <= fast <= instant', async () => {
    const { standard, fast, instant } = await newClient().getGasPrice({ caipNetworkId: CHAIN });
    for (const wei of [standard, fast, instant]) expect(wei).toMatch(/^[1-9]\d*$/);
    expect(BigInt(standard)).toBeLessThanOrEqual(BigInt(fast));
    expect(BigInt(fast)).toBeLessThanOrEqual(BigInt(instant));
  });

  it('requires an account address for balances and history (spec §5)', async () => {
    const client = newClient();
    expect((await failure(client.getHistory({ address: '', caipNetworkId: CHAIN }))).code).toBe(
      'INVALID_ADDRESS',
    );
    expect((await failure(client.getBalances({ address: ' ', caipNetworkId: CHAIN }))).code).toBe(
      'INVALID_ADDRESS',
    );
    expect(requestsTo('/v1/account/')).toEqual([]);
  });
});

describe('BlockchainApiClient: history', () => {
  let wallet: EvmTestWallet;

  beforeAll(() => {
    wallet = createEvmTestWallet({
      privateKey: devnet.accounts[1]!.privateKey,
      chains: [{ chainId: 31337, rpcUrl: devnet.chains[0]!.rpcUrl }],
      authorized: true,
    });
  });

  afterAll(() => {
    wallet?.destroy();
  });

  it('shows a transfer made with the test wallet first, out for the sender and in for the receiver', async () => {
    const sender = account(1);
    const receiver = account(2);
    const hash = await mined(
      (await wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: sender, to: receiver, value: `0x${parseEther('0.25').toString(16)}` }],
      })) as string,
    );
    const client = newClient();
    const sent = await client.getHistory({ address: sender, caipNetworkId: CHAIN });
    expect(sent.data[0]).toMatchObject({
      id: hash,
      metadata: { operationType: 'send', sentFrom: sender, sentTo: receiver, chain: CHAIN },
      transfers: [{ direction: 'out', quantity: { numeric: '0.25' }, value: 750, price: 3000 }],
    });
    const received = await client.getHistory({ address: receiver, caipNetworkId: CHAIN });
    expect(received.data[0]).toMatchObject({
      id: hash,
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', fungible_info: { symbol: 'ETH', name: 'Ether' } }],
    });
  });

  it('pages with the cursor, newest first, until there is no next', async () => {
    const sender = account(4);
    const hashes: string[] = [];
    for (let index = 0; index < 52; index += 1) {
      const hash = (await provider.send('eth_sendTransaction', [
        { from: sender, to: account(5), value: '0x1' },
      ])) as string;
      hashes.push(await mined(hash));
    }
    const client = newClient();
    const ids: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.getHistory({
        address: sender,
        caipNetworkId: CHAIN,
        ...(cursor ? { cursor } : {}),
      });
      ids.push(...page.data.map((item) => item.id));
      cursor = page.next;
      pages += 1;
    } while (cursor !== undefined);
    expect(pages).toBe(2);
    // The 52 sends newest first, then the devnet set-up's two token mints.
    expect(ids).toHaveLength(54);
    expect(ids.slice(0, 52)).toEqual([...hashes].reverse());
  });

  it("keeps only the requested chain's transactions", async () => {
    const second = createDevnetProvider(devnet.chains[1]!);
    try {
      const hash = (await second.send('eth_sendTransaction', [
        { from: account(6), to: account(2), value: '0x2' },
      ])) as string;
      while ((await second.send('eth_getTransactionReceipt', [hash])) === null) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const client = newClient();
      const first = await client.getHistory({ address: account(6), caipNetworkId: CHAIN });
      expect(first.data.map((item) => item.id)).not.toContain(hash);
      const onSecond = await client.getHistory({
        address: account(6),
        caipNetworkId: SECOND_CHAIN,
      });
      expect(onSecond.data[0]?.id).toBe(hash);
    } finally {
      second.destroy();
    }
  });

  it('applies spec §5: drops spam-only and other-chain transactions, counts a non-numeric value as 0', async () => {
    const transfer = (extra: Record<string, unknown>) => ({
      direction: 'in',
      quantity: { numeric: '1' },
      value: 2,
      ...extra,
    });
    const item = (id: string, chain: string, transfers: unknown[]) => ({
      id,
      metadata: {
        operationType: 'receive',
        hash: id,
        minedAt: '2025-01-01T00:00:00.000Z',
        sentFrom: account(0),
        sentTo: account(1),
        status: 'confirmed',
        nonce: 0,
        chain,
      },
      transfers,
    });
    const spam = { nft_info: { name: 'Free mint', flags: { is_spam: true } } };
    const body = {
      data: [
        item('spam-only', CHAIN, [transfer(spam), transfer(spam)]),
        item('half-spam', CHAIN, [
          transfer(spam),
          transfer({ nft_info: { flags: { is_spam: false } } }),
        ]),
        item('other-chain', SECOND_CHAIN, [transfer({})]),
        item('odd-value', CHAIN, [transfer({ value: 'n/a' }), transfer({ value: '1.5' })]),
        item('no-transfers', CHAIN, []),
        { id: 'malformed', metadata: {} },
      ],
      next: null,
    };
    cloud.faults.set('/v1/account/*', { kind: 'malformed', body: JSON.stringify(body) });
    const page = await newClient().getHistory({ address: account(1), caipNetworkId: CHAIN });
    expect(page.data.map((tx) => tx.id)).toEqual(['half-spam', 'odd-value', 'no-transfers']);
    expect(page.data[1]!.transfers.map((t) => t.value)).toEqual([0, 1.5]);
    expect(page).not.toHaveProperty('next');
  });
});

describe('BlockchainApiClient: unsupported networks', () => {
  it('gives empty balances and history without asking for them', async () => {
    const client = newClient();
    expect(await client.getBalances({ address: account(1), caipNetworkId: 'eip155:1' })).toEqual(
      [],
    );
    expect(await client.getHistory({ address: account(1), caipNetworkId: 'eip155:1' })).toEqual({
      data: [],
    });
    expect(requestsTo('/v1/account/')).toEqual([]);
  });

  it("throws 'Network not supported for Gas Price' for gas", async () => {
    const error = await failure(newClient().getGasPrice({ caipNetworkId: 'eip155:1' }));
    expect(error.code).toBe('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE');
    expect(error.message).toBe('Network not supported for Gas Price');
    expect(requestsTo('/v1/convert/gas-price')).toEqual([]);
  });

  it('maps the API refusing the network for gas to the same error', async () => {
    cloud.faults.set('/v1/convert/gas-price', {
      kind: 'status',
      status: 400,
      message: 'Network not supported for Gas Price',
    });
    const error = await failure(newClient().getGasPrice({ caipNetworkId: CHAIN }));
    expect(error.code).toBe('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE');
    expect(error.shortMessage).toBe('Network not supported for Gas Price');
  });

  it("reads the API's reasons[0].description as its message", async () => {
    const url = `${cloud.url}/v1/convert/gas-price?projectId=kit-local&chainId=eip155:1`;
    const error = (await failure(fetchText({ url }))) as ApiRequestError;
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Network not supported for Gas Price');
  });

  it('treats every network as unsupported when the cloud has no devnet', async () => {
    const bare = await startCloud();
    try {
      const client = createBlockchainApiClient(
        { baseUrl: bare.url, projectId: 'kit-local' },
        loadRequests,
      );
      expect(await client.getBalances({ address: account(1), caipNetworkId: CHAIN })).toEqual([]);
      expect((await client.getHistory({ address: account(1), caipNetworkId: CHAIN })).data).toEqual(
        [],
      );
      expect((await failure(client.getGasPrice({ caipNetworkId: CHAIN }))).message).toBe(
        'Network not supported for Gas Price',
      );
    } finally {
      await bare.stop();
    }
  });
});

describe('BlockchainApiClient: caches', () => {
  const cases = [
    {
      name: 'balances',
      path: '/balance',
      ttl: CONSTANTS.PORTFOLIO_CACHE_MS,
      call: (client: BlockchainApiClient) =>
        client.getBalances({ address: account(3), caipNetworkId: CHAIN }),
    },
    {
      name: 'history',
      path: '/history',
      ttl: CONSTANTS.HISTORY_CACHE_MS,
      call: (client: BlockchainApiClient) =>
        client.getHistory({ address: account(3), caipNetworkId: CHAIN }),
    },
    {
      name: 'token prices',
      path: '/v1/fungible/price',
      ttl: CONSTANTS.TOKEN_PRICE_CACHE_MS,
      call: (client: BlockchainApiClient) =>
        client.getTokenPrices({ addresses: [`${CHAIN}:${devnet.tokens.kit.address}`] }),
    },
    {
      name: 'identity',
      path: '/v1/identity/',
      ttl: CONSTANTS.IDENTITY_CACHE_MS,
      call: (client: BlockchainApiClient) => client.getIdentity({ address: account(3) }),
    },
  ];

  it.each(cases)(
    'answers $name from the cache within its lifetime and asks again once it is over',
    async ({ path, ttl, call }) => {
      const clock = manualClock();
      const client = newClient(clock);
      const first = await call(client);
      expect(requestsTo(path)).toHaveLength(1);
      clock.advance(ttl - 1);
      expect(await call(client)).toEqual(first);
      expect(requestsTo(path)).toHaveLength(1);
      clock.advance(1);
      await call(client);
      expect(requestsTo(path)).toHaveLength(2);
    },
  );

  it('keeps the §9 lifetimes: 30 s balances, 15 s history and prices, 5 min identity', () => {
    expect(cases.map(({ name, ttl }) => [name, ttl])).toEqual([
      ['balances', 30_000],
      ['history', 15_000],
      ['token prices', 15_000],
      ['identity', 300_000],
    ]);
  });

  it('keys balances by address and network: another account is another request', async () => {
    const client = newClient();
    await client.getBalances({ address: account(3), caipNetworkId: CHAIN });
    await client.getBalances({ address: account(3).toLowerCase(), caipNetworkId: CHAIN });
    await client.getBalances({ address: account(4), caipNetworkId: CHAIN });
    await client.getBalances({ address: account(3), caipNetworkId: SECOND_CHAIN });
    expect(requestsTo('/balance')).toHaveLength(3);
  });

  it('bypasses the balance cache with forceUpdate and sends forceUpdate=true', async () => {
    const client = newClient();
    const owner = account(9);
    const before = await client.getBalances({ address: owner, caipNetworkId: CHAIN });
    await mined(
      (await provider.send('eth_sendTransaction', [
        { from: account(0), to: owner, value: `0x${parseEther('1').toString(16)}` },
      ])) as string,
    );
    expect(await client.getBalances({ address: owner, caipNetworkId: CHAIN })).toEqual(before);
    const after = await client.getBalances({
      address: owner,
      caipNetworkId: CHAIN,
      forceUpdate: true,
    });
    const urls = requestsTo('/balance');
    expect(urls).toHaveLength(2);
    expect(new URL(urls[1]!).searchParams.get('forceUpdate')).toBe('true');
    expect(Number(after[0]!.quantity.numeric) - Number(before[0]!.quantity.numeric)).toBeCloseTo(
      1,
      9,
    );
    // The forced answer is cached in turn.
    expect(await client.getBalances({ address: owner, caipNetworkId: CHAIN })).toEqual(after);
    expect(requestsTo('/balance')).toHaveLength(2);
  });

  it('shares one request between concurrent identical calls', async () => {
    const client = newClient();
    await client.getSupportedChains();
    await Promise.all([1, 2, 3].map(() => client.getIdentity({ address: account(5) })));
    expect(requestsTo('/v1/identity/')).toHaveLength(1);
  });

  it('does not cache a failure', async () => {
    const client = newClient();
    cloud.faults.set('/v1/identity/*', { kind: 'status', status: 503, times: 1 });
    await failure(client.getIdentity({ address: account(5) }));
    expect(await client.getIdentity({ address: account(5) })).toEqual({ name: null, avatar: null });
  });
});

describe('BlockchainApiClient: failures', () => {
  it('rejects a call whose request code failed to load as a network error (API_NETWORK_ERROR), asking nothing, and loads it again on the next call', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const load = jest
      .fn<ReturnType<BlockchainRequestsLoader>, []>()
      .mockRejectedValueOnce(chunkError)
      .mockImplementation(loadRequests);
    const client = createBlockchainApiClient({ baseUrl: cloud.url, projectId: 'kit-local' }, load);
    expect(load).not.toHaveBeenCalled();
    const error = await failure(client.getBalances({ address: account(3), caipNetworkId: CHAIN }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'API_NETWORK_ERROR', cause: chunkError });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await client.getBalances({ address: account(3), caipNetworkId: CHAIN })).toEqual(
      expect.any(Array),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets nothing (and loads no code) when cleared before its first call', () => {
    const load = jest.fn(loadRequests);
    const client = createBlockchainApiClient({ baseUrl: cloud.url, projectId: 'kit-local' }, load);
    expect(() => client.clearCaches()).not.toThrow();
    expect(load).not.toHaveBeenCalled();
  });

  it('rejects a malformed base URL when created, before any code loads', () => {
    const load = jest.fn(loadRequests);
    expect(() => createBlockchainApiClient({ baseUrl: 'not a url', projectId: 'p' }, load)).toThrow(
      'Invalid URL',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    [
      'supported chains',
      '/v1/supported-chains',
      (c: BlockchainApiClient) => c.getSupportedChains(),
    ],
    [
      'balances',
      '/v1/account/*',
      (c: BlockchainApiClient) => c.getBalances({ address: account(3), caipNetworkId: CHAIN }),
    ],
    [
      'history',
      '/v1/account/*',
      (c: BlockchainApiClient) => c.getHistory({ address: account(3), caipNetworkId: CHAIN }),
    ],
    [
      'token prices',
      '/v1/fungible/price',
      (c: BlockchainApiClient) => c.getTokenPrices({ addresses: [`${CHAIN}:0x${'1'.repeat(40)}`] }),
    ],
    [
      'identity',
      '/v1/identity/*',
      (c: BlockchainApiClient) => c.getIdentity({ address: account(3) }),
    ],
    [
      'gas price',
      '/v1/convert/gas-price',
      (c: BlockchainApiClient) => c.getGasPrice({ caipNetworkId: CHAIN }),
    ],
  ])('turns a malformed %s body into API_INVALID_RESPONSE', async (_name, path, call) => {
    const client = newClient();
    if (path !== '/v1/supported-chains') await client.getSupportedChains();
    cloud.faults.set(path, { kind: 'malformed' });
    const error = await failure(call(client));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.code).toBe('API_INVALID_RESPONSE');
  });

  it('turns a body of the wrong shape into API_INVALID_RESPONSE', async () => {
    const client = newClient();
    await client.getSupportedChains();
    cloud.faults.set('/v1/account/*', { kind: 'malformed', body: '{"balances":"lots"}' });
    const error = await failure(client.getBalances({ address: account(3), caipNetworkId: CHAIN }));
    expect(error.code).toBe('API_INVALID_RESPONSE');
  });

  it('drops zero-decimal tokens and malformed entries from a balance list', async () => {
    const client = newClient();
    await client.getSupportedChains();
    const entry = (symbol: string, decimals: string) => ({
      name: symbol,
      symbol,
      chainId: CHAIN,
      price: 1,
      value: 1,
      quantity: { decimals, numeric: '1' },
      iconUrl: 'javascript:alert(1)',
    });
    cloud.faults.set('/v1/account/*', {
      kind: 'malformed',
      body: JSON.stringify({
        balances: [entry('NFT', '0'), entry('USDX', '6'), { symbol: 'BAD' }],
      }),
    });
    const balances = await client.getBalances({ address: account(3), caipNetworkId: CHAIN });
    expect(balances).toEqual([
      {
        name: 'USDX',
        symbol: 'USDX',
        chainId: CHAIN,
        price: 1,
        value: 1,
        quantity: { decimals: '6', numeric: '1' },
      },
    ]);
  });

  it('throws an ApiRequestError with status 500 on a server error', async () => {
    const client = newClient();
    await client.getSupportedChains();
    cloud.faults.set('/v1/account/*', { kind: 'status', status: 500 });
    const error = (await failure(
      client.getHistory({ address: account(3), caipNetworkId: CHAIN }),
    )) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.code).toBe('SERVER_ERROR');
    expect(error.status).toBe(500);
  });

  it('throws RATE_LIMITED with status 429 and Retry-After when rate limited', async () => {
    const client = newClient();
    await client.getSupportedChains();
    cloud.faults.set('/v1/account/*', { kind: 'rate-limit', retryAfterSeconds: 3 });
    const error = (await failure(
      client.getBalances({ address: account(3), caipNetworkId: CHAIN }),
    )) as ApiRequestError;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(3_000);
  });

  it('asks for the supported chains again after a failed attempt', async () => {
    const client = newClient();
    cloud.faults.set('/v1/supported-chains', { kind: 'status', status: 502, times: 1 });
    await failure(client.getSupportedChains());
    expect((await client.getSupportedChains()).http).toContain(CHAIN);
  });

  it("answers 401 'Unauthorized: invalid key' for an unknown project as APKT007", async () => {
    const client = createBlockchainApiClient(
      { baseUrl: cloud.url, projectId: 'nope' },
      loadRequests,
    );
    const error = (await failure(client.getSupportedChains())) as ApiRequestError;
    expect(error.status).toBe(401);
    expect(error.alert?.code).toBe('APKT007');
  });
});
