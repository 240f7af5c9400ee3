// The request code of createSmartSessionsClient, loaded on the client's first call
// (../cloud/lazy-client.ts; issue 22): sessions are listed and revoked from the modal only.
import { fetchJson } from '../http/fetch-json';
import { lazyChecks } from '../http/lazy-checks';
import { serviceCalls } from '../http/service-calls';
import type { RevokePayload } from './smart-session-schemas';
import type { SmartSessionsClient, SmartSessionsClientOptions } from './smart-sessions-client';

// The answers' schemas (valibot) load once an answer is in (http/lazy-checks.ts).
const checks = lazyChecks(() =>
  import('../http/answer-checks').then((checks) => ({
    ...checks.smartSessions,
    validEntries: checks.validEntries,
  })),
);

/** Creates a smart-sessions client with its request code in (createSmartSessionsClient's). */
export function createSmartSessionsRequests(
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
