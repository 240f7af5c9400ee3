import { sanitizeWebLink } from '@kit/core';
import { ApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { lazyChecks } from '../http/lazy-checks';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';
import { mockedOnrampQuote, sampleOnrampOptions } from './onramp-samples';
import type { OnrampOptions, OnrampQuote, OnrampStatus } from './onramp-schemas';

// The answers' schemas and readers (valibot) load once an answer is in (issue 22,
// http/lazy-checks.ts). The client itself stays in the first load: the checkout's popup opens in
// the click's own task, so nothing may load between the click and window.open.
const checks = lazyChecks(() =>
  import('../http/answer-checks').then((checks) => ({
    ...checks.onramp,
    validEntries: checks.validEntries,
  })),
);

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

const idOf = (currency: OnrampCurrencyRef) =>
  typeof currency === 'string' ? currency : currency.id;

/** Creates an on-ramp client. */
export function createOnrampClient(options: OnrampClientOptions): OnrampClient {
  const { call } = serviceCalls(options, 'Blockchain API');

  return {
    async getOptions() {
      try {
        const body = await fetchJson(
          call('/v1/onramp/options'),
          checks.schema('OnrampOptionsResponseSchema'),
        );
        const { validEntries, WirePaymentCurrencySchema, WirePurchaseCurrencySchema } =
          await checks.get();
        return {
          purchaseCurrencies: validEntries(body.purchaseCurrencies, WirePurchaseCurrencySchema),
          paymentCurrencies: validEntries(body.paymentCurrencies, WirePaymentCurrencySchema),
        };
      } catch {
        return sampleOnrampOptions();
      }
    },

    async getQuote({ purchaseCurrency, paymentCurrency, amount, network }) {
      try {
        const body = await fetchJson(
          call(
            '/v1/onramp/quote',
            {},
            {
              purchaseCurrency,
              paymentCurrency,
              amount,
              ...(network !== undefined ? { network } : {}),
            },
          ),
          checks.schema('OnrampQuoteResponseSchema'),
        );
        return (await checks.get()).toOnrampQuote(body);
      } catch {
        return mockedOnrampQuote(amount, idOf(paymentCurrency));
      }
    },

    async generateOnrampUrl(params) {
      const request = call(
        '/v1/generators/onrampurl',
        {},
        {
          destinationWallets: params.destinationWallets,
          ...(params.defaultNetwork !== undefined ? { defaultNetwork: params.defaultNetwork } : {}),
          ...(params.partnerUserId !== undefined ? { partnerUserId: params.partnerUserId } : {}),
          defaultExperience: 'buy',
          ...(params.presetCryptoAmount !== undefined
            ? { presetCryptoAmount: params.presetCryptoAmount }
            : {}),
          ...(params.presetFiatAmount !== undefined
            ? { presetFiatAmount: params.presetFiatAmount }
            : {}),
          ...(params.fiatCurrency !== undefined ? { fiatCurrency: params.fiatCurrency } : {}),
        },
      );
      const body = await fetchJson(request, checks.schema('OnrampUrlResponseSchema'));
      const url = sanitizeWebLink(body.url);
      if (url === undefined) {
        throw new ApiRequestError('API_INVALID_RESPONSE', {
          url: request.url,
          method: 'POST',
          reason: 'The checkout URL is not an https (or loopback http) link',
        });
      }
      return { url, ...(body.sessionId !== undefined ? { sessionId: body.sessionId } : {}) };
    },

    async getStatus({ sessionId }) {
      const body = await fetchJson(
        call(`/v1/onramp/status/${encodeURIComponent(sessionId)}`),
        checks.schema('OnrampStatusResponseSchema'),
      );
      return (await checks.get()).toOnrampStatus(body);
    },
  };
}
