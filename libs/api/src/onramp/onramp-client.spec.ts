import { startCloud, type Cloud } from '@kit/cloud';
import { createDevnetProvider, startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { Interface, parseEther, parseUnits, Wallet, type JsonRpcProvider } from 'ethers';
import { isApiRequestError } from '../http/api-request-error';
import { createOnrampClient, type OnrampClient, type OnrampRequestsLoader } from './onramp-client';
import { ONRAMP_MOCKED_QUOTE_ID } from './onramp-quote-id';
import { ONRAMP_SAMPLE_OPTIONS } from './onramp-samples';

/** The request code loaded as the page loads it, from its own chunk. */
const loadRequests: OnrampRequestsLoader = () => import('./onramp-requests');

jest.setTimeout(60_000);

const ERC20 = new Interface(['function balanceOf(address owner) view returns (uint256)']);
const HOSTILE = `</dd><script>fetch("//evil")</script>"'&`;

let devnet: Devnet;
let cloud: Cloud;
let provider: JsonRpcProvider;
let client: OnrampClient;

beforeAll(async () => {
  devnet = await startDevnet();
  provider = createDevnetProvider(devnet.chains[0]!);
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
  client = createOnrampClient({ baseUrl: cloud.url, projectId: 'kit-local' }, loadRequests);
});

afterAll(async () => {
  await cloud?.stop();
  provider?.destroy();
  await devnet?.stop();
});

afterEach(() => cloud.faults.clear());

const cents = (amount: string) => Math.round(Number(amount) * 100);

async function kusdBalance(owner: string): Promise<bigint> {
  const result = await provider.call({
    to: devnet.tokens.usd.address,
    data: ERC20.encodeFunctionData('balanceOf', [owner]),
  });
  return ERC20.decodeFunctionResult('balanceOf', result)[0] as bigint;
}

/** What the buyer does on the checkout page: read it, then press "Confirm purchase". */
async function confirmOnPage(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(html).toContain('<button type="submit">Confirm purchase</button>');
  const answer = await fetch(new URL(action!, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: token! }).toString(),
  });
  expect(answer.status).toBe(200);
  return html;
}

describe('on-ramp options', () => {
  it('lists what the devnet sells and USD and EUR with the card and ACH limits', async () => {
    const options = await client.getOptions();
    expect(options.purchaseCurrencies.map((currency) => currency.id)).toEqual([
      'ETH',
      'KUSD',
      'KIT',
    ]);
    expect(options.purchaseCurrencies[1]!.networks).toEqual([
      {
        name: 'kit-devnet',
        display_name: 'Kit Devnet',
        chain_id: '31337',
        contract_address: devnet.tokens.usd.address,
      },
    ]);
    expect(options.paymentCurrencies).toEqual(ONRAMP_SAMPLE_OPTIONS.paymentCurrencies);
  });

  it.each([
    ['a 503', { kind: 'status', status: 503 } as const],
    ['a malformed body', { kind: 'malformed' } as const],
    ['a 429', { kind: 'rate-limit' } as const],
  ])('falls back to the built-in sample options on %s (spec §8)', async (_label, fault) => {
    cloud.faults.set('/v1/onramp/options', fault);
    const options = await client.getOptions();
    expect(options).toEqual(ONRAMP_SAMPLE_OPTIONS);
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ]);
    // A copy: changing it leaves the constant alone.
    options.paymentCurrencies.pop();
    expect(ONRAMP_SAMPLE_OPTIONS.paymentCurrencies).toHaveLength(2);
  });

  it('falls back when the service cannot be reached at all', async () => {
    const offline = createOnrampClient(
      { baseUrl: 'http://127.0.0.1:9', projectId: 'kit-local' },
      loadRequests,
    );
    expect(await offline.getOptions()).toEqual(ONRAMP_SAMPLE_OPTIONS);
  });

  it('rejects a call whose request code failed to load as a network error (its samples came with it), and loads it again on the next call', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const load = jest
      .fn<ReturnType<OnrampRequestsLoader>, []>()
      .mockRejectedValueOnce(chunkError)
      .mockImplementation(loadRequests);
    const flaky = createOnrampClient({ baseUrl: cloud.url, projectId: 'kit-local' }, load);
    expect(load).not.toHaveBeenCalled();
    await expect(flaky.getOptions()).rejects.toMatchObject({
      code: 'API_NETWORK_ERROR',
      cause: chunkError,
    });
    expect((await flaky.getOptions()).paymentCurrencies.map((currency) => currency.id)).toContain(
      'USD',
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('on-ramp quotes', () => {
  it('quotes with a 1-2 % provider fee, the parts adding up to the total', async () => {
    const options = await client.getOptions();
    const eth = options.purchaseCurrencies.find((currency) => currency.id === 'ETH')!;
    const usd = options.paymentCurrencies.find((currency) => currency.id === 'USD')!;
    const quote = await client.getQuote({
      purchaseCurrency: eth,
      paymentCurrency: usd,
      amount: '300',
      network: eth.networks[0]!.name,
    });
    expect(quote.quoteId).not.toBe(ONRAMP_MOCKED_QUOTE_ID);
    expect(quote.paymentTotal).toEqual({ amount: '300.00', currency: 'USD' });
    const total = cents(quote.paymentTotal.amount);
    const fee = cents(quote.coinbaseFee!.amount);
    expect(fee / total).toBeGreaterThanOrEqual(0.01);
    expect(fee / total).toBeLessThanOrEqual(0.02);
    expect(cents(quote.paymentSubtotal.amount) + fee + cents(quote.networkFee.amount)).toBe(total);
    expect(quote.purchaseAmount.currency).toBe('ETH');
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(
      Number(quote.paymentSubtotal.amount) / 3000,
      7,
    );
  });

  it.each([
    [
      'the service fails',
      () => cloud.faults.set('/v1/onramp/quote', { kind: 'status', status: 500 }),
      '120',
    ],
    ['the service refuses the amount', () => undefined, '5'],
  ])(
    'gives the mocked quote echoing the amount when %s (spec §8)',
    async (_label, arrange, amount) => {
      arrange();
      const quote = await client.getQuote({
        purchaseCurrency: 'ETH',
        paymentCurrency: { id: 'EUR' },
        amount,
      });
      const echo = { amount, currency: 'EUR' };
      expect(quote).toEqual({
        networkFee: echo,
        paymentSubtotal: echo,
        paymentTotal: echo,
        purchaseAmount: echo,
        coinbaseFee: echo,
        quoteId: 'mocked-quote-id',
      });
    },
  );
});

describe('on-ramp checkout', () => {
  it('generates a checkout URL whose page escapes the partner id and pays ETH when confirmed', async () => {
    const buyer = Wallet.createRandom().address;
    const checkout = await client.generateOnrampUrl({
      destinationWallets: [{ address: buyer, blockchains: ['kit-devnet'], assets: ['ETH'] }],
      defaultNetwork: 'kit-devnet',
      partnerUserId: HOSTILE,
      presetCryptoAmount: '0.5',
    });
    expect(checkout.url.startsWith(`${cloud.url}/onramp/checkout/`)).toBe(true);
    const sessionId = checkout.sessionId!;
    expect((await client.getStatus({ sessionId })).status).toBe('pending');

    const html = await confirmOnPage(checkout.url);
    expect(html).toContain(
      '&lt;/dd&gt;&lt;script&gt;fetch(&quot;//evil&quot;)&lt;/script&gt;&quot;&#39;&amp;',
    );
    expect(html).not.toContain('<script');

    expect(await provider.getBalance(buyer)).toBe(parseEther('0.5'));
    const status = await client.getStatus({ sessionId });
    expect(status).toMatchObject({
      sessionId,
      status: 'complete',
      purchaseAmount: { amount: '0.5', currency: 'ETH' },
      destination: `eip155:31337:${buyer}`,
      network: 'kit-devnet',
    });
    const receipt = await provider.getTransactionReceipt(status.txHash!);
    expect(receipt?.to).toBe(buyer);
  });

  it('pays KUSD bought for a fiat amount, as quoted', async () => {
    const buyer = Wallet.createRandom().address;
    const quote = await client.getQuote({
      purchaseCurrency: 'KUSD',
      paymentCurrency: 'USD',
      amount: '75',
    });
    const checkout = await client.generateOnrampUrl({
      destinationWallets: [{ address: `eip155:31337:${buyer}`, assets: ['KUSD'] }],
      presetFiatAmount: 75,
    });
    await confirmOnPage(checkout.url);
    expect(await kusdBalance(buyer)).toBe(parseUnits(quote.purchaseAmount.amount, 6));
    expect((await client.getStatus({ sessionId: checkout.sessionId! })).status).toBe('complete');
  });

  it("throws the service's refusals, reasons[0].description as the server message", async () => {
    const error = await client
      .generateOnrampUrl({ destinationWallets: [{ address: 'nope' }], presetCryptoAmount: 1 })
      .catch((caught: unknown) => caught);
    expect(isApiRequestError(error, 'API_HTTP_ERROR')).toBe(true);
    expect((error as { serverMessage?: string }).serverMessage).toBe(
      'destinationWallets[0].address must be an EVM address or CAIP-10 id',
    );
    const missing = await client
      .getStatus({ sessionId: 'nope' })
      .catch((caught: unknown) => caught);
    expect((missing as { status?: number }).status).toBe(404);
    expect((missing as { serverMessage?: string }).serverMessage).toBe('Unknown checkout session');
  });

  it('refuses a checkout URL that is not a web link', async () => {
    cloud.faults.set('/v1/generators/onrampurl', {
      kind: 'malformed',
      body: JSON.stringify({ url: 'javascript:alert(1)' }),
      times: 1,
    });
    const error = await client
      .generateOnrampUrl({
        destinationWallets: [{ address: devnet.accounts[1]!.address }],
        presetCryptoAmount: 1,
      })
      .catch((caught: unknown) => caught);
    expect(isApiRequestError(error, 'API_INVALID_RESPONSE')).toBe(true);
  });
});
