import type { ServiceClientOptions } from '../http/service-calls';
import type { OnrampOptions, OnrampQuote, OnrampStatus } from './onramp-schemas';
import type * as OnrampRequests from './onramp-requests';
import { lazyMethods, lazyServiceClient } from '../cloud/lazy-client';

/**
 * Loads the on-ramp client's request code (the `@kit/api/onramp-requests` entry). The caller owns
 * the dynamic import (see NamesRequestsLoader in ../names/names-client.ts for why); createKit
 * passes its chunk entry, `@kit/api/request-code` imports the module itself.
 */
export type OnrampRequestsLoader = () => Promise<
  Pick<typeof OnrampRequests, 'createOnrampRequests'>
>;

/** Options of createOnrampClient. */
/** baseUrl: the Blockchain API, e.g. apps/cloud's URL. */
export type OnrampClientOptions = ServiceClientOptions;

/** A currency as the options list it, or just its id. */
export type OnrampCurrencyRef = string | { id: string };

/** What getQuote asks for (spec §7). */
export interface GetOnrampQuoteParams {
  /** What to buy: an options entry or its id. */
  purchaseCurrency: OnrampCurrencyRef;
  /** What to pay in: an options entry or its id ('USD'). */
  paymentCurrency: OnrampCurrencyRef;
  /** The payment amount in the payment currency, a decimal string ('100', '99.50'). */
  amount: string;
  /** The purchase currency's network (its `name`), when it is sold on several. */
  network?: string;
}

/** A wallet the purchase goes to (the real API's destinationWallets entry). */
export interface OnrampDestinationWallet {
  /** A plain address or CAIP-10. */
  address: string;
  /** Networks (names) it takes. */
  blockchains?: string[];
  /** Symbols it takes; the first is bought. */
  assets?: string[];
  supportedNetworks?: string[];
}

/** What generateOnrampUrl asks for (spec §7); the experience is always 'buy'. */
export interface GenerateOnrampUrlParams {
  destinationWallets: OnrampDestinationWallet[];
  /** The network (name) to buy on. */
  defaultNetwork?: string;
  /** The integrator's id for the buyer, shown back on the checkout. */
  partnerUserId?: string;
  /** The amount to buy, in the purchase currency; wins over presetFiatAmount. */
  presetCryptoAmount?: number | string;
  /** The amount to pay, in the payment currency. */
  presetFiatAmount?: number | string;
  /** The payment currency of presetFiatAmount (apps/cloud's; default USD). */
  fiatCurrency?: string;
}

/** A checkout to open; `sessionId` is there when the service names it (apps/cloud does). */
export interface OnrampCheckout {
  url: string;
  sessionId?: string;
}

/**
 * A typed client of the on-ramp endpoints (spec §7). Once its code is in, getOptions and getQuote
 * never fail (§8): a failed options call gives the built-in sample options (ONRAMP_SAMPLE_OPTIONS
 * of `@kit/api/onramp-requests`), a failed quote the stand-in quote echoing the amount with
 * quoteId 'mocked-quote-id'. generateOnrampUrl and getStatus throw ApiRequestErrors
 * (serverMessage: reasons[0].description). A failed load of the code rejects the call with an
 * ApiRequestError API_NETWORK_ERROR: the samples came with the code, so the caller falls back.
 */
export interface OnrampClient {
  getOptions(): Promise<OnrampOptions>;
  getQuote(params: GetOnrampQuoteParams): Promise<OnrampQuote>;
  /** A checkout URL to open for the buyer (http(s) only; anything else is API_INVALID_RESPONSE). */
  generateOnrampUrl(params: GenerateOnrampUrlParams): Promise<OnrampCheckout>;
  /** A checkout session's progress, to watch for completion. */
  getStatus(params: { sessionId: string }): Promise<OnrampStatus>;
}

/**
 * Creates an on-ramp client; its request code loads with its first call through `loadRequests`
 * (../cloud/lazy-client.ts: a failed load rejects that call, and the next call loads again).
 */
export function createOnrampClient(
  options: OnrampClientOptions,
  loadRequests: OnrampRequestsLoader,
): OnrampClient {
  const client = lazyServiceClient(options, 'Blockchain API', () =>
    loadRequests().then((module) => module.createOnrampRequests(options)),
  );
  return lazyMethods(client, ['getOptions', 'getQuote', 'generateOnrampUrl', 'getStatus']);
}
