import { fetchJson } from '../http/fetch-json';
import { lazyChecks } from '../http/lazy-checks';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';
import type { RevokedSmartSession, RevokePayload, SmartSession } from './smart-session-schemas';

// The answers' schemas (valibot) load once an answer is in (issue 22, http/lazy-checks.ts).
const checks = lazyChecks(() =>
  import('../http/answer-checks').then((checks) => ({
    ...checks.smartSessions,
    validEntries: checks.validEntries,
  })),
);

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

/** Creates a smart-sessions client. */
export function createSmartSessionsClient(
  options: SmartSessionsClientOptions,
): SmartSessionsClient {
  const { call } = serviceCalls(options, 'Smart sessions API');
  const sessionsPath = (address: string) => `/v1/sessions/${encodeURIComponent(address.trim())}`;

  return {
    async getSessions(address) {
      const body = await fetchJson(
        call(sessionsPath(address)),
        checks.schema('SmartSessionsResponseSchema'),
      );
      const { validEntries, SmartSessionSchema } = await checks.get();
      return validEntries(body.pcis, SmartSessionSchema);
    },

    async revokeSession({ address, pci, signature }) {
      // Checked by the service, which answers a reason for a malformed pci or signature.
      const payload: RevokePayload = { pci, signature };
      const { success: _, ...revoked } = await fetchJson(
        call(`${sessionsPath(address)}/revoke`, {}, payload),
        checks.schema('RevokeResponseSchema'),
      );
      return revoked;
    },
  };
}
