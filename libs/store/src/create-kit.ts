import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  consoleLogger,
  createKitStorage,
  defaultStorageBackend,
  detectEnvironment,
  KNOWN_NAMESPACES,
  NotConfiguredError,
  parseCaipNetworkId,
  systemClock,
  ValidationError,
  type ChainAdapter,
  type ChainNamespace,
  type KitNetwork,
} from '@kit/core';
import { closeRequested, openRequested, type OpenRequest } from '@kit/modal';
import { optionsInitialized, type KitLocalOptions } from '@kit/options';
import { ConnectorRegistry } from './connector-registry';
import { createRpcClients, type RpcClients } from './rpc-clients';
import type { KitSagaContext } from './kit-context';
import type { CreateKitOptions } from './kit-options';
import { createKitStore, type KitState, type KitStore } from './kit-store';
import { rootSaga } from './root.saga';

/** A Kit instance: the store plus the imperative API integrators call. */
export interface Kit {
  /** The Redux store; read it through the features' selectors. */
  store: KitStore;
  /** The adapters and live providers (outside Redux). */
  registry: ConnectorRegistry;
  /** The configured networks, validated. */
  networks: readonly KitNetwork[];
  /** Opens the modal (spec §2 decides the view unless `view` is given). */
  open(request?: OpenRequest): void;
  /** Closes the modal, unless a required sign-in forbids it (the modal shakes instead). */
  close(): void;
  /** The current state. */
  getState(): KitState;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: (state: KitState) => void): () => void;
  /** Stops every saga and adapter listener, then tears the adapters down. Idempotent. */
  destroy(): Promise<void>;
}

/** Creates a Kit instance: store, sagas, registry and adapters (vanilla; `@kit/react` wraps it). */
export function createKit(options: CreateKitOptions): Kit {
  const {
    networks,
    defaultNetwork,
    adapters = [],
    storage,
    window: win,
    environment,
    clock,
    logger,
    rpcServiceUrl,
    customRpcUrls,
    rpcClientFactory,
    ...local
  } = options;
  const registry = new ConnectorRegistry(adapters);
  const validNetworks = validateNetworks(networks, defaultNetwork, registry.namespaces());
  const pageWindow = win ?? (typeof window === 'undefined' ? undefined : window);

  const context: KitSagaContext = {
    registry,
    storage: createKitStorage(storage ?? defaultStorageBackend(pageWindow)),
    clock: clock ?? systemClock,
    logger: logger ?? consoleLogger,
    environment: environment ?? detectEnvironment(pageWindow),
    window: pageWindow,
    rpc: createRpcClients({
      ...(local.projectId ? { projectId: local.projectId } : {}),
      ...(rpcServiceUrl ? { rpcServiceUrl } : {}),
      ...(customRpcUrls ? { customRpcUrls } : {}),
      ...(rpcClientFactory ? { factory: rpcClientFactory } : {}),
    }),
  };
  const sagaMiddleware = createSagaMiddleware({ context: { ...context } });
  const store = createKitStore(sagaMiddleware);
  store.dispatch(optionsInitialized(local satisfies KitLocalOptions));
  const task: Task = sagaMiddleware.run(rootSaga, {
    networks: validNetworks,
    window: pageWindow,
    projectId: local.projectId,
  });

  let destroyed: Promise<void> | undefined;
  return {
    store,
    registry,
    networks: validNetworks,
    open: (request) => void store.dispatch(openRequested(request)),
    close: () => void store.dispatch(closeRequested()),
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(() => listener(store.getState())),
    destroy: () => (destroyed ??= teardown(task, registry.adapters(), context.rpc)),
  };
}

async function teardown(task: Task, adapters: ChainAdapter[], rpc: RpcClients): Promise<void> {
  task.cancel();
  await task.toPromise().catch(() => undefined);
  await Promise.all(adapters.map(async (adapter) => adapter.teardown?.()));
  rpc.destroy();
}

/**
 * Checks the integrator's networks: at least one, each a valid CAIP-2 id matching its namespace and
 * id, no duplicates, and a default network among them. Namespaces of registered adapters count as
 * known, so a third-party namespace works. The default network is moved first.
 */
function validateNetworks(
  networks: readonly KitNetwork[],
  defaultNetwork: KitNetwork | undefined,
  adapterNamespaces: readonly ChainNamespace[],
): KitNetwork[] {
  if (networks.length === 0)
    throw new NotConfiguredError('NETWORK_NOT_FOUND', {}, { details: 'networks is empty' });
  const namespaces = [...new Set<string>([...KNOWN_NAMESPACES, ...adapterNamespaces])];
  const seen = new Set<string>();
  for (const network of networks) {
    const parsed = parseCaipNetworkId(network.caipNetworkId, { namespaces });
    if (parsed.namespace !== network.chainNamespace || parsed.reference !== String(network.id)) {
      throw new ValidationError('NETWORK_MISMATCH', {
        id: network.caipNetworkId,
        ns: network.chainNamespace,
        ref: String(network.id),
      });
    }
    if (seen.has(network.caipNetworkId)) {
      throw new ValidationError('DUPLICATE_NETWORK', { id: network.caipNetworkId });
    }
    seen.add(network.caipNetworkId);
  }
  if (!defaultNetwork) return [...networks];
  const index = networks.findIndex(
    (network) => network.caipNetworkId === defaultNetwork.caipNetworkId,
  );
  if (index < 0) {
    throw new NotConfiguredError(
      'NETWORK_NOT_FOUND',
      {},
      { details: defaultNetwork.caipNetworkId },
    );
  }
  return [networks[index] as KitNetwork, ...networks.filter((_, position) => position !== index)];
}
