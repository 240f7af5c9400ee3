import type { ServiceClientOptions } from '../http/service-calls';
import type { RevokedSmartSession, SmartSession } from './smart-session-schemas';
import type * as SmartSessionsRequests from './smart-sessions-requests';
import { lazyMethods, lazyServiceClient } from '../cloud/lazy-client';

/**
 * Loads the smart-sessions client's request code (the `@kit/api/smart-sessions-requests` entry).
 * The caller owns the dynamic import (see NamesRequestsLoader in ../names/names-client.ts for
 * why); createKit passes its chunk entry, `@kit/api/request-code` imports the module itself.
 */
export type SmartSessionsRequestsLoader = () => Promise<
  Pick<typeof SmartSessionsRequests, 'createSmartSessionsRequests'>
>;

/** Options of createSmartSessionsClient. */
/** baseUrl: the smart-sessions service (the Blockchain API), e.g. apps/cloud's URL. */
export type SmartSessionsClientOptions = ServiceClientOptions;

/** A revocation: the owner's personal_sign of buildRevokeMessage(pci). */
export interface RevokeSmartSessionParams {
  /** The owner: a 0x address or a CAIP-10 eip155 id. */
  address: string;
  pci: string;
  signature: string;
}

/**
 * A typed client of the smart-sessions API (spec §7). Nothing is cached: a revocation must show at
 * once. Failures are ApiRequestErrors; the service's reason ('Invalid signature', 'Session not
 * found') is their `serverReason` (and `serverMessage`).
 */
export interface SmartSessionsClient {
  /** The project's standing (neither revoked nor expired) sessions of an address, newest first. */
  getSessions(address: string): Promise<SmartSession[]>;
  /** Revokes a session of the address with the owner's signature. */
  revokeSession(params: RevokeSmartSessionParams): Promise<RevokedSmartSession>;
}

/** The message the owner signs (personal_sign, EIP-191) to revoke a session: `Revoke smart session <pci>`. */
export function buildRevokeMessage(pci: string): string {
  return `Revoke smart session ${pci}`;
}

/**
 * Creates a smart-sessions client; its request code loads with its first call through
 * `loadRequests` (../cloud/lazy-client.ts: a failed load rejects that call, and the next call
 * loads again).
 */
export function createSmartSessionsClient(
  options: SmartSessionsClientOptions,
  loadRequests: SmartSessionsRequestsLoader,
): SmartSessionsClient {
  const client = lazyServiceClient(options, 'Smart sessions API', () =>
    loadRequests().then((module) => module.createSmartSessionsRequests(options)),
  );
  return lazyMethods(client, ['getSessions', 'revokeSession']);
}
