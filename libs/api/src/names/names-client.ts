import {
  CONSTANTS,
  ERROR_MESSAGES,
  formatMessage,
  KitError,
  systemClock,
  type Clock,
  type KitErrorCode,
} from '@kit/core';
import { ExpiringCache } from '../cache/expiring-cache';
import { isApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';
import { validEntries } from '../http/valid-entries';
import { DEFAULT_NAME_ZONE, fullNameOf } from './name-messages';
import {
  NameRecordSchema,
  NameSuggestionSchema,
  ReverseLookupResponseSchema,
  SuggestionsResponseSchema,
  type NameRecord,
  type NameRegistrationPayload,
  type NameSuggestion,
} from './name-schemas';

/** Options of createNamesClient. */
/** baseUrl: the names service (the Blockchain API), e.g. apps/cloud's URL. */
export interface NamesClientOptions extends ServiceClientOptions {
  /** Time source of the caches (default the system clock); tests pass one they can advance. */
  clock?: Clock;
  /** The zone of bare names and suggestions (default 'kit.id'). */
  zone?: string;
}

/** What reverseLookup asks for. */
export interface ReverseLookupParams {
  address: string;
  /** The connected account asking (the API meters by it); does not change the answer. */
  sender?: string;
}

/** A signed registration (POST /v1/profile/account). */
export interface RegisterNameParams {
  /** The registrant, who signed `message`. */
  address: string;
  /** ENSIP-11 coin type of the active network: coinTypeForChainId(chainId). */
  coinType: number;
  /** From buildNameRegistrationMessage. */
  message: string;
  /** personal_sign (EIP-191) of `message` by `address`. */
  signature: string;
}

/**
 * A typed client of the name APIs (spec §7). A failure is a KitError whose message is the
 * server's first reason description, else the §8 default: 'Error resolving name' (code
 * NAME_RESOLVE_FAILED), 'Error fetching names for address' (NAMES_FOR_ADDRESS_FAILED), 'Error
 * fetching name suggestions' (NAME_SUGGESTIONS_FAILED), 'Error registering name {name}'
 * (NAME_REGISTER_FAILED); its `cause` is the ApiRequestError (with the HTTP `status`).
 */
export interface NamesClient {
  /** The record of 'alice.kit.id' (or the bare 'alice'), cached 5 min; a free name fails ('Name not found'). */
  resolveName(name: string): Promise<NameRecord>;
  /** The names an address registered, newest first, cached 5 min per address. */
  reverseLookup(params: ReverseLookupParams): Promise<NameRecord[]>;
  /** Free names like `name` in the client's zone (never cached: registrations change them). */
  getSuggestions(name: string): Promise<NameSuggestion[]>;
  /** Registers a signed name; the new record, which the caches then hold. */
  registerName(params: RegisterNameParams): Promise<NameRecord>;
  /** Forgets every cached answer. */
  clearCaches(): void;
}

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
export function createNamesClient(options: NamesClientOptions): NamesClient {
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
