// The RPC transports' chunk's entry (see lazy-saga-anchor.ts): the default client of a network,
// loaded on its first request (rpc-clients.ts).
import { createFallbackTransport, createHttpTransport } from '@kit/api/rpc-transports';
import type { RpcClient } from '@kit/core';

export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

/** One HTTP transport per URL, ranked fallback across several (spec §7, §9). */
export function transportClient(urls: readonly string[]): RpcClient & { destroy?(): void } {
  const transports = urls.map((url) => createHttpTransport(url));
  return transports.length === 1
    ? (transports[0] as RpcClient)
    : createFallbackTransport(transports, { rank: true });
}
