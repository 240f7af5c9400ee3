import { createDevnetProvider, startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { Interface, parseEther, parseUnits, Wallet, type JsonRpcProvider } from 'ethers';
import { startCloud, type Cloud } from '../start-cloud';
import { CHECKOUT_CSP } from './checkout-page';
import type { WireCheckoutStatus } from './onramp-service';

jest.setTimeout(60_000);

const PROJECT = 'projectId=kit-local&st=appkit&sv=2.22.0';
const ERC20 = new Interface(['function balanceOf(address owner) view returns (uint256)']);
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>'&`;

let devnet: Devnet;
let cloud: Cloud;
let provider: JsonRpcProvider;

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

afterEach(() => cloud.faults.clear());

async function post<T = unknown>(pathAndQuery: string, body: unknown, target = cloud) {
  const response = await fetch(`${target.url}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function get<T = unknown>(pathAndQuery: string, target = cloud) {
  const response = await fetch(`${target.url}${pathAndQuery}`);
  return { status: response.status, body: (await response.json()) as T };
}

interface Amount {
  amount: string;
  currency: string;
}
interface Quote {
  paymentTotal: Amount;
  paymentSubtotal: Amount;
  networkFee: Amount;
  coinbaseFee: Amount;
  purchaseAmount: Amount;
  quoteId: string;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

async function tokenBalance(owner: string): Promise<bigint> {
  const result = await provider.call({
    to: devnet.tokens.usd.address,
    data: ERC20.encodeFunctionData('balanceOf', [owner]),
  });
  return ERC20.decodeFunctionResult('balanceOf', result)[0] as bigint;
}

/** The checkout page's confirmation form: where it posts and its token. */
function formOf(html: string): { action: string; token: string } {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !token) throw new Error('the page has no confirmation form');
  return { action, token };
}

async function confirm(action: string, token: string) {
  return fetch(`${cloud.url}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
}

async function checkout(body: Record<string, unknown>) {
  const created = await post<{ url: string; sessionId: string }>(
    `/v1/generators/onrampurl?${PROJECT}`,
    { defaultExperience: 'buy', ...body },
  );
  expect(created.status).toBe(200);
  return created.body;
}

describe('GET /v1/onramp/options', () => {
  it("sells the devnet's ETH and tokens on each chain and takes USD and EUR with §9's limits", async () => {
    const { status, body } = await get(`/v1/onramp/options?${PROJECT}`);
    expect(status).toBe(200);
    const devnets = [
      { name: 'kit-devnet', display_name: 'Kit Devnet', chain_id: '31337' },
      { name: 'kit-devnet-2', display_name: 'Kit Devnet 2', chain_id: '31338' },
    ];
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ];
    expect(body).toEqual({
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: devnets.map((network) => ({ ...network, contract_address: '' })),
        },
        {
          id: 'KUSD',
          name: 'Kit USD',
          symbol: 'KUSD',
          networks: devnets.map((network) => ({
            ...network,
            contract_address: devnet.tokens.usd.address,
          })),
        },
        {
          id: 'KIT',
          name: 'Kit Token',
          symbol: 'KIT',
          networks: devnets.map((network) => ({
            ...network,
            contract_address: devnet.tokens.kit.address,
          })),
        },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ],
    });
  });

  it('needs a project', async () => {
    expect((await get('/v1/onramp/options')).status).toBe(400);
    expect((await get('/v1/onramp/options?projectId=nope')).status).toBe(401);
  });

  it('has no purchase currencies without a devnet, and no checkout', async () => {
    const bare = await startCloud();
    try {
      const { body } = await get<{ purchaseCurrencies: unknown[] }>(
        `/v1/onramp/options?${PROJECT}`,
        bare,
      );
      expect(body.purchaseCurrencies).toEqual([]);
      const created = await post(
        `/v1/generators/onrampurl?${PROJECT}`,
        { destinationWallets: [{ address: devnet.accounts[1]!.address }], presetCryptoAmount: 1 },
        bare,
      );
      expect(created).toEqual({
        status: 400,
        body: { reasons: [{ description: 'ETH is not sold here' }] },
      });
    } finally {
      await bare.stop();
    }
  });
});

describe('POST /v1/onramp/quote', () => {
  it('prices ETH at 3000 USD after a 1-2 % provider fee and the network fee', async () => {
    const { status, body } = await post<Quote>(`/v1/onramp/quote?${PROJECT}`, {
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: '100',
      network: 'kit-devnet',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      // 100 + (10000 mod 101) = 101 basis points.
      coinbaseFee: { amount: '1.01', currency: 'USD' },
      // 21,000 gas at 1 gwei, ETH at 3000 USD: 0.063, rounded up.
      networkFee: { amount: '0.07', currency: 'USD' },
      paymentSubtotal: { amount: '98.92', currency: 'USD' },
      purchaseAmount: { amount: '0.03297333', currency: 'ETH' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it.each(['10', '99.99', '250.5', '1234.56', '7500', '25000'])(
    'keeps the provider fee of %s USD within 1-2 %% and the parts adding up',
    async (amount) => {
      const { body } = await post<Quote>(`/v1/onramp/quote?${PROJECT}`, {
        purchaseCurrency: 'KUSD',
        paymentCurrency: 'USD',
        amount,
      });
      const total = cents(body.paymentTotal.amount);
      const fee = cents(body.coinbaseFee.amount);
      expect(fee).toBeGreaterThanOrEqual(total / 100);
      expect(fee).toBeLessThanOrEqual(total / 50);
      expect(cents(body.paymentSubtotal.amount) + fee + cents(body.networkFee.amount)).toBe(total);
      // KUSD is 1 USD: the subtotal buys as many KUSD.
      expect(body.purchaseAmount).toEqual({
        amount: String(Number(body.paymentSubtotal.amount)),
        currency: 'KUSD',
      });
      // Deterministic: the same amount, the same fee.
      const again = await post<Quote>(`/v1/onramp/quote?${PROJECT}`, {
        purchaseCurrency: 'KUSD',
        paymentCurrency: 'USD',
        amount,
      });
      expect(again.body.coinbaseFee).toEqual(body.coinbaseFee);
    },
  );

  it('converts EUR at 1.08 USD', async () => {
    const { body } = await post<Quote>(`/v1/onramp/quote?${PROJECT}`, {
      purchaseCurrency: 'KUSD',
      paymentCurrency: 'EUR',
      amount: '100',
      network: '31338',
    });
    expect(body.paymentTotal).toEqual({ amount: '100.00', currency: 'EUR' });
    const subtotal = Number(body.paymentSubtotal.amount);
    expect(Number(body.purchaseAmount.amount)).toBeCloseTo(subtotal * 1.08, 6);
  });

  it.each([
    [
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '9.99' },
      'amount must be between 10.00 and 25000.00 USD',
    ],
    [
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '25000.01' },
      'amount must be between',
    ],
    [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1.234' }, 'at most two decimals'],
    [
      { purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '100' },
      "Unsupported payment currency 'GBP'",
    ],
    [{ purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '100' }, 'DOGE is not sold here'],
    [
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'base' },
      "not sold on network 'base'",
    ],
  ])('refuses %j', async (body, description) => {
    const answer = await post<{ reasons: Array<{ description: string }> }>(
      `/v1/onramp/quote?${PROJECT}`,
      body,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.reasons[0]!.description).toContain(description);
  });
});

describe('checkout: POST /v1/generators/onrampurl, the page and its confirmation', () => {
  it('serves an escaped page with a strict CSP, pays ETH on confirmation and reports completion', async () => {
    const buyer = Wallet.createRandom().address;
    const { url, sessionId } = await checkout({
      destinationWallets: [{ address: buyer, blockchains: ['kit-devnet'], assets: ['ETH'] }],
      defaultNetwork: 'kit-devnet',
      partnerUserId: HOSTILE,
      presetCryptoAmount: 0.25,
    });
    expect(url).toBe(`${cloud.url}/onramp/checkout/${sessionId}`);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CHECKOUT_CSP);
    expect(CHECKOUT_CSP).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/,
    );
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&#39;&amp;',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    // No element loads anything (the escaped text may say src=, no tag does).
    expect(html).not.toMatch(/<[^>]*\s(src|href)=/);
    expect(html).toContain('<h1>Buy 0.25 ETH</h1>');
    expect(html).toContain('<button type="submit">Confirm purchase</button>');

    const status = () => get<WireCheckoutStatus>(`/v1/onramp/status/${sessionId}?${PROJECT}`);
    expect((await status()).body).toEqual({
      sessionId,
      status: 'pending',
      purchaseAmount: { amount: '0.25', currency: 'ETH' },
      destination: `eip155:31337:${buyer}`,
      network: 'kit-devnet',
    });

    const { action, token } = formOf(html);
    const confirmed = await confirm(action, token);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/onramp/checkout/${sessionId}`);
    expect(await provider.getBalance(buyer)).toBe(parseEther('0.25'));

    const done = (await status()).body;
    expect(done).toMatchObject({
      status: 'complete',
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(Date.parse(done.completedAt!)).not.toBeNaN();
    const receipt = await provider.getTransactionReceipt(done.txHash!);
    expect(receipt).toMatchObject({ status: 1, from: devnet.accounts[0]!.address, to: buyer });

    const after = await (await fetch(url)).text();
    expect(after).toContain('<h1>Purchase complete</h1>');
    expect(after).toContain(done.txHash!);
    expect(after).not.toContain('Confirm purchase');

    // A second confirmation pays nothing more.
    expect((await confirm(action, token)).status).toBe(303);
    expect(await provider.getBalance(buyer)).toBe(parseEther('0.25'));
  });

  it('mints KUSD bought with a fiat amount to the destination', async () => {
    const buyer = Wallet.createRandom().address;
    const { sessionId, url } = await checkout({
      destinationWallets: [{ address: `eip155:31337:${buyer}`, assets: ['KUSD'] }],
      presetFiatAmount: '50',
      partnerUserId: 'user-7',
    });
    const quote = await post<Quote>(`/v1/onramp/quote?${PROJECT}`, {
      purchaseCurrency: 'KUSD',
      paymentCurrency: 'USD',
      amount: '50',
    });
    const html = await (await fetch(url)).text();
    expect(html).toContain(`<h1>Buy ${quote.body.purchaseAmount.amount} KUSD</h1>`);
    expect(html).toContain('<dd>50.00 USD</dd>');
    const { action, token } = formOf(html);
    expect((await confirm(action, token)).status).toBe(303);
    expect(await tokenBalance(buyer)).toBe(parseUnits(quote.body.purchaseAmount.amount, 6));
    expect(
      (await get<WireCheckoutStatus>(`/v1/onramp/status/${sessionId}?${PROJECT}`)).body.status,
    ).toBe('complete');
  });

  it('refuses a confirmation without the page token, and pays nothing', async () => {
    const buyer = Wallet.createRandom().address;
    const { sessionId } = await checkout({
      destinationWallets: [{ address: buyer }],
      presetCryptoAmount: '1',
    });
    const refused = await confirm(`/onramp/checkout/${sessionId}/confirm`, 'guess');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-security-policy')).toBe(CHECKOUT_CSP);
    expect(await provider.getBalance(buyer)).toBe(0n);
    expect(
      (await get<WireCheckoutStatus>(`/v1/onramp/status/${sessionId}?${PROJECT}`)).body.status,
    ).toBe('pending');
  });

  it('keeps a session to its project and answers unknown ones with 404', async () => {
    const { sessionId } = await checkout({
      destinationWallets: [{ address: devnet.accounts[2]!.address }],
      presetCryptoAmount: '0.01',
    });
    const other = await startCloud({
      dataDir: cloud.dataDir,
      projects: [{ id: 'other', allowedOrigins: [] }],
    });
    try {
      // The same database, read by another cloud: sessions live in the data dir.
      expect((await get(`/v1/onramp/status/${sessionId}?${PROJECT}`, other)).status).toBe(200);
      expect(await get(`/v1/onramp/status/${sessionId}?projectId=other`, other)).toEqual({
        status: 404,
        body: { reasons: [{ description: 'Unknown checkout session' }] },
      });
    } finally {
      await other.stop();
    }
    expect((await get(`/v1/onramp/status/nope?${PROJECT}`)).status).toBe(404);
    const missing = await fetch(`${cloud.url}/onramp/checkout/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Checkout not found');
  });

  it.each([
    [{ destinationWallets: [] }, 'destinationWallets must list at least one'],
    [
      { destinationWallets: [{ address: 'nope' }], presetCryptoAmount: 1 },
      'must be an EVM address',
    ],
    [
      { destinationWallets: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] },
      'presetCryptoAmount or presetFiatAmount is required',
    ],
    [
      {
        destinationWallets: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
        presetCryptoAmount: 100,
      },
      'worth at most 25000.00 USD',
    ],
    [
      {
        destinationWallets: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
        presetFiatAmount: 5,
      },
      'amount must be between',
    ],
    [
      {
        destinationWallets: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
        presetCryptoAmount: 1,
        defaultExperience: 'send',
      },
      "defaultExperience must be 'buy'",
    ],
    [
      {
        destinationWallets: [
          { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', assets: ['DOGE'] },
        ],
        presetCryptoAmount: 1,
      },
      'DOGE is not sold here',
    ],
  ])('refuses %j', async (body, description) => {
    const answer = await post<{ reasons: Array<{ description: string }> }>(
      `/v1/generators/onrampurl?${PROJECT}`,
      body,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.reasons[0]!.description).toContain(description);
  });
});
