import type { ServiceClientOptions } from '../http/service-calls';
import type { OnrampOptions, OnrampQuote, OnrampStatus } from './onramp-schemas';
import { lazyClient, lazyMethods } from '../cloud/lazy-client';

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
 * A typed client of the on-ramp endpoints (spec §7). getOptions and getQuote never fail (§8): a
 * failed options call gives the built-in sample options (ONRAMP_SAMPLE_OPTIONS), a failed quote
 * the stand-in quote echoing the amount with quoteId 'mocked-quote-id'. generateOnrampUrl and
 * getStatus throw ApiRequestErrors (serverMessage: reasons[0].description).
 */
export interface OnrampClient {
  getOptions(): Promise<OnrampOptions>;
  getQuote(params: GetOnrampQuoteParams): Promise<OnrampQuote>;
  /** A checkout URL to open for the buyer (http(s) only; anything else is API_INVALID_RESPONSE). */
  generateOnrampUrl(params: GenerateOnrampUrlParams): Promise<OnrampCheckout>;
  /** A checkout session's progress, to watch for completion. */
  getStatus(params: { sessionId: string }): Promise<OnrampStatus>;
}

/** Creates a Onramp client; its request code loads with its first call (../cloud/lazy-client.ts). */
export function createOnrampClient(options: OnrampClientOptions): OnrampClient {
  const client = lazyClient(() =>
    import('./onramp-requests').then((module) => module.createOnrampRequests(options)),
  );
  return lazyMethods(client, ['getOptions', 'getQuote', 'generateOnrampUrl', 'getStatus']);
}
