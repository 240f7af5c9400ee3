// The request code of createNamesClient: its schemas and their parsing, loaded on the client's
// first call (see ../cloud/lazy-client.ts; issue 22).
import {
  CONSTANTS,
  ERROR_MESSAGES,
  formatMessage,
  KitError,
  systemClock,
  type KitErrorCode,
} from '@kit/core';
import { ExpiringCache } from '../cache/expiring-cache';
import { isApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { serviceCalls } from '../http/service-calls';
import { validEntries } from '../http/valid-entries';
import { DEFAULT_NAME_ZONE, fullNameOf } from './name-messages';
import {
  NameRecordSchema,
  NameSuggestionSchema,
  ReverseLookupResponseSchema,
  SuggestionsResponseSchema,
  type NameRecord,
  type NameRegistrationPayload,
} from './name-schemas';
import type { NamesClient, NamesClientOptions } from './names-client';

/** The `name` a registration message names, for the default error text. */
function nameInMessage(message: string): string {
  try {
    const { name } = JSON.parse(message) as { name?: unknown };
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

/** Spec §8: the server's first reason description, else the default text of `code`. */
function nameApiError(
  code: KitErrorCode,
  error: unknown,
  values: Record<string, string> = {},
): KitError {
  const reason = isApiRequestError(error) ? error.serverReason : undefined;
  const message = reason ?? formatMessage(ERROR_MESSAGES[code], values).trim();
  return new KitError(code, message, { cause: error });
}

async function orNameError<T>(
  code: KitErrorCode,
  run: () => Promise<T>,
  values?: Record<string, string>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw nameApiError(code, error, values);
  }
}

/** Creates a names client. */
export function createNamesRequests(options: NamesClientOptions): NamesClient {
  const { call } = serviceCalls(options, 'Names API');
  const clock = options.clock ?? systemClock;
  const zone = options.zone ?? DEFAULT_NAME_ZONE;
  const { NAME_CACHE_MS, CACHE_LARGE_ENTRIES, CACHE_SMALL_ENTRIES } = CONSTANTS;
  // Names typed or shown for the account are few; addresses looked up in lists are many.
  const records = new ExpiringCache<NameRecord>(NAME_CACHE_MS, CACHE_SMALL_ENTRIES, clock);
  const reverse = new ExpiringCache<NameRecord[]>(NAME_CACHE_MS, CACHE_LARGE_ENTRIES, clock);

  const nameKey = (name: string) => fullNameOf(name, zone).toLowerCase();
  const addressKey = (address: string) => address.trim().toLowerCase();

  return {
    resolveName(name) {
      const key = nameKey(name);
      return orNameError('NAME_RESOLVE_FAILED', () =>
        records.getOrLoad(key, () =>
          fetchJson(
            call(`/v1/profile/account/${encodeURIComponent(key)}`, { apiVersion: 2 }),
            NameRecordSchema,
          ),
        ),
      );
    },

    reverseLookup({ address, sender }) {
      return orNameError('NAMES_FOR_ADDRESS_FAILED', () =>
        reverse.getOrLoad(addressKey(address), async () => {
          const body = await fetchJson(
            call(`/v1/profile/reverse/${encodeURIComponent(address.trim())}`, {
              apiVersion: 2,
              sender,
            }),
            ReverseLookupResponseSchema,
          );
          return validEntries(body, NameRecordSchema);
        }),
      );
    },

    getSuggestions(name) {
      const label = name.trim().split('.')[0] ?? '';
      return orNameError('NAME_SUGGESTIONS_FAILED', async () => {
        const body = await fetchJson(
          call(`/v1/profile/suggestions/${encodeURIComponent(label)}`, { zone }),
          SuggestionsResponseSchema,
        );
        return validEntries(body.suggestions, NameSuggestionSchema);
      });
    },

    registerName({ address, coinType, message, signature }) {
      const name = nameInMessage(message);
      return orNameError(
        'NAME_REGISTER_FAILED',
        async () => {
          const payload: NameRegistrationPayload = {
            coin_type: coinType,
            address,
            message,
            signature,
          };
          const record = await fetchJson(
            call('/v1/profile/account', {}, payload),
            NameRecordSchema,
          );
          records.set(record.name.toLowerCase(), record);
          // Newest first: the new name leads the address's cached list, if there is one.
          const cached = reverse.get(addressKey(address));
          if (cached !== undefined) reverse.set(addressKey(address), [record, ...cached]);
          return record;
        },
        { name },
      );
    },

    clearCaches() {
      records.clear();
      reverse.clear();
    },
  };
}
