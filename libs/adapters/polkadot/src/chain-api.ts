// One @polkadot/api client per network, created on first use. @polkadot/api is large (metadata
// types, codecs), so it is imported dynamically here and only here: a page that never reads a
// polkadot chain never downloads it.
import { NotConfiguredError } from '@kit/core';
import type { KitNetwork } from '@kit/core';
import type { ApiPromise } from '@polkadot/api';

/** The WebSocket url of a network: its own, or the ws twin of its http url (same host and port). */
export function webSocketUrl(network: KitNetwork): string {
  const ws = network.rpcUrls.default.webSocket?.[0];
  if (ws !== undefined) return ws;
  const http = network.rpcUrls.default.http[0];
  if (http === undefined) {
    throw new NotConfiguredError(
      'CHAIN_NOT_CONFIGURED',
      { chainId: network.caipNetworkId },
      { details: 'the network has no RPC url' },
    );
  }
  return http.replace(/^http/, 'ws');
}

/**
 * Keeps one ApiPromise per WebSocket url. The api subscribes (transaction status, account
 * changes), which Substrate serves over WebSocket only, so it does not go through the store's
 * HTTP RpcClient.
 */
export class ChainApis {
  readonly #apis = new Map<string, Promise<ApiPromise>>();

  /** The connected api of a network; the first call connects and reads metadata. */
  get(network: KitNetwork): Promise<ApiPromise> {
    const url = webSocketUrl(network);
    let api = this.#apis.get(url);
    if (!api) {
      api = connect(url);
      // A failed connection is not cached: the next call tries again.
      api.catch(() => this.#apis.delete(url));
      this.#apis.set(url, api);
    }
    return api;
  }

  /** Disconnects every api. */
  async close(): Promise<void> {
    const apis = [...this.#apis.values()];
    this.#apis.clear();
    await Promise.all(
      apis.map((api) => api.then((ready) => ready.disconnect()).catch(() => undefined)),
    );
  }
}

/** How long the first connection and metadata read may take before the read fails. */
const CONNECT_TIMEOUT_MS = 15_000;

async function connect(url: string): Promise<ApiPromise> {
  const { ApiPromise, WsProvider } = await import('@polkadot/api');
  // No auto-reconnect loop against a node that is not there: fail, and retry on the next call.
  const provider = new WsProvider(url, false);
  let api: ApiPromise | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await provider.connect();
    api = new ApiPromise({ provider, noInitWarn: true });
    return await Promise.race([
      api.isReadyOrError,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${url} did not answer`)), CONNECT_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    await (api ?? provider).disconnect().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
