import {
  all,
  call,
  delay,
  getContext,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type {
  CloudClients,
  ExplorerClient,
  OnrampCheckout,
  OnrampClient,
  OnrampOptions,
  OnrampQuote,
  OnrampStatus,
} from '@kit/api';
import { serializeServiceError } from '@kit/api/service-errors';
import {
  CONSTANTS,
  kitError,
  type CaipAddress,
  type ChainNamespace,
  type KitNetwork,
  type SerializedKitError,
} from '@kit/core';
import { mockedOnrampQuote, ONRAMP_SAMPLE_OPTIONS } from '@kit/api/onramp-requests';
import { balanceRequested } from '@kit/balances';
import { selectActiveCaipAddress, selectActiveNamespace } from '@kit/connection';
import { selectActiveCaipNetwork } from '@kit/network';
import { toastRequested } from '@kit/toast';
import { onrampNetworkOf, selectOnrampValidation } from './onramp.selectors';
import { selectOnrampState, type OnrampState } from './onramp.state';
import {
  onrampAmountChanged,
  onrampCheckoutCancelled,
  onrampCheckoutCompleted,
  onrampCheckoutFailed,
  onrampCheckoutOpening,
  onrampCheckoutPending,
  onrampCheckoutRequested,
  onrampInitialized,
  onrampOptionsLoaded,
  onrampOptionsLoading,
  onrampPaymentCurrencySelected,
  onrampPaymentMethodSelected,
  onrampPurchaseCurrencySelected,
  onrampQuoteLoaded,
  onrampQuoteStarted,
} from './onramp.actions';

/** The popup window Kit opens; only what the watcher uses. */
interface CheckoutPopup {
  closed: boolean;
  close(): void;
  location: { href: string };
}

/**
 * What a failed checkout stores: 'Popup closed' and the like as they are, a service refusal with
 * the service's reason.
 */
function toCheckoutError(error: unknown): SerializedKitError {
  return serializeServiceError(error, 'UNKNOWN_ERROR');
}

/** The Explorer API's image of each currency: fiat by code, crypto by its token symbol. */
function currencyImages(
  options: OnrampOptions,
  explorer: Pick<ExplorerClient, 'currencyImageUrl' | 'tokenImageUrl'>,
): Record<string, string> {
  const images: Record<string, string> = {};
  for (const currency of options.paymentCurrencies) {
    images[currency.id] = explorer.currencyImageUrl(currency.id);
  }
  for (const currency of options.purchaseCurrencies) {
    images[currency.id] = explorer.tokenImageUrl(currency.symbol);
  }
  return images;
}

/**
 * Reads the options (never failing: the client falls back to the built-in sample, §8) and picks
 * defaults: the active network's native coin (or the first currency sold there) and USD (or the
 * first payment currency).
 */
function* initWorker() {
  const api: CloudClients = yield getContext('api');
  if (!api.onramp) return;
  yield put(onrampOptionsLoading());
  let options: OnrampOptions;
  try {
    options = yield call([api.onramp, api.onramp.getOptions]);
  } catch {
    // The client falls back itself (§8) once its code is in; this is a failed load of that code
    // (or a runtime without its copying helpers).
    options = ONRAMP_SAMPLE_OPTIONS as OnrampOptions;
  }
  const network: KitNetwork | undefined = yield select(selectActiveCaipNetwork);
  const sold = options.purchaseCurrencies.filter(
    (currency) => onrampNetworkOf(currency, network) !== undefined,
  );
  const purchase =
    sold.find((currency) => onrampNetworkOf(currency, network)?.contract_address === '') ?? sold[0];
  const payment =
    options.paymentCurrencies.find((currency) => currency.id === 'USD') ??
    options.paymentCurrencies[0];
  yield put(
    onrampOptionsLoaded({
      options,
      ...(purchase ? { purchaseCurrency: purchase.id } : {}),
      ...(payment ? { paymentCurrency: payment.id } : {}),
      ...(api.explorer ? { images: currencyImages(options, api.explorer) } : {}),
    }),
  );
}

/** The network (the service's name for it) the purchase currency is bought on. */
function* purchaseNetworkName() {
  const onramp: OnrampState = yield select(selectOnrampState);
  const network: KitNetwork | undefined = yield select(selectActiveCaipNetwork);
  const currency = onramp.options?.purchaseCurrencies.find(
    (candidate) => candidate.id === onramp.purchaseCurrency,
  );
  const name: string | undefined =
    currency === undefined ? undefined : onrampNetworkOf(currency, network)?.name;
  return name;
}

/**
 * Quotes the form 500 ms (§9 debounce) after its last change, once it is valid. The quote never
 * fails: without the service it is the stand-in 'mocked-quote-id' quote echoing the amount (§8).
 */
function* quoteWorker() {
  yield delay(CONSTANTS.DEBOUNCE_MS);
  const api: CloudClients = yield getContext('api');
  const invalid: string | undefined = yield select(selectOnrampValidation);
  const onramp: OnrampState = yield select(selectOnrampState);
  if (!api.onramp || invalid !== undefined || onramp.purchaseCurrency === undefined) return;
  const network: string | undefined = yield call(purchaseNetworkName);
  yield put(onrampQuoteStarted());
  const amount = onramp.amount.trim();
  const paymentCurrency = onramp.paymentCurrency ?? 'USD';
  let quote: OnrampQuote;
  try {
    quote = yield call([api.onramp, api.onramp.getQuote], {
      purchaseCurrency: onramp.purchaseCurrency,
      paymentCurrency,
      amount,
      ...(network !== undefined ? { network } : {}),
    });
  } catch {
    // The client's own fallback (§8) came with its code, which did not load: the same stand-in.
    quote = mockedOnrampQuote(amount, paymentCurrency);
  }
  yield put(onrampQuoteLoaded(quote));
}

/** Closes the popup if it is still open (cross-origin windows allow that much). */
function closePopup(popup: CheckoutPopup): void {
  try {
    if (!popup.closed) popup.close();
  } catch {
    // Nothing to do: the window is gone or the browser refused.
  }
}

/**
 * Opens the checkout (spec §7 /v1/generators/onrampurl) in a 600×800 popup (§9) and watches it.
 * The popup is opened first, before anything is awaited, so the browser counts it as the
 * visitor's click; it shows the checkout once the URL is generated. Then, every second (§9): the
 * session's status (complete: done, the balance is read again and the flow saga shows Account;
 * failed: its reason) and whether the popup was closed first ('Popup closed').
 */
function* checkoutWorker() {
  const win: Window | undefined = yield getContext('window');
  const api: CloudClients = yield getContext('api');
  const { POPUP_WIDTH: width, POPUP_HEIGHT: height } = CONSTANTS;
  const popup = (win?.open(
    'about:blank',
    'kit-onramp',
    `popup=yes,width=${width},height=${height},scrollbars=yes`,
  ) ?? null) as CheckoutPopup | null;
  yield put(onrampCheckoutOpening());
  try {
    if (popup === null) {
      throw kitError('POPUP_CLOSED', {}, { details: 'the browser blocked the checkout popup' });
    }
    // The popup keeps its opener: Chromium lets a page close a popup it opened only while the
    // popup still knows its opener, and Kit closes it once the purchase is paid. The checkout is
    // the integrator's own Blockchain API service, not arbitrary content.
    const onramp: OnrampState = yield select(selectOnrampState);
    const userAddress: CaipAddress | undefined = yield select(selectActiveCaipAddress);
    if (!api.onramp || userAddress === undefined || onramp.purchaseCurrency === undefined) {
      throw kitError('PROVIDER_NOT_FOUND', {}, { details: 'no on-ramp service or no account' });
    }
    const client: OnrampClient = api.onramp;
    const network: string | undefined = yield call(purchaseNetworkName);
    const currency = onramp.options?.purchaseCurrencies.find(
      (candidate) => candidate.id === onramp.purchaseCurrency,
    );
    const checkout: OnrampCheckout = yield call([client, client.generateOnrampUrl], {
      destinationWallets: [
        {
          address: userAddress,
          assets: [currency?.symbol ?? onramp.purchaseCurrency],
          ...(network !== undefined ? { blockchains: [network] } : {}),
        },
      ],
      ...(network !== undefined ? { defaultNetwork: network } : {}),
      partnerUserId: userAddress.split(':')[2] ?? userAddress,
      presetFiatAmount: onramp.amount.trim(),
      fiatCurrency: onramp.paymentCurrency ?? 'USD',
    });
    if (popup.closed) throw kitError('POPUP_CLOSED');
    popup.location.href = checkout.url;
    yield put(onrampCheckoutPending(checkout.sessionId ? { sessionId: checkout.sessionId } : {}));
    yield call(watchCheckout, client, popup, checkout.sessionId);
  } catch (cause) {
    if (popup) closePopup(popup);
    const error = toCheckoutError(cause);
    yield put(onrampCheckoutFailed({ error }));
    yield put(toastRequested({ message: error.message, variant: 'error' }));
  }
}

/** Polls the checkout every second until it completes, fails or its popup is closed. */
function* watchCheckout(client: OnrampClient, popup: CheckoutPopup, sessionId?: string) {
  while (true) {
    const { cancelled } = (yield race({
      tick: delay(CONSTANTS.POPUP_POLL_MS),
      cancelled: take(onrampCheckoutCancelled.type),
    })) as { cancelled?: unknown };
    if (cancelled) {
      closePopup(popup);
      throw kitError('POPUP_CLOSED', {}, { details: 'the visitor cancelled the checkout' });
    }
    // Read after the status: a popup closed by the checkout itself after paying is a success.
    const closed = popup.closed;
    if (sessionId !== undefined) {
      let status: OnrampStatus | undefined;
      try {
        status = (yield call([client, client.getStatus], { sessionId })) as OnrampStatus;
      } catch {
        // A missed poll is retried on the next tick.
      }
      if (status?.status === 'complete') {
        closePopup(popup);
        yield call(completed, status);
        return;
      }
      if (status?.status === 'failed') {
        closePopup(popup);
        throw kitError('UNKNOWN_ERROR', {}, { details: status.error ?? 'checkout failed' });
      }
    }
    if (closed) {
      if (sessionId === undefined) {
        // The service names no session, so its outcome cannot be read: the balance can.
        yield call(refreshBalances);
        yield put(onrampCheckoutCompleted({}));
        return;
      }
      throw kitError('POPUP_CLOSED');
    }
  }
}

function* refreshBalances() {
  const namespace: ChainNamespace | undefined = yield select(selectActiveNamespace);
  if (namespace !== undefined) yield put(balanceRequested({ namespace, force: true }));
}

/** A completed purchase: say so, read the balance again, and show it on Account. */
function* completed(status: OnrampStatus) {
  yield put(onrampCheckoutCompleted(status.txHash !== undefined ? { txHash: status.txHash } : {}));
  const { amount, currency } = status.purchaseAmount;
  yield put(toastRequested({ message: `Bought ${amount} ${currency}`, variant: 'success' }));
  yield call(refreshBalances);
}

/** Form changes that need a new quote (after the debounce). */
const QUOTE_TRIGGERS = [
  onrampOptionsLoaded.type,
  onrampPurchaseCurrencySelected.type,
  onrampPaymentCurrencySelected.type,
  onrampPaymentMethodSelected.type,
  onrampAmountChanged.type,
];

/**
 * Root saga of the on-ramp feature. Context: `api` (the on-ramp client), `window` (the popup).
 * The store loads it on the first on-ramp intent (@kit/onramp/lazy-saga).
 */
export function* onrampSaga() {
  yield all([
    takeLatest(onrampInitialized.type, initWorker),
    takeLatest(QUOTE_TRIGGERS, quoteWorker),
    takeLeading(onrampCheckoutRequested.type, checkoutWorker),
  ]);
}
