import type { Clock } from '@kit/core';
import type { ServiceClientOptions } from '../http/service-calls';
import type { NameRecord, NameSuggestion } from './name-schemas';
import type * as NamesRequests from './names-requests';
import { lazyClient, lazyMethods } from '../cloud/lazy-client';

/**
 * Loads the names client's request code (the `@kit/api/names-requests` entry). The caller owns
 * the dynamic import, so a bundler puts the chunk where the caller wants it: @kit/store's chunk
 * entry reaches all the page does, which keeps the first load in fewer files
 * (libs/store/src/lazy-sagas/cloud-request-code.ts explains it). A spec passes
 * `() => import('./names-requests')`.
 */
export type NamesRequestsLoader = () => Promise<Pick<typeof NamesRequests, 'createNamesRequests'>>;

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

/**
 * Creates a Names client; its request code loads with its first call through `loadRequests`
 * (../cloud/lazy-client.ts: a failed load rejects that call, and the next call loads again).
 */
export function createNamesClient(
  options: NamesClientOptions,
  loadRequests: NamesRequestsLoader,
): NamesClient {
  const client = lazyClient(() =>
    loadRequests().then((module) => module.createNamesRequests(options)),
  );
  return {
    ...lazyMethods(client, ['resolveName', 'reverseLookup', 'getSuggestions', 'registerName']),
    // Nothing is cached before the code is in.
    clearCaches: () => client.current()?.clearCaches(),
  };
}
