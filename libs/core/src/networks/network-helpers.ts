import type { KitNetwork } from '../adapter/network';
import { formatCaipNetworkId } from '../caip/caip';
import type { CaipNetworkId } from '../caip/caip-types';
import { ValidationError } from '../errors/errors';

// Kept apart from networks.ts so the catalogue files can use these helpers without an import cycle.

/** A network as an integrator writes it: `caipNetworkId` may be left out and is then derived. */
export type NetworkDefinition = Omit<KitNetwork, 'caipNetworkId'> & {
  caipNetworkId?: CaipNetworkId;
};

const HTTP_PROTOCOLS = new Set(['http:', 'https:']);
const WS_PROTOCOLS = new Set(['ws:', 'wss:']);

function invalidNetwork(details: string): ValidationError {
  return new ValidationError('INVALID_CAIP_NETWORK_ID', {}, { details });
}

function parseUrl(url: string, protocols: ReadonlySet<string>): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (cause) {
    throw new ValidationError('INVALID_URL', {}, { details: url, cause });
  }
  if (!protocols.has(parsed.protocol)) {
    throw new ValidationError('INVALID_URL', {}, { details: url });
  }
  return parsed;
}

/**
 * The `default` RPC endpoints for a url and an optional separate WebSocket url. A lone ws(s) url
 * also yields its http(s) twin on the same host and port, as anvil and Substrate nodes serve both
 * there; Solana validators do not (ws is on port + 1), so their harness passes both urls.
 */
function endpointsFor(url: string, webSocketUrl?: string): KitNetwork['rpcUrls']['default'] {
  const parsed = parseUrl(url, new Set([...HTTP_PROTOCOLS, ...WS_PROTOCOLS]));
  if (webSocketUrl !== undefined) parseUrl(webSocketUrl, WS_PROTOCOLS);
  if (HTTP_PROTOCOLS.has(parsed.protocol)) {
    return webSocketUrl === undefined
      ? { http: [url] }
      : { http: [url], webSocket: [webSocketUrl] };
  }
  return { http: [url.replace(/^ws/, 'http')], webSocket: [webSocketUrl ?? url] };
}

/**
 * Checks and completes an integrator's network: derives `caipNetworkId` (or checks the one given
 * matches `namespace:id`) and rejects malformed ids and urls, so a typo fails at configuration
 * time instead of as an unreachable chain later.
 */
export function defineNetwork(definition: NetworkDefinition): KitNetwork {
  const { chainNamespace, id } = definition;
  if (
    (typeof id === 'number' && id <= 0) ||
    (chainNamespace === 'eip155' && typeof id !== 'number')
  ) {
    throw invalidNetwork(`${chainNamespace} network id ${String(id)}`);
  }
  // Any namespace with CAIP-2 grammar is accepted here: integrators may define networks of a
  // namespace a third-party adapter brings; createKit() checks it against the adapters.
  const caipNetworkId = formatCaipNetworkId(chainNamespace, id, { namespaces: [chainNamespace] });
  if (definition.caipNetworkId !== undefined && definition.caipNetworkId !== caipNetworkId) {
    throw invalidNetwork(`${definition.caipNetworkId} does not match ${caipNetworkId}`);
  }
  const { default: defaults, chainDefault } = definition.rpcUrls;
  for (const url of [...defaults.http, ...(chainDefault?.http ?? [])]) {
    parseUrl(url, HTTP_PROTOCOLS);
  }
  for (const url of defaults.webSocket ?? []) {
    parseUrl(url, WS_PROTOCOLS);
  }
  if (defaults.http.length === 0 && (defaults.webSocket ?? []).length === 0) {
    throw new ValidationError('INVALID_URL', {}, { details: `${caipNetworkId} has no RPC url` });
  }
  return { ...definition, caipNetworkId };
}

/**
 * A copy of `network` whose default RPC endpoint is `url` (http(s) or ws(s)), plus `webSocketUrl`
 * when the node serves ws elsewhere. The devnet harness uses it to point the devnets at the ports
 * it actually started; the network passed in (often a shared catalogue entry) is never mutated.
 */
export function withRpcUrl(network: KitNetwork, url: string, webSocketUrl?: string): KitNetwork {
  return { ...network, rpcUrls: { ...network.rpcUrls, default: endpointsFor(url, webSocketUrl) } };
}
