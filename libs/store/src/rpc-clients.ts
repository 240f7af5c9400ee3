import { resolveRpcUrls, type ResolveRpcUrlsOptions } from '@kit/api';
import type { KitNetwork, RpcClient } from '@kit/core';
import { loadRpcTransports } from './lazy-sagas/lazy-saga-loaders';

/** Builds the RPC client of a network from its resolved URLs (override for custom transports). */
export type RpcClientFactory = (network: KitNetwork, urls: readonly string[]) => RpcClient;

/** The RPC clients of a Kit instance: one per network, created on first use. */
export interface RpcClients {
  get(network: KitNetwork): RpcClient;
  /** Stops fallback ranking timers. */
  destroy(): void;
}

/** A client with a `destroy` (the ranked fallback's timers). */
type DestroyableClient = RpcClient & { destroy?(): void };

/**
 * A client whose transport is made by `create` on the first request (issue 22: the transports'
 * code is not in the first load). Every request waits on the same transport; a failed load fails
 * the requests that waited on it, and the next request loads again. Destroyed, it destroys the
 * transport, now or once it is made.
 */
export function lazyRpcClient(
  create: () => Promise<DestroyableClient>,
): Required<DestroyableClient> {
  let client: Promise<DestroyableClient> | undefined;
  let made: DestroyableClient | undefined;
  let destroyed = false;
  const ready = (): Promise<DestroyableClient> => {
    client ??= create().then(
      (transport) => {
        made = transport;
        if (destroyed) transport.destroy?.();
        return transport;
      },
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  return {
    request: async (args) => (await ready()).request(args),
    destroy() {
      destroyed = true;
      made?.destroy?.();
    },
  } as Required<DestroyableClient>;
}

/**
 * The default client: one HTTP transport per URL, ranked fallback across several (spec §7, §9),
 * loaded with the transports' chunk on the first request.
 */
export const defaultRpcClientFactory: RpcClientFactory = (_network, urls) =>
  lazyRpcClient(() => loadRpcTransports().then((chunk) => chunk.transportClient(urls)));

/** Creates the per-network RPC client cache of one Kit instance. */
export function createRpcClients(
  options: ResolveRpcUrlsOptions & { factory?: RpcClientFactory } = {},
): RpcClients {
  const { factory = defaultRpcClientFactory, ...urlOptions } = options;
  const clients = new Map<string, RpcClient>();
  return {
    get(network) {
      let client = clients.get(network.caipNetworkId);
      if (!client) {
        client = factory(network, resolveRpcUrls(network, urlOptions));
        clients.set(network.caipNetworkId, client);
      }
      return client;
    },
    destroy() {
      for (const client of clients.values()) (client as DestroyableClient).destroy?.();
      clients.clear();
    },
  };
}
