// The on-ramp saga against apps/cloud on anvil: real options, quotes, checkout sessions and
// payouts. Only the popup is the test's: a window object that records where it was sent and
// can be closed like the visitor would; the "visitor" confirms the purchase by posting the
// checkout page's own form, as a browser does.
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createCloudClients, ONRAMP_MOCKED_QUOTE_ID, type CloudRequestCode } from '@kit/api';
import { DIRECT_REQUEST_CODE } from '@kit/api/request-code';
import { startCloud, type Cloud } from '@kit/cloud';
import { kitDevnet, withRpcUrl, type KitNetwork } from '@kit/core';
import { balancesSlice } from '@kit/balances';
import {
  activeNamespaceChanged,
  connected,
  connectionSlice,
  namespaceRegistered,
} from '@kit/connection';
import {
  createTestServices,
  ScriptedAdapter,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { networkChanged, networksConfigured, networkSlice } from '@kit/network';
import { optionsSlice, servicesChecked } from '@kit/options';
import { selectToast, toastSaga, toastSlice } from '@kit/toast';
import { createDevnetProvider, startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { parseEther, type JsonRpcProvider } from 'ethers';
import { onrampSaga } from './onramp.saga';
import { selectCanCheckout, selectOnrampValidation } from './onramp.selectors';
import {
  onrampAmountChanged,
  onrampCheckoutCancelled,
  onrampCheckoutRequested,
  onrampInitialized,
  onrampOptionsLoaded,
  onrampPaymentMethodSelected,
} from './onramp.actions';
import { onrampSlice } from './onramp.slice';
import { selectOnrampState, type OnrampState } from './onramp.state';

jest.setTimeout(60_000);

let devnet: Devnet;
let cloud: Cloud;
let node: JsonRpcProvider;
let network: KitNetwork;

beforeAll(async () => {
  devnet = await startDevnet();
  node = createDevnetProvider(devnet.chains[0]!);
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
  network = withRpcUrl(kitDevnet, devnet.chains[0]!.rpcUrl);
});
afterAll(async () => {
  await cloud?.stop();
  node?.destroy();
  await devnet?.stop();
});

const tasks: Task[] = [];
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
  cloud.faults.clear();
});

/** A popup as window.open returns it: where it was sent, and whether it is closed. */
class FakePopup {
  closed = false;
  readonly visited: string[] = [];
  readonly location = {
    set href(url: string) {
      this.owner.visited.push(url);
    },
    get href() {
      return this.owner.visited.at(-1) ?? 'about:blank';
    },
    owner: this as FakePopup,
  };
  close() {
    this.closed = true;
  }
}

/** A store with account `index` on the devnet and a window that opens `popup`. */
function setup(
  index: number,
  popup: FakePopup | null = new FakePopup(),
  requestCode: CloudRequestCode = DIRECT_REQUEST_CODE,
) {
  const address = devnet.accounts[index]!.address;
  const adapter = new ScriptedAdapter();
  const opens: Array<{ url?: string; name?: string; features?: string }> = [];
  const win = {
    open(url?: string, name?: string, features?: string) {
      opens.push({ url, name, features });
      return popup;
    },
  } as unknown as Window;
  const api = createCloudClients({
    projectId: 'kit-local',
    urls: { url: cloud.url },
    requestCode,
  });
  const services = { ...createTestServices([adapter]), api, window: win };
  const sagaMiddleware = createSagaMiddleware({ context: services });
  const store = configureStore({
    reducer: {
      onramp: onrampSlice.reducer,
      options: optionsSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      balances: balancesSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  store.dispatch(networksConfigured([network]));
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
  store.dispatch(
    connected({
      namespace: 'eip155',
      connectorId: 'eip155:alpha',
      accounts: [{ address }],
      caipNetworkId: network.caipNetworkId,
    }),
  );
  store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: network.caipNetworkId }));
  store.dispatch(servicesChecked({ swap: false, onramp: true }));
  tasks.push(sagaMiddleware.run(onrampSaga), sagaMiddleware.run(toastSaga));
  const onramp = (): OnrampState => selectOnrampState(store.getState());
  const until = (predicate: (onramp: OnrampState) => boolean) =>
    waitForState(store, (state) => predicate(selectOnrampState(state)));
  return { store, onramp, until, opens, popup, address };
}

/** Confirms a checkout as the visitor would: the page's form, posted with its hidden token. */
async function confirmPurchase(checkoutUrl: string): Promise<void> {
  const page = await (await fetch(checkoutUrl)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
  expect(token).toBeDefined();
  const response = await fetch(`${checkoutUrl}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: token! }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

async function quoted(kit: ReturnType<typeof setup>, amount: string) {
  kit.store.dispatch(onrampInitialized());
  await kit.until((onramp) => onramp.optionsStatus === 'ready');
  kit.store.dispatch(onrampAmountChanged({ amount }));
  await kit.until((onramp) => onramp.quoteStatus === 'ready');
}

describe('onrampSaga: options and quotes', () => {
  it("reads the options and defaults to the network's native coin, paid in USD", async () => {
    const kit = setup(4);
    kit.store.dispatch(onrampInitialized());
    await kit.until((onramp) => onramp.optionsStatus === 'ready');
    expect(kit.onramp()).toMatchObject({ purchaseCurrency: 'ETH', paymentCurrency: 'USD' });
    expect(kit.onramp().options?.paymentCurrencies.map((currency) => currency.id)).toEqual([
      'USD',
      'EUR',
    ]);
  });

  it('falls back to the sample options (USD and EUR, §9 limits) when the options service fails', async () => {
    cloud.faults.set('/v1/onramp/options', { kind: 'status', status: 500 });
    const kit = setup(4);
    kit.store.dispatch(onrampInitialized());
    await kit.until((onramp) => onramp.optionsStatus === 'ready');
    const { paymentCurrencies } = kit.onramp().options!;
    expect(paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
    expect(paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]);
    // The sample sells on Ethereum only: nothing to buy on the devnet.
    expect(kit.onramp().purchaseCurrency).toBeUndefined();
  });

  it('quotes once, 500 ms after the last change, with the 1-2 % fee', async () => {
    const kit = setup(4);
    kit.store.dispatch(onrampInitialized());
    await kit.until((onramp) => onramp.optionsStatus === 'ready');
    kit.store.dispatch(onrampAmountChanged({ amount: '1' }));
    kit.store.dispatch(onrampAmountChanged({ amount: '10' }));
    kit.store.dispatch(onrampAmountChanged({ amount: '100' }));
    await kit.until((onramp) => onramp.quoteStatus === 'ready');
    const quote = kit.onramp().quote!;
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' });
    expect(quote.purchaseAmount.currency).toBe('ETH');
    expect(quote.quoteId).not.toBe(ONRAMP_MOCKED_QUOTE_ID);
  });

  it("gives the stand-in quote 'mocked-quote-id' when the quote service fails (§8)", async () => {
    cloud.faults.set('/v1/onramp/quote', { kind: 'status', status: 503 });
    const kit = setup(4);
    await quoted(kit, '50');
    expect(kit.onramp().quote).toMatchObject({
      quoteId: 'mocked-quote-id',
      paymentTotal: { amount: '50', currency: 'USD' },
    });
  });

  it("falls back to the sample options and the stand-in quote when the client's code does not load (§8)", async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const kit = setup(4, new FakePopup(), { onramp: () => Promise.reject(chunkError) });
    kit.store.dispatch(onrampInitialized());
    await kit.until((onramp) => onramp.optionsStatus === 'ready');
    expect(kit.onramp().options?.paymentCurrencies.map((currency) => currency.id)).toEqual([
      'USD',
      'EUR',
    ]);
    // The samples sell on Ethereum only; the service's options (read here) sell on the devnet.
    const served = createCloudClients({
      projectId: 'kit-local',
      urls: { url: cloud.url },
      requestCode: DIRECT_REQUEST_CODE,
    });
    const options = await served.onramp!.getOptions();
    kit.store.dispatch(
      onrampOptionsLoaded({ options, purchaseCurrency: 'ETH', paymentCurrency: 'USD' }),
    );
    kit.store.dispatch(onrampAmountChanged({ amount: '40' }));
    await kit.until((onramp) => onramp.quoteStatus === 'ready');
    expect(kit.onramp().quote).toMatchObject({
      quoteId: ONRAMP_MOCKED_QUOTE_ID,
      paymentTotal: { amount: '40', currency: 'USD' },
    });
  });

  it("refuses amounts outside the payment method's limits, and quotes nothing for them", async () => {
    const kit = setup(4);
    kit.store.dispatch(onrampInitialized());
    await kit.until((onramp) => onramp.optionsStatus === 'ready');
    kit.store.dispatch(onrampAmountChanged({ amount: '9.99' }));
    expect(selectOnrampValidation(kit.store.getState())).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    );
    kit.store.dispatch(onrampAmountChanged({ amount: '10000' }));
    expect(selectOnrampValidation(kit.store.getState())).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    );
    kit.store.dispatch(onrampPaymentMethodSelected({ id: 'ach_bank_account' }));
    expect(selectOnrampValidation(kit.store.getState())).toBeUndefined();
    kit.store.dispatch(onrampAmountChanged({ amount: '1.001' }));
    expect(selectOnrampValidation(kit.store.getState())).toBe('1.001 is not an amount of money');
    expect(selectCanCheckout(kit.store.getState())).toBe(false);
  });
});

describe('onrampSaga: checkout', () => {
  it('opens a 600×800 popup at once, sends it to the checkout, and completes once the purchase is paid', async () => {
    const kit = setup(5);
    await quoted(kit, '30');
    const before = await node.getBalance(kit.address);

    kit.store.dispatch(onrampCheckoutRequested());
    // Opened inside the dispatch (the click), before anything was awaited.
    expect(kit.opens).toEqual([
      {
        url: 'about:blank',
        name: 'kit-onramp',
        features: 'popup=yes,width=600,height=800,scrollbars=yes',
      },
    ]);
    await kit.until((onramp) => onramp.checkoutStatus === 'pending');
    const checkoutUrl = kit.popup!.visited[0]!;
    expect(checkoutUrl.startsWith(`${cloud.url}/onramp/checkout/`)).toBe(true);

    await confirmPurchase(checkoutUrl);
    await kit.until((onramp) => onramp.checkoutStatus === 'complete');
    expect(kit.onramp().txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(kit.popup!.closed).toBe(true);
    // The wallet gained exactly what the toast says was bought.
    const toast = selectToast(kit.store.getState())?.message ?? '';
    const bought = /^Bought ([\d.]+) ETH$/.exec(toast)?.[1];
    expect(bought).toBeDefined();
    expect((await node.getBalance(kit.address)) - before).toBe(parseEther(bought!));
  });

  it("fails with 'Popup closed' when the visitor closes the popup before completing", async () => {
    const kit = setup(6);
    await quoted(kit, '20');
    kit.store.dispatch(onrampCheckoutRequested());
    await kit.until((onramp) => onramp.checkoutStatus === 'pending');
    kit.popup!.close();
    await kit.until((onramp) => onramp.checkoutStatus === 'failed');
    expect(kit.onramp().error).toMatchObject({ code: 'POPUP_CLOSED', message: 'Popup closed' });
    expect(selectToast(kit.store.getState())?.message).toBe('Popup closed');
  });

  it("fails with 'Popup closed' at once when the browser blocks the popup, asking the service nothing", async () => {
    const kit = setup(6, null);
    await quoted(kit, '20');
    kit.store.dispatch(onrampCheckoutRequested());
    await kit.until((onramp) => onramp.checkoutStatus === 'failed');
    expect(kit.onramp().error?.message).toBe('Popup closed');
    expect(kit.onramp().sessionId).toBeUndefined();
  });

  it('closes the popup and says why when the checkout URL cannot be generated', async () => {
    cloud.faults.set('/v1/generators/onrampurl', { kind: 'status', status: 500 });
    const kit = setup(6);
    await quoted(kit, '20');
    kit.store.dispatch(onrampCheckoutRequested());
    await kit.until((onramp) => onramp.checkoutStatus === 'failed');
    expect(kit.onramp().error?.message).toBe('Server error');
    expect(kit.popup!.closed).toBe(true);
  });

  it('stops watching and closes the popup when the visitor cancels', async () => {
    const kit = setup(6);
    await quoted(kit, '20');
    kit.store.dispatch(onrampCheckoutRequested());
    await kit.until((onramp) => onramp.checkoutStatus === 'pending');
    kit.store.dispatch(onrampCheckoutCancelled());
    await kit.until((onramp) => onramp.checkoutStatus === 'failed');
    expect(kit.popup!.closed).toBe(true);
  });
});
