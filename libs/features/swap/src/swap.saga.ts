import {
  all,
  call,
  delay,
  getContext,
  put,
  select,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type {
  CloudClients,
  GasPrice,
  SwapClient,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from '@kit/api';
import {
  CONSTANTS,
  NotConfiguredError,
  canSendTransaction,
  isSwapNetwork,
  kitError,
  serializeError,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type KitNetwork,
  type TransactionRequest,
} from '@kit/core';
import { formatUnits } from '@kit/core/units';
import { balanceRequested } from '@kit/balances';
import {
  selectActiveCaipAddress,
  selectActiveConnection,
  selectActiveNamespace,
  type AdapterLookup,
  type Connection,
} from '@kit/connection';
import { selectActiveCaipNetwork } from '@kit/network';
import { putOnActiveNetworkChange } from '@kit/network/active-network-change';
import { toastRequested } from '@kit/toast';
import { toSwapError } from './swap-errors';
import { isNativeSwapToken, selectSwapFromUnits, selectSwapNeedsApproval } from './swap.selectors';
import { selectSwapState, type SwapState } from './swap.state';
import {
  swapAmountChanged,
  swapApproved,
  swapApproveRequested,
  swapApproving,
  swapFromTokenSelected,
  swapGasPriceFailed,
  swapGasPriceLoaded,
  swapInitialized,
  swapPrepared,
  swapPreparing,
  swapPreviewRequested,
  swapQuoteFailed,
  swapQuoteLoaded,
  swapQuoteStarted,
  swapRequested,
  swapReset,
  swapSucceeded,
  swapSwapping,
  swapTokensFailed,
  swapTokensFlipped,
  swapTokensLoaded,
  swapTokensLoading,
  swapToTokenSelected,
  swapTxFailed,
} from './swap.actions';

/** The form as the API wants it, when it is complete: tokens, amount and the account. */
interface SwapOrder {
  client: SwapClient;
  from: SwapToken;
  to: SwapToken;
  /** Smallest units of `from`, decimal string. */
  amount: string;
  /** CAIP-10 of the account. */
  userAddress: CaipAddress;
  slippage: number;
}

/** The complete order of the form, or undefined (no service, tokens, amount or account). */
function* readOrder() {
  const api: CloudClients = yield getContext('api');
  const swap: SwapState = yield select(selectSwapState);
  const amount: string | undefined = yield select(selectSwapFromUnits);
  const userAddress: CaipAddress | undefined = yield select(selectActiveCaipAddress);
  const { fromToken: from, toToken: to } = swap;
  if (!api.swap || !from || !to || amount === undefined || userAddress === undefined) {
    return undefined;
  }
  const order: SwapOrder = {
    client: api.swap,
    from,
    to,
    amount,
    userAddress,
    slippage: swap.slippage,
  };
  return order;
}

/** The built swap of an order; `disableEstimate` while its approval is not mined yet. */
function buildSwap(order: SwapOrder, disableEstimate?: true): Promise<SwapTransaction> {
  return order.client.buildTransaction({
    amount: order.amount,
    userAddress: order.userAddress,
    from: order.from.address,
    to: order.to.address,
    slippage: order.slippage,
    // The client leaves an undefined flag out of the request.
    disableEstimate,
  });
}

/** The allowance the account gave the swap contract over the token sold. */
function readAllowance(order: SwapOrder): Promise<string> {
  return order.client.getAllowance({
    tokenAddress: order.from.address,
    userAddress: order.userAddress,
  });
}

/**
 * Reads the active network's swappable tokens and its gas price (the Swap view opened). Without
 * a swap service, or on a network that is not a swap network (spec §9: the swap networks and the
 * devnets), the list fails with 'Network not supported for Swaps'; a gas price the API will not
 * give is 'Network not supported for Gas Price' and leaves the fee unknown.
 */
function* initWorker() {
  const api: CloudClients = yield getContext('api');
  const network: KitNetwork | undefined = yield select(selectActiveCaipNetwork);
  const caipNetworkId = network?.caipNetworkId;
  if (!api.swap || network === undefined || !isSwapNetwork(network)) {
    const error = serializeError(kitError('NETWORK_NOT_SUPPORTED_FOR_SWAPS'));
    yield put(swapTokensFailed({ caipNetworkId, error }));
    return;
  }
  const swap = api.swap;
  const id = network.caipNetworkId;
  yield put(swapTokensLoading({ caipNetworkId: id }));
  yield all([call(loadTokens, swap, id), call(loadGasPrice, api, id)]);
}

function* loadTokens(client: SwapClient, caipNetworkId: CaipNetworkId) {
  try {
    const tokens: SwapToken[] = yield call([client, client.getTokens], { caipNetworkId });
    yield put(swapTokensLoaded({ caipNetworkId, tokens }));
  } catch (error) {
    yield put(swapTokensFailed({ caipNetworkId, error: toSwapError(error) }));
  }
}

function* loadGasPrice(api: CloudClients, caipNetworkId: CaipNetworkId) {
  try {
    if (!api.blockchain) throw kitError('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE');
    const price: GasPrice = yield call([api.blockchain, api.blockchain.getGasPrice], {
      caipNetworkId,
    });
    yield put(swapGasPriceLoaded({ gasPrice: price.standard }));
  } catch (error) {
    yield put(swapGasPriceFailed({ error: toSwapError(error) }));
  }
}

/**
 * Quotes the form 500 ms (§9 debounce) after its last change; takeLatest drops a quote whose form
 * changed meanwhile. With the quote comes the allowance of a token sold (the native coin needs
 * none). No quote is 'Insufficient liquidity', also shown as a toast (§8).
 */
function* quoteWorker() {
  yield delay(CONSTANTS.DEBOUNCE_MS);
  const order: SwapOrder | undefined = yield call(readOrder);
  if (order === undefined) return;
  const swap: SwapState = yield select(selectSwapState);
  yield put(swapQuoteStarted());
  try {
    const quotes: SwapQuote[] = yield call([order.client, order.client.getQuote], {
      amount: order.amount,
      userAddress: order.userAddress,
      from: order.from.address,
      to: order.to.address,
      // Left out of the query while unknown (the client drops undefined parameters).
      gasPrice: swap.gasPrice,
    });
    const best = quotes[0];
    if (best === undefined) throw kitError('INSUFFICIENT_LIQUIDITY');
    const allowance: string | undefined = isNativeSwapToken(order.from)
      ? undefined
      : yield call(readAllowance, order);
    yield put(
      swapQuoteLoaded({
        quote: { fromAmount: best.fromAmount, toAmount: best.toAmount },
        allowance,
      }),
    );
  } catch (cause) {
    const error = toSwapError(cause);
    yield put(swapQuoteFailed({ error }));
    if (error.code === 'INSUFFICIENT_LIQUIDITY') {
      yield put(toastRequested({ message: error.message, variant: 'error' }));
    }
  }
}

/**
 * Builds what SwapPreview shows: the approval of exactly the amount sold when the allowance is
 * too small (then the swap is built without a gas estimate, which would fail before the approval
 * is mined), else the swap alone, priced now with amountOutMin at the slippage tolerance.
 */
function* previewWorker() {
  const order: SwapOrder | undefined = yield call(readOrder);
  if (order === undefined) return;
  const needsApproval: boolean = yield select(selectSwapNeedsApproval);
  yield put(swapPreparing());
  try {
    if (needsApproval) {
      const [approve, swap]: [SwapTransaction, SwapTransaction] = yield all([
        call([order.client, order.client.buildApprove], {
          userAddress: order.userAddress,
          from: order.from.address,
          to: order.to.address,
          amount: order.amount,
        }),
        call(buildSwap, order, true),
      ]);
      yield put(swapPrepared({ approve, swap }));
    } else {
      const swap: SwapTransaction = yield call(buildSwap, order);
      yield put(swapPrepared({ swap }));
    }
  } catch (error) {
    yield put(swapTxFailed({ error: toSwapError(error) }));
  }
}

/** The wallet that sends a swap's transactions. */
interface Sender {
  adapter: { sendTransaction(request: TransactionRequest): Promise<{ hash: string }> };
  connectorId: string;
  network: KitNetwork;
  from: string;
  namespace: ChainNamespace;
}

/** The active wallet's adapter and account, able to send built transactions where swaps are. */
function* requireSender() {
  const namespace: ChainNamespace | undefined = yield select(selectActiveNamespace);
  const connection: Connection | undefined = yield select(selectActiveConnection);
  const from = connection?.accounts[0]?.address;
  const registry: AdapterLookup = yield getContext('registry');
  // No `details` on these errors: only their code and text reach the state (toSwapError).
  if (namespace === undefined || !registry.profiles.supports(namespace, 'swap')) {
    throw kitError('NETWORK_NOT_SUPPORTED_FOR_SWAPS');
  }
  if (!connection || from === undefined) {
    throw new NotConfiguredError('PROVIDER_NOT_FOUND');
  }
  const network: KitNetwork | undefined = yield select(selectActiveCaipNetwork);
  if (!network) {
    throw new NotConfiguredError('UNSUPPORTED_CHAIN');
  }
  const adapter = registry.getAdapter(namespace);
  if (!canSendTransaction(adapter)) {
    throw new NotConfiguredError('UNSUPPORTED_CHAIN');
  }
  const sender: Sender = { adapter, connectorId: connection.connectorId, network, from, namespace };
  return sender;
}

/** Has the wallet send a built transaction; resolves once it is mined. */
function* sendBuilt(sender: Sender, tx: SwapTransaction) {
  const request: TransactionRequest = {
    connectorId: sender.connectorId,
    network: sender.network,
    from: sender.from,
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.gas,
    gasPrice: tx.gasPrice,
  };
  const { hash } = (yield call([sender.adapter, sender.adapter.sendTransaction], request)) as {
    hash: string;
  };
  return hash;
}

/**
 * Sends the approval, then reads the allowance again and builds the swap afresh (now its gas can
 * be estimated). A refusal ('User rejected the request') or failure keeps SwapPreview on the
 * approve step, to try again.
 */
function* approveWorker() {
  const swap: SwapState = yield select(selectSwapState);
  const approve = swap.transactions?.approve;
  if (approve === undefined) return;
  yield put(swapApproving());
  try {
    const sender: Sender = yield call(requireSender);
    yield call(sendBuilt, sender, approve);
    const order: SwapOrder | undefined = yield call(readOrder);
    if (order === undefined) throw kitError('NETWORK_NOT_SUPPORTED_FOR_SWAPS');
    const [allowance, built]: [string, SwapTransaction] = yield all([
      call(readAllowance, order),
      call(buildSwap, order),
    ]);
    yield put(swapApproved({ allowance, swap: built }));
    yield put(toastRequested({ message: `Approved ${order.from.symbol}`, variant: 'success' }));
  } catch (cause) {
    const error = toSwapError(cause);
    yield put(swapTxFailed({ error }));
    yield put(toastRequested({ message: error.message, variant: 'error' }));
  }
}

/**
 * Sends the swap the visitor reviewed (built now if it was not), then: the form is emptied, a
 * toast says what was swapped and the balances are read again (the store's flow saga shows
 * Account). A swap still waiting for its approval is not sent.
 */
function* swapWorker() {
  const swap: SwapState = yield select(selectSwapState);
  if (swap.transactions?.approve !== undefined) return;
  const order: SwapOrder | undefined = yield call(readOrder);
  if (order === undefined) return;
  yield put(swapSwapping());
  try {
    const sender: Sender = yield call(requireSender);
    const tx: SwapTransaction = swap.transactions?.swap ?? (yield call(buildSwap, order));
    const hash: string = yield call(sendBuilt, sender, tx);
    yield put(swapSucceeded({ hash }));
    const bought =
      tx.toAmount !== undefined
        ? formatUnits(BigInt(tx.toAmount), order.to.decimals)
        : swap.quote !== undefined
          ? formatUnits(BigInt(swap.quote.toAmount), order.to.decimals)
          : undefined;
    const sold = `${swap.fromAmount.trim()} ${order.from.symbol}`;
    yield put(
      toastRequested({
        message:
          bought === undefined
            ? `Swapped ${sold} for ${order.to.symbol}`
            : `Swapped ${sold} for ${bought} ${order.to.symbol}`,
        variant: 'success',
      }),
    );
    yield put(balanceRequested({ namespace: sender.namespace, force: true }));
  } catch (cause) {
    const error = toSwapError(cause);
    yield put(swapTxFailed({ error }));
    yield put(toastRequested({ message: error.message, variant: 'error' }));
  }
}

/** Form changes that need a new quote (after the debounce). */
const QUOTE_TRIGGERS = [
  swapFromTokenSelected.type,
  swapToTokenSelected.type,
  swapAmountChanged.type,
  swapTokensFlipped.type,
  swapTokensLoaded.type,
  swapReset.type,
];

/**
 * Root saga of the swap feature. Context: `api` (swap and Blockchain API clients), `registry`.
 * Sends are takeLeading, so one click never sends twice. The store loads it on the first swap
 * intent (@kit/swap/lazy-saga) and says whether a service exists in options (servicesChecked).
 */
export function* swapSaga() {
  yield all([
    takeLatest(swapInitialized.type, initWorker),
    takeLatest(QUOTE_TRIGGERS, quoteWorker),
    takeLatest(swapPreviewRequested.type, previewWorker),
    takeLeading(swapApproveRequested.type, approveWorker),
    takeLeading(swapRequested.type, swapWorker),
    // The form's tokens belong to the old network.
    call(putOnActiveNetworkChange, swapReset),
  ]);
}
