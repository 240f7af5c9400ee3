// The swap saga against a recording swap client (no devnet, no cloud): what it asks the service
// for, what it refuses before asking anything, and what it says when the service answers with
// less than usual (no quote, no priced output). swap.saga.spec.ts runs the same saga end to end.
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type {
  BlockchainApiClient,
  CloudClients,
  SwapClient,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from '@kit/api';
import {
  BUILT_IN_NAMESPACE_PROFILES,
  UserRejectedRequestError,
  kitDevnet,
  sepolia,
  type CaipNetworkId,
  type TransactionRequest,
} from '@kit/core';
import { balancesSlice } from '@kit/balances';
import {
  activeNamespaceChanged,
  connected,
  connectionSlice,
  namespaceRegistered,
} from '@kit/connection';
import {
  ScriptedAdapter,
  createTestServices,
  deferred,
  flushSagas,
  waitForState,
  type Deferred,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { networkChanged, networksConfigured, networkSlice } from '@kit/network';
import { optionsSlice, servicesChecked } from '@kit/options';
import { selectToast, toastSaga, toastSlice } from '@kit/toast';
import { swapSaga } from './swap.saga';
import { NATIVE_SWAP_TOKEN_ADDRESS } from './swap.selectors';
import {
  swapAmountChanged,
  swapApproveRequested,
  swapFromTokenSelected,
  swapInitialized,
  swapPrepared,
  swapPreviewRequested,
  swapRequested,
  swapReset,
  swapTokensLoaded,
  swapTokensLoading,
  swapToTokenSelected,
} from './swap.actions';
import { swapSlice } from './swap.slice';
import { selectSwapState, type SwapState } from './swap.state';

const NETWORK = kitDevnet.caipNetworkId;
const NAMESPACE = kitDevnet.chainNamespace;
const ACCOUNT = '0x70997970C51812dc3A010C7d0123193d4eB8eA3c';
const ETH: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: `${NETWORK}:${NATIVE_SWAP_TOKEN_ADDRESS}`,
  decimals: 18,
};
const KUSD: SwapToken = {
  name: 'Kit USD',
  symbol: 'KUSD',
  address: `${NETWORK}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
  decimals: 6,
};
const KIT: SwapToken = {
  name: 'Kit Token',
  symbol: 'KIT',
  address: `${NETWORK}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`,
  decimals: 18,
};
const ONE = 10n ** 18n;

const transaction = (to: string, toAmount?: string): SwapTransaction => ({
  caipNetworkId: NETWORK,
  from: ACCOUNT,
  to,
  data: '0x',
  value: '0',
  gas: '100000',
  gasPrice: '7',
  ...(toAmount !== undefined ? { toAmount } : {}),
});
const APPROVE = transaction('0x5FbDB2315678afecb367f032d93F642f64180aa3');

/** A swap client that records every request and answers from its fields. */
class RecordingSwapClient implements SwapClient {
  readonly requests: Record<keyof SwapClient, unknown[]> = {
    getTokens: [],
    getQuote: [],
    getAllowance: [],
    buildApprove: [],
    buildTransaction: [],
  };
  quotes: () => Promise<SwapQuote[]> = async () => [
    {
      fromAmount: '1',
      fromAccount: ETH.address,
      toAmount: (2n * ONE).toString(),
      toAccount: KIT.address,
    },
  ];
  allowances = ['0', '5000000'];
  built: () => SwapTransaction = () =>
    transaction('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', (3n * ONE).toString());

  async getTokens(params: unknown) {
    this.requests.getTokens.push(params);
    return [ETH, KUSD, KIT];
  }
  getQuote(params: unknown) {
    this.requests.getQuote.push(params);
    return this.quotes();
  }
  async getAllowance(params: unknown) {
    this.requests.getAllowance.push(params);
    return this.allowances.shift() ?? '0';
  }
  async buildApprove(params: unknown) {
    this.requests.buildApprove.push(params);
    return APPROVE;
  }
  async buildTransaction(params: unknown) {
    this.requests.buildTransaction.push(params);
    return this.built();
  }
}

/** A wallet that records what it is asked to send; `next` holds (or refuses) the next send. */
class RecordingWallet extends ScriptedAdapter {
  readonly sent: TransactionRequest[] = [];
  next: Deferred<{ hash: string }> | undefined;
  sendTransaction(request: TransactionRequest): Promise<{ hash: string }> {
    this.sent.push(request);
    return this.next?.promise ?? Promise.resolve({ hash: `0x${this.sent.length}` });
  }
}

/** The built-in profile of the devnet's namespace, with swaps switched off. */
const NO_SWAP_PROFILE = (() => {
  const profile = BUILT_IN_NAMESPACE_PROFILES.find((p) => p.namespace === NAMESPACE)!;
  return { ...profile, supports: { ...profile.supports, swap: false } };
})();

interface Options {
  /** Default true: a swap client; false: no swap service. */
  swapService?: boolean;
  /** Default true: a Blockchain API client reading a gas price of 7 wei. */
  gasPrice?: boolean;
  /** Default `account`: connected with one account; `empty`: no account; `none`: no wallet. */
  wallet?: 'account' | 'empty' | 'none';
  /** Default true; false: no namespace registered, so none is active (and no wallet). */
  activeNamespace?: boolean;
  /** Default `devnet`; `unlisted`: a network the app does not list. */
  network?: 'devnet' | 'sepolia' | 'unlisted';
  profileWithoutSwap?: boolean;
}

const tasks: Task[] = [];
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
});

function setup(options: Options = {}) {
  const client = new RecordingSwapClient();
  const gasPriceClient = {
    getGasPrice: async () => ({ standard: '7', fast: '8', instant: '9' }),
  } as unknown as BlockchainApiClient;
  const api: CloudClients = {
    ...(options.swapService !== false ? { swap: client } : {}),
    ...(options.gasPrice !== false ? { blockchain: gasPriceClient } : {}),
  };
  const wallet = new RecordingWallet({
    capabilities: { sendTransaction: true },
    ...(options.profileWithoutSwap ? { profile: NO_SWAP_PROFILE } : {}),
  });
  const sagaMiddleware = createSagaMiddleware({
    context: { ...createTestServices([wallet]), api },
  });
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      swap: swapSlice.reducer,
      options: optionsSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      balances: balancesSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(recorder, sagaMiddleware),
  });
  const caipNetworkId: CaipNetworkId =
    options.network === 'sepolia'
      ? sepolia.caipNetworkId
      : options.network === 'unlisted'
        ? `${NAMESPACE}:424242`
        : NETWORK;
  store.dispatch(networksConfigured([kitDevnet, sepolia]));
  // The first namespace registered becomes the active one.
  if (options.activeNamespace !== false) {
    store.dispatch(namespaceRegistered({ namespace: NAMESPACE }));
    store.dispatch(activeNamespaceChanged({ namespace: NAMESPACE }));
  }
  if (options.wallet !== 'none') {
    store.dispatch(
      connected({
        namespace: NAMESPACE,
        connectorId: `${NAMESPACE}:alpha`,
        accounts: options.wallet === 'empty' ? [] : [{ address: ACCOUNT }],
        caipNetworkId,
      }),
    );
    store.dispatch(networkChanged({ namespace: NAMESPACE, caipNetworkId }));
  }
  store.dispatch(servicesChecked({ swap: options.swapService !== false, onramp: false }));
  tasks.push(sagaMiddleware.run(swapSaga), sagaMiddleware.run(toastSaga));
  const swap = (): SwapState => selectSwapState(store.getState());
  const until = (predicate: (swap: SwapState) => boolean) =>
    waitForState(store, (state) => predicate(selectSwapState(state)));
  const toast = () => selectToast(store.getState());
  const dispatched = (type: string) => actions.filter((action) => action.type === type);
  return { store, client, wallet, actions, swap, until, toast, dispatched };
}

type Kit = ReturnType<typeof setup>;

/** The form selling `amount` of `from` for KIT, filled without a saga round trip. */
function fill(kit: Kit, from: SwapToken, amount: string) {
  kit.store.dispatch(swapTokensLoaded({ caipNetworkId: NETWORK, tokens: [ETH, KUSD, KIT] }));
  kit.store.dispatch(swapFromTokenSelected(from));
  kit.store.dispatch(swapToTokenSelected(KIT));
  kit.store.dispatch(swapAmountChanged({ amount }));
}

/** Fills the form and waits for its quote (the saga's 500 ms debounce). */
async function quoted(kit: Kit, from: SwapToken, amount: string) {
  fill(kit, from, amount);
  await kit.until((swap) => swap.quoteStatus !== 'idle' && swap.quoteStatus !== 'loading');
}

describe('swapSaga (recording client): the token list', () => {
  it('without a swap service refuses with "Network not supported for Swaps", loading nothing', async () => {
    const kit = setup({ swapService: false });
    kit.store.dispatch(swapInitialized());
    await kit.until((swap) => swap.tokensStatus === 'error');
    expect(kit.swap().error).toMatchObject({ code: 'NETWORK_NOT_SUPPORTED_FOR_SWAPS' });
    expect(kit.swap().caipNetworkId).toBe(NETWORK);
    expect(kit.dispatched(swapTokensLoading.type)).toEqual([]);
  });

  it('with no active network (no namespace registered yet) refuses, naming no network', async () => {
    const kit = setup({ wallet: 'none', activeNamespace: false });
    kit.store.dispatch(swapInitialized());
    await kit.until((swap) => swap.tokensStatus === 'error');
    expect(kit.swap().error).toMatchObject({ code: 'NETWORK_NOT_SUPPORTED_FOR_SWAPS' });
    expect(kit.swap().caipNetworkId).toBeUndefined();
    expect(kit.client.requests.getTokens).toEqual([]);
  });

  it('names the refused network, and the network it is loading', async () => {
    const refused = setup({ network: 'sepolia' });
    refused.store.dispatch(swapInitialized());
    await refused.until((swap) => swap.tokensStatus === 'error');
    expect(refused.swap().caipNetworkId).toBe(sepolia.caipNetworkId);

    const kit = setup();
    kit.store.dispatch(swapInitialized());
    expect(kit.dispatched(swapTokensLoading.type)).toEqual([
      swapTokensLoading({ caipNetworkId: NETWORK }),
    ]);
    expect(kit.swap()).toMatchObject({ tokensStatus: 'loading', caipNetworkId: NETWORK });
    await kit.until((swap) => swap.tokensStatus === 'ready');
    expect(kit.client.requests.getTokens).toEqual([{ caipNetworkId: NETWORK }]);
  });
});

describe('swapSaga (recording client): quotes', () => {
  it('asks the quote at the gas price read, and leaves the price out while it is unknown', async () => {
    const kit = setup();
    kit.store.dispatch(swapInitialized());
    await kit.until((swap) => swap.gasPrice === '7');
    await quoted(kit, ETH, '1');
    expect(kit.client.requests.getQuote).toEqual([
      {
        amount: ONE.toString(),
        userAddress: `${NETWORK}:${ACCOUNT}`,
        from: ETH.address,
        to: KIT.address,
        gasPrice: '7',
      },
    ]);

    const unpriced = setup({ gasPrice: false });
    await quoted(unpriced, ETH, '1');
    expect(unpriced.swap().quoteStatus).toBe('ready');
    expect(unpriced.client.requests.getQuote).toHaveLength(1);
    expect(unpriced.client.requests.getQuote[0]).not.toHaveProperty('gasPrice', expect.anything());
  });

  it('reads no allowance for the native coin and keeps none', async () => {
    const kit = setup();
    await quoted(kit, ETH, '1');
    expect(kit.swap()).toMatchObject({ quoteStatus: 'ready', quote: { toAmount: `${2n * ONE}` } });
    expect(kit.swap()).not.toHaveProperty('allowance');
    expect(kit.client.requests.getAllowance).toEqual([]);
  });

  it('an empty quote list is "Insufficient liquidity", also as an error toast', async () => {
    const kit = setup();
    kit.client.quotes = async () => [];
    await quoted(kit, ETH, '1');
    expect(kit.swap().quoteError).toMatchObject({
      code: 'INSUFFICIENT_LIQUIDITY',
      message: 'Insufficient liquidity',
    });
    expect(kit.toast()).toMatchObject({ message: 'Insufficient liquidity', variant: 'error' });
  });

  it('another quote failure stays on the form, without a toast', async () => {
    const kit = setup();
    kit.client.quotes = () => Promise.reject(new Error('connection reset'));
    await quoted(kit, ETH, '1');
    expect(kit.swap().quoteStatus).toBe('error');
    expect(kit.dispatched('toast/toastRequested')).toEqual([]);
    expect(kit.toast().open).toBe(false);
  });

  it('quotes nothing while the form has no amount', async () => {
    const kit = setup();
    kit.store.dispatch(swapTokensLoaded({ caipNetworkId: NETWORK, tokens: [ETH, KUSD, KIT] }));
    kit.store.dispatch(swapToTokenSelected(KIT));
    // Past the 500 ms debounce: a quote would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(kit.swap().quoteStatus).toBe('idle');
    expect(kit.client.requests.getQuote).toEqual([]);
  });
});

describe('swapSaga (recording client): an incomplete form is not built', () => {
  const cases: [string, Options, (kit: Kit) => void][] = [
    ['no swap service', { swapService: false }, (kit) => fill(kit, ETH, '1')],
    [
      'no token sold',
      {},
      (kit) => {
        // An empty list leaves nothing to sell by default.
        kit.store.dispatch(swapTokensLoaded({ caipNetworkId: NETWORK, tokens: [] }));
        kit.store.dispatch(swapToTokenSelected(KIT));
        kit.store.dispatch(swapAmountChanged({ amount: '1' }));
      },
    ],
    [
      'no token bought',
      {},
      (kit) => {
        kit.store.dispatch(swapTokensLoaded({ caipNetworkId: NETWORK, tokens: [ETH, KUSD, KIT] }));
        kit.store.dispatch(swapAmountChanged({ amount: '1' }));
      },
    ],
    ['no amount', {}, (kit) => fill(kit, ETH, '')],
    ['no account', { wallet: 'empty' }, (kit) => fill(kit, ETH, '1')],
  ];

  it.each(cases)('%s: SwapPreview asks nothing and stays idle', async (_name, options, form) => {
    const kit = setup(options);
    form(kit);
    kit.store.dispatch(swapPreviewRequested());
    await flushSagas();
    expect(kit.swap().txStatus).toBe('idle');
    expect(kit.client.requests.buildTransaction).toEqual([]);
  });

  it.each(cases)(
    '%s: Swap builds and sends nothing and stays idle',
    async (_name, options, form) => {
      const kit = setup(options);
      form(kit);
      kit.store.dispatch(swapRequested());
      await flushSagas();
      expect(kit.swap().txStatus).toBe('idle');
      expect(kit.client.requests.buildTransaction).toEqual([]);
      expect(kit.wallet.sent).toEqual([]);
    },
  );
});

describe('swapSaga (recording client): approval', () => {
  /** The form selling 5 KUSD with its quote (allowance 0) and SwapPreview's approve step built. */
  async function previewed(options: Options = {}) {
    const kit = setup(options);
    await quoted(kit, KUSD, '5');
    kit.store.dispatch(swapPreviewRequested());
    await kit.until((swap) => swap.txStatus === 'ready');
    return kit;
  }

  it('builds the swap beside the approval without a gas estimate, and with one once approved', async () => {
    const kit = await previewed();
    expect(kit.swap().transactions?.approve).toEqual(APPROVE);
    expect(kit.client.requests.buildApprove).toEqual([
      {
        userAddress: `${NETWORK}:${ACCOUNT}`,
        from: KUSD.address,
        to: KIT.address,
        amount: '5000000',
      },
    ]);
    expect(kit.client.requests.buildTransaction).toEqual([
      expect.objectContaining({ amount: '5000000', slippage: 1, disableEstimate: true }),
    ]);

    kit.store.dispatch(swapApproveRequested());
    await kit.until((swap) => swap.txStatus === 'ready' && !swap.transactions?.approve);
    expect(kit.wallet.sent.map((request) => request.to)).toEqual([APPROVE.to]);
    expect(kit.swap().allowance).toBe('5000000');
    expect(kit.client.requests.buildTransaction).toHaveLength(2);
    expect(kit.client.requests.buildTransaction[1]).toMatchObject({ amount: '5000000' });
    expect(kit.client.requests.buildTransaction[1]).not.toHaveProperty(
      'disableEstimate',
      expect.anything(),
    );
    expect(kit.toast()).toMatchObject({ message: 'Approved KUSD', variant: 'success' });
  });

  it('builds a swap that needs no approval with its gas estimated', async () => {
    const kit = setup();
    await quoted(kit, ETH, '1');
    kit.store.dispatch(swapPreviewRequested());
    await kit.until((swap) => swap.txStatus === 'ready');
    expect(kit.swap().transactions?.approve).toBeUndefined();
    expect(kit.client.requests.buildApprove).toEqual([]);
    expect(kit.client.requests.buildTransaction).toHaveLength(1);
    expect(kit.client.requests.buildTransaction[0]).not.toHaveProperty(
      'disableEstimate',
      expect.anything(),
    );
  });

  it('says why an approval failed in an error toast', async () => {
    const kit = await previewed();
    kit.wallet.next = deferred();
    kit.store.dispatch(swapApproveRequested());
    kit.wallet.next.reject(new UserRejectedRequestError());
    await kit.until((swap) => swap.txStatus === 'error');
    expect(kit.toast()).toMatchObject({ message: 'User rejected the request', variant: 'error' });
  });

  it('an approval asked for before anything is built does nothing, and the saga goes on', async () => {
    const kit = setup();
    kit.store.dispatch(swapApproveRequested());
    await flushSagas();
    expect(kit.swap().txStatus).toBe('idle');
    expect(kit.wallet.sent).toEqual([]);
    await quoted(kit, ETH, '1');
    kit.store.dispatch(swapPreviewRequested());
    await kit.until((swap) => swap.txStatus === 'ready');
  });

  it('reports "Network not supported for Swaps" when the form was emptied while the approval was mined', async () => {
    const kit = await previewed();
    kit.wallet.next = deferred();
    kit.store.dispatch(swapApproveRequested());
    await kit.until((swap) => swap.txStatus === 'approving');
    kit.store.dispatch(swapReset()); // e.g. the network changed meanwhile
    kit.wallet.next.resolve({ hash: '0xa' });
    await kit.until((swap) => swap.txStatus === 'error');
    expect(kit.swap().txError).toMatchObject({ code: 'NETWORK_NOT_SUPPORTED_FOR_SWAPS' });
    expect(kit.client.requests.getAllowance).toHaveLength(1); // the quote's only
  });

  const refusals: [string, Options, string][] = [
    [
      'no active namespace',
      { activeNamespace: false, wallet: 'none' },
      'NETWORK_NOT_SUPPORTED_FOR_SWAPS',
    ],
    [
      'a namespace whose profile has no swaps',
      { profileWithoutSwap: true },
      'NETWORK_NOT_SUPPORTED_FOR_SWAPS',
    ],
    ['no wallet', { wallet: 'none' }, 'PROVIDER_NOT_FOUND'],
    ['a wallet with no account', { wallet: 'empty' }, 'PROVIDER_NOT_FOUND'],
    ['a network the app does not list', { network: 'unlisted' }, 'UNSUPPORTED_CHAIN'],
  ];

  it.each(refusals)(
    '%s: the approval is refused (%s in the state: %s), nothing sent',
    async (_name, options, code) => {
      const kit = setup(options);
      // SwapPreview's approve step, as built before the wallet or network changed.
      kit.store.dispatch(swapPrepared({ approve: APPROVE, swap: kit.client.built() }));
      kit.store.dispatch(swapApproveRequested());
      await kit.until((swap) => swap.txStatus === 'error');
      expect(kit.swap().txError?.code).toBe(code);
      expect(kit.toast()).toMatchObject({ message: kit.swap().txError?.message, variant: 'error' });
      expect(kit.wallet.sent).toEqual([]);
    },
  );
});

describe('swapSaga (recording client): what the swap toast says', () => {
  it('the amount of the built swap, and the hash kept', async () => {
    const kit = setup();
    await quoted(kit, ETH, '0.5');
    kit.store.dispatch(swapRequested());
    await kit.until((swap) => swap.txStatus === 'success');
    expect(kit.swap().hash).toBe('0x1');
    await waitForState(kit.store, () => kit.toast().message.startsWith('Swapped'));
    expect(kit.toast()).toMatchObject({ message: 'Swapped 0.5 ETH for 3 KIT', variant: 'success' });
  });

  it("the quote's amount when the built swap has none", async () => {
    const kit = setup();
    kit.client.built = () => transaction('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0');
    await quoted(kit, ETH, '0.5');
    kit.store.dispatch(swapRequested());
    await waitForState(kit.store, () => kit.toast().message.startsWith('Swapped'));
    expect(kit.toast().message).toBe('Swapped 0.5 ETH for 2 KIT');
  });

  it('only the token bought when neither the built swap nor a quote has an amount', async () => {
    const kit = setup();
    kit.client.built = () => transaction('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0');
    fill(kit, ETH, '0.5');
    kit.store.dispatch(swapRequested()); // before the 500 ms debounce: no quote yet
    await waitForState(kit.store, () => kit.toast().message.startsWith('Swapped'));
    expect(kit.toast().message).toBe('Swapped 0.5 ETH for KIT');
  });
});
