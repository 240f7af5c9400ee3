import { createCloudClients } from '@kit/api';
import { CLOUD_REQUEST_CODE } from './lazy-sagas/cloud-request-code';
import { withAssetImages } from './network-images';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createSagaStart } from './saga-start';
import { hasStoredConnection } from './stored-connection';
import { firstFrameStore } from './first-frame-store';
import type { Action } from '@reduxjs/toolkit';
import {
  consoleLogger,
  createKitStorage,
  defaultStorageBackend,
  detectEnvironment,
  systemClock,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  type KitNetwork,
} from '@kit/core';
import { tokensConfigured } from '@kit/balances';
import {
  activeNamespaceChanged,
  connected,
  connectFailed,
  connectRequested,
  disconnected,
  disconnectFailed,
  disconnectRequested,
  selectActiveNamespace,
  selectConnection,
  type AdapterLookup,
  type Connection,
  type MultiWalletFlag,
  type NetworkHint,
} from '@kit/connection';
import { closeRequested, openRequested, type OpenRequest } from '@kit/modal';
import {
  activeNetworkOnLoad,
  networkChanged,
  networksConfigured,
  networkSwitchFailed,
  selectCaipNetworkId,
  selectNetworkById,
  switchNetworkRequested,
} from '@kit/network';
import {
  optionsInitialized,
  selectFeatures,
  servicesChecked,
  type KitLocalOptions,
} from '@kit/options';
import { createPairingHost, preparePairing, type PairingHost } from '@kit/pairing';
import { ConnectorRegistry } from './connector-registry';
import { validateNetworks } from './validate-networks';
import { createRpcClients, type RpcClients } from './rpc-clients';
import type { KitSagaContext } from './kit-context';
import type { CreateKitOptions } from './kit-options';
import { createKitStore, type KitState, type KitStore } from './kit-store';
import { createOutcomeWaiter, destroyedError } from './kit-outcomes';
import { rootSaga } from './root.saga';
import { cloudForRegion } from './cloud-for-region';
import { hostedSiwxConfig } from './hosted-siwx';
import { assertNamespaceConfigured, namespaceNotConfigured } from './kit-namespaces';
import type { SignMessageRequest } from './kit-sign-message';
import { loadSignMessage } from './lazy-sagas/lazy-saga-loaders';
import { alertRaised } from '@kit/alerts';

/** A Kit instance: the store plus the imperative API integrators call. */
export interface Kit {
  /** The Redux store; read it through the features' selectors. */
  store: KitStore;
  /** The adapters and live providers (outside Redux). */
  registry: ConnectorRegistry;
  /** The configured networks, validated. */
  networks: readonly KitNetwork[];
  /**
   * Opens the modal (spec §2 decides the view unless `view` is given). Throws "Namespace '{ns}' is
   * not configured…" when `namespace` has no adapter.
   */
  open(request?: OpenRequest): void;
  /** Closes the modal, unless a required sign-in forbids it (the modal shakes instead). */
  close(): void;
  /**
   * Connects a connector (default network: its namespace's active one). Resolves with the
   * connection; rejects with the KitError of the failure ('User rejected the request', 'Modal
   * closed', 'Failed to connect', …).
   */
  connect(request: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<KitConnection>;
  /**
   * Disconnects a namespace (default: the active one). Rejects with 'Failed to disconnect' when
   * the wallet failed to end its session; the local connection has ended all the same. A
   * namespace without an adapter rejects with "Namespace '{ns}' is not configured…"; one without a
   * connection resolves and raises the integrator warning APKTW001.
   */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /**
   * Makes a configured network active, asking the connected wallet to switch. Resolves with the
   * network; rejects with the KitError (a rejection leaves the network unchanged).
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<KitNetwork>;
  /**
   * Asks a connected wallet (default: the active namespace's, its first account) to sign a UTF-8
   * message and resolves with the signature in the namespace's encoding. Rejects with 'A message
   * to sign is required', 'Provider not found' (nothing connected), 'Account {address} is not
   * connected', 'Unsupported chain' (the adapter cannot sign), 'User rejected the request' or the
   * adapter's SIGN_MESSAGE_FAILED.
   */
  signMessage(request: SignMessageRequest): Promise<string>;
  /** The current state. */
  getState(): KitState;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: (state: KitState) => void): () => void;
  /** Stops every saga and adapter listener, then tears the adapters down. Idempotent. */
  destroy(): Promise<void>;
}

/** A live connection and its namespace, as `kit.connect()` resolves it. */
export type KitConnection = Connection & { namespace: ChainNamespace };

/**
 * Creates a Kit instance: store, sagas, registry and adapters (vanilla; `@kit/react` wraps it).
 * On a page the sagas start after its first paint (at once when a stored connection reconnects),
 * or earlier on the first call, dispatch or read through the Kit or `kit.store` (saga-start.ts).
 */
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
    tokens,
    cloud: defaultCloud,
    restrictedRegionCloud,
    siwx,
    embeddedWallet,
    walletConnect,
    ...local
  } = options;
  const registry = new ConnectorRegistry(adapters);
  if (embeddedWallet) registry.setAuthLoader(embeddedWallet);
  // The sign-in config reads and verifies messages by the adapters' profiles, custom ones too.
  siwx?.bindNamespaceProfiles?.(registry.profiles);
  const validNetworks = validateNetworks(networks, defaultNetwork, registry.namespaces());
  const pageWindow = win ?? (typeof window === 'undefined' ? undefined : window);
  const kitEnvironment = environment ?? detectEnvironment(pageWindow);
  const cloud = cloudForRegion(defaultCloud, restrictedRegionCloud, kitEnvironment);
  const { projectId } = local;
  const reconnect = local.enableReconnect !== false;
  const hostedSiwx = hostedSiwxConfig({
    siwx,
    cloud,
    projectId,
    storage,
    window: pageWindow,
    profiles: registry.profiles,
  });
  const pairing = pairingHostFor(walletConnect, cloud?.relayUrl, {
    networks: validNetworks,
    projectId: local.projectId,
    metadata: local.metadata,
    window: pageWindow,
  });

  const context: KitSagaContext = {
    // The feature sagas type the registry by the part they use; this keeps the two in step.
    registry: registry satisfies AdapterLookup,
    storage: createKitStorage(storage ?? defaultStorageBackend(pageWindow)),
    clock: clock ?? systemClock,
    logger: logger ?? consoleLogger,
    environment: kitEnvironment,
    window: pageWindow,
    api: createCloudClients({
      ...(local.projectId ? { projectId: local.projectId } : {}),
      ...(cloud ? { urls: cloud } : {}),
      requestCode: CLOUD_REQUEST_CODE,
    }),
    rpc: createRpcClients({
      ...(local.projectId ? { projectId: local.projectId } : {}),
      ...(rpcServiceUrl ? { rpcServiceUrl } : {}),
      ...(customRpcUrls ? { customRpcUrls } : {}),
      ...(rpcClientFactory ? { factory: rpcClientFactory } : {}),
    }),
    // Connects ask for the namespace's active network (@kit/network sits above @kit/connection).
    networkHint: selectCaipNetworkId satisfies NetworkHint,
    // Several connections per namespace stay live with the multiWallet flag (spec §3, §6).
    multiWallet: ((state: KitState) => selectFeatures(state).multiWallet) satisfies MultiWalletFlag,
    ...(siwx ? { siwx } : {}),
    ...(hostedSiwx ? { hostedSiwx } : {}),
    ...(pairing ? { pairing } : {}),
  };
  const sagaMiddleware = createSagaMiddleware({ context: { ...context } });
  const sagaStart = createSagaStart(sagaMiddleware, () =>
    sagaMiddleware.run(rootSaga, {
      networks: validNetworks,
      window: pageWindow,
      projectId: local.projectId,
      reconnect,
      afterSetup: preparePairing,
    }),
  );
  const store = createKitStore(sagaStart.middleware);
  store.dispatch(optionsInitialized(local satisfies KitLocalOptions));
  // Configuration goes in before the sagas start, so they find it in state from their first step.
  // The networks are copied: state is frozen, and the integrator's objects are not ours to freeze.
  // Their images are resolved through the Explorer API's asset route when they have none.
  store.dispatch(
    networksConfigured(
      withAssetImages(
        JSON.parse(JSON.stringify(validNetworks)) as KitNetwork[],
        context.api.explorer,
      ),
    ),
  );
  if (tokens) store.dispatch(tokensConfigured(tokens));
  store.dispatch(
    servicesChecked({
      swap: context.api.swap !== undefined,
      onramp: context.api.onramp !== undefined,
    }),
  );
  // The sagas start after the first paint unless that frame shows a reconnect (saga-start.ts);
  // until then Kit's components see the network the network saga will restore (first-frame-store.ts).
  const firstSteps: Action[] = [];
  if (reconnect && hasStoredConnection(context.storage, registry.namespaces())) sagaStart.now();
  else {
    const network = activeNetworkOnLoad(validNetworks, context.storage);
    if (network) {
      const { chainNamespace: namespace, caipNetworkId } = network;
      firstSteps.push(
        networkChanged({ namespace, caipNetworkId }),
        activeNamespaceChanged({ namespace }),
      );
    }
    sagaStart.afterFirstPaint(pageWindow);
  }
  sagaStart.arm();
  const outcomes = createOutcomeWaiter(sagaMiddleware);

  let destroyed: Promise<void> | undefined;
  const kit: Kit = {
    // The integrator's reads start the sagas first, so they see what they always saw.
    store: {
      ...store,
      getState: () => {
        sagaStart.now();
        return store.getState();
      },
      subscribe: (listener) => {
        sagaStart.now();
        return store.subscribe(listener);
      },
    },
    registry,
    networks: validNetworks,
    open(request) {
      if (request?.namespace !== undefined) {
        assertNamespaceConfigured(registry.namespaces(), request.namespace);
      }
      store.dispatch(openRequested(request));
    },
    close: () => void store.dispatch(closeRequested()),
    connect(request) {
      if (destroyed) return Promise.reject(destroyedError());
      const { connectorId } = request;
      const outcome = outcomes.wait<KitConnection>((action) => {
        if (connected.match(action) && action.payload.connectorId === connectorId) {
          return { ok: true, value: action.payload };
        }
        if (connectFailed.match(action) && action.payload.connectorId === connectorId) {
          return { ok: false, error: action.payload.error };
        }
        return undefined;
      });
      store.dispatch(connectRequested(request));
      return outcome;
    },
    disconnect(requested) {
      sagaStart.now();
      if (destroyed) return Promise.reject(destroyedError());
      if (requested !== undefined && !registry.namespaces().includes(requested)) {
        return Promise.reject(namespaceNotConfigured(requested));
      }
      const namespace = requested ?? selectActiveNamespace(store.getState());
      if (namespace === undefined) return Promise.resolve();
      const connection = selectConnection(store.getState(), namespace);
      if (!connection) {
        // The integrator named a namespace that has no connection (spec §8: APKTW001).
        if (requested !== undefined) store.dispatch(alertRaised({ code: 'APKTW001' }));
        // Nothing live: the saga only drops what storage still holds.
        store.dispatch(disconnectRequested({ namespace }));
        return Promise.resolve();
      }
      const matches = (payload: { namespace: ChainNamespace; connectorId: string }) =>
        payload.namespace === namespace && payload.connectorId === connection.connectorId;
      const outcome = outcomes.wait<void>((action) => {
        // The saga reports a wallet failure before the local disconnect, so it is seen first.
        if (disconnectFailed.match(action) && matches(action.payload)) {
          return { ok: false, error: action.payload.error };
        }
        if (disconnected.match(action) && matches(action.payload)) {
          return { ok: true, value: undefined };
        }
        return undefined;
      });
      // Named, so a request whose saga cannot load fails with the outcome waited for here.
      store.dispatch(disconnectRequested({ namespace, connectorId: connection.connectorId }));
      return outcome;
    },
    switchNetwork(caipNetworkId) {
      sagaStart.now();
      if (destroyed) return Promise.reject(destroyedError());
      const outcome = outcomes.wait<KitNetwork>((action) => {
        if (networkChanged.match(action) && action.payload.caipNetworkId === caipNetworkId) {
          const network = selectNetworkById(store.getState(), caipNetworkId);
          return network ? { ok: true, value: network } : undefined;
        }
        if (networkSwitchFailed.match(action) && action.payload.caipNetworkId === caipNetworkId) {
          return { ok: false, error: action.payload.error };
        }
        return undefined;
      });
      store.dispatch(switchNetworkRequested({ caipNetworkId }));
      return outcome;
    },
    signMessage(request) {
      sagaStart.now();
      if (destroyed) return Promise.reject(destroyedError());
      // Checked against the state of the call, not of the moment the code arrives.
      const state = store.getState();
      return loadSignMessage().then((signMessageThrough) =>
        signMessageThrough(registry, state, request),
      );
    },
    // Reads through Kit's API see the state the started sagas made, as before (saga-start.ts).
    getState: () => {
      sagaStart.now();
      return store.getState();
    },
    subscribe: (listener) => {
      sagaStart.now();
      return store.subscribe(() => listener(store.getState()));
    },
    destroy: () =>
      (destroyed ??= (async () => {
        outcomes.cancelAll();
        sagaStart.cancel();
        await teardown(sagaStart.task(), registry.adapters(), context.rpc);
        // The embedded wallet's frame goes too (only if it was ever loaded).
        if (embeddedWallet) (await registry.authConnector().catch(() => undefined))?.teardown();
        await pairing?.teardown();
      })()),
  };
  // Its dispatches go through `kit.store` (the one an app or a test may wrap), its reads not.
  const dispatch = ((action: Action) => kit.store.dispatch(action)) as KitStore['dispatch'];
  viewStores.set(kit, firstFrameStore({ ...store, dispatch }, sagaStart.started, firstSteps));
  return kit;
}

const viewStores = new WeakMap<Kit, KitStore>();

/**
 * The store Kit's React provider gives its components: reading it does not start the sagas, so
 * the first frame is not held up by them (first-frame-store.ts). `kit.store` for any other Kit.
 * @internal
 */
export function kitViewStore(kit: Kit): KitStore {
  return viewStores.get(kit) ?? kit.store;
}

/** The WalletConnect host, when a loader and a relay URL are both given. */
function pairingHostFor(
  walletConnect: CreateKitOptions['walletConnect'],
  cloudRelayUrl: string | undefined,
  context: {
    networks: readonly KitNetwork[];
    projectId: string | undefined;
    metadata: KitLocalOptions['metadata'];
    window: Window | undefined;
  },
): PairingHost | undefined {
  const relayUrl = walletConnect?.relayUrl ?? cloudRelayUrl;
  if (!walletConnect || !relayUrl) return undefined;
  return createPairingHost(walletConnect.load, {
    networks: JSON.parse(JSON.stringify(context.networks)) as KitNetwork[],
    relayUrl,
    ...(context.projectId ? { projectId: context.projectId } : {}),
    ...(context.metadata ? { metadata: context.metadata } : {}),
    ...(context.window ? { window: context.window } : {}),
  });
}

async function teardown(
  task: Task | undefined,
  adapters: ChainAdapter[],
  rpc: RpcClients,
): Promise<void> {
  task?.cancel();
  await task?.toPromise().catch(() => undefined);
  await Promise.all(adapters.map(async (adapter) => adapter.teardown?.()));
  rpc.destroy();
}
