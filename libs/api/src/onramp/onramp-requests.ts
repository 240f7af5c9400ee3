// The request code of createOnrampClient: its schemas and their parsing, loaded on the client's
// first call (see ../cloud/lazy-client.ts; issue 22).
import { sanitizeWebLink } from '@kit/core';
import * as v from 'valibot';
import { ApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { serviceCalls } from '../http/service-calls';
import { mockedOnrampQuote, sampleOnrampOptions } from './onramp-samples';
import {
  OnrampOptionsResponseSchema,
  OnrampQuoteResponseSchema,
  OnrampStatusResponseSchema,
  OnrampUrlResponseSchema,
  toOnrampQuote,
  toOnrampStatus,
  WirePaymentCurrencySchema,
  WirePurchaseCurrencySchema,
} from './onramp-schemas';
import type { OnrampClient, OnrampClientOptions, OnrampCurrencyRef } from './onramp-client';

const idOf = (currency: OnrampCurrencyRef) =>
  typeof currency === 'string' ? currency : currency.id;

/** Creates an on-ramp client. */
export function createOnrampRequests(options: OnrampClientOptions): OnrampClient {
  const { call } = serviceCalls(options, 'Blockchain API');

  return {
    async getOptions() {
      try {
        const body = await fetchJson(call('/v1/onramp/options'), OnrampOptionsResponseSchema);
        const entries = <TSchema extends v.GenericSchema>(items: unknown[], schema: TSchema) =>
          items.flatMap((item) => {
            const parsed = v.safeParse(schema, item);
            return parsed.success ? [parsed.output as v.InferOutput<TSchema>] : [];
          });
        return {
          purchaseCurrencies: entries(body.purchaseCurrencies, WirePurchaseCurrencySchema),
          paymentCurrencies: entries(body.paymentCurrencies, WirePaymentCurrencySchema),
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
          OnrampQuoteResponseSchema,
        );
        return toOnrampQuote(body);
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
      const body = await fetchJson(request, OnrampUrlResponseSchema);
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
        OnrampStatusResponseSchema,
      );
      return toOnrampStatus(body);
    },
  };
}
