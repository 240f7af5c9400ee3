// The request code of createOnrampClient: its calls, answers' readers and §8 fallbacks, loaded on
// the client's first call (../cloud/lazy-client.ts; issue 22). The checkout's popup does not wait
// for it: the saga opens the popup in the click's own task, before it asks for the URL.
import { sanitizeWebLink } from '@kit/core';
import { ApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { lazyChecks } from '../http/lazy-checks';
import { serviceCalls } from '../http/service-calls';
import { mockedOnrampQuote, sampleOnrampOptions } from './onramp-samples';
import type { OnrampClient, OnrampClientOptions, OnrampCurrencyRef } from './onramp-client';

// The samples, for a caller whose client code did not load (the on-ramp saga, §8).
export { mockedOnrampQuote, ONRAMP_SAMPLE_OPTIONS } from './onramp-samples';

// The answers' schemas and readers (valibot) load once an answer is in (http/lazy-checks.ts).
const checks = lazyChecks(() =>
  import('../http/answer-checks').then((checks) => ({
    ...checks.onramp,
    validEntries: checks.validEntries,
  })),
);

const idOf = (currency: OnrampCurrencyRef) =>
  typeof currency === 'string' ? currency : currency.id;

/** Creates an on-ramp client with its request code in (createOnrampClient's). */
export function createOnrampRequests(options: OnrampClientOptions): OnrampClient {
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
