import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdapterAccount,
  CaipNetworkId,
  ChainNamespace,
  ConnectorDescriptor,
  SerializedKitError,
} from '@kit/core';

/**
 * Where a namespace's wallet connection stands (spec §4).
 * - `disconnected`: no connection.
 * - `connecting`: the visitor was asked to connect and has not answered.
 * - `reconnecting`: restoring a stored connection on load, without prompting.
 * - `connected`: a connector has authorised accounts.
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';

/** One namespace's live connection (spec §3 Connection). */
export interface Connection {
  connectorId: string;
  accounts: AdapterAccount[];
  caipNetworkId?: CaipNetworkId;
}

/** A wallet the visitor connected recently (spec §9: at most 2, newest first), for the "recent" group. */
export interface RecentWallet {
  connectorId: string;
  namespace: ChainNamespace;
  name: string;
  imageUrl?: string;
  imageId?: string;
  explorerId?: string;
  /** When it was last connected (ms since the epoch, from the saga clock). */
  lastUsedAt: number;
}

/** Connection state across namespaces. */
export interface ConnectionState {
  /** Discovered connectors by id; their namespace is `chain`. */
  connectors: Record<string, ConnectorDescriptor>;
  /** The namespaces with a registered adapter, in registration order. */
  namespaces: ChainNamespace[];
  /** The namespace the modal and hooks act on by default. */
  activeNamespace?: ChainNamespace;
  /** The live connection per namespace. */
  connections: Record<string, Connection>;
  /** Status per namespace; a missing entry means `disconnected`. */
  status: Record<string, ConnectionStatus>;
  /** The last connection error per namespace, for the views (cleared by the next attempt). */
  errors: Record<string, SerializedKitError>;
  /** Which namespaces the wallet list shows (spec §4): every registered namespace starts enabled. */
  namespaceFilter: Record<string, boolean>;
  /** Recently connected wallets, newest first, as restored from and saved to storage. */
  recentWallets: RecentWallet[];
}

export const initialConnectionState: ConnectionState = {
  connectors: {},
  namespaces: [],
  connections: {},
  status: {},
  errors: {},
  namespaceFilter: {},
  recentWallets: [],
};

/**
 * Ends a namespace's connection and, when it was the active one, makes another connected namespace
 * active (spec §4: disconnecting one connection promotes another remaining one).
 */
function endConnection(state: ConnectionState, namespace: ChainNamespace): void {
  delete state.connections[namespace];
  state.status[namespace] = 'disconnected';
  if (state.activeNamespace !== namespace) return;
  const promoted = state.namespaces.find((candidate) => state.connections[candidate]);
  if (promoted !== undefined) state.activeNamespace = promoted;
}

/** The connection slice; mount its reducer under `connection`. */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    /** An adapter was registered for a namespace. The first one becomes active. */
    namespaceRegistered(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      const { namespace } = action.payload;
      if (!state.namespaces.includes(namespace)) state.namespaces.push(namespace);
      state.activeNamespace ??= namespace;
      state.namespaceFilter[namespace] ??= true;
    },
    /** The adapter of `namespace` reports its full connector list (replacing the previous one). */
    connectorsDiscovered(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectors: ConnectorDescriptor[] }>,
    ) {
      const { namespace, connectors } = action.payload;
      for (const [id, connector] of Object.entries(state.connectors)) {
        if (connector.chain === namespace) delete state.connectors[id];
      }
      for (const connector of connectors) state.connectors[connector.id] = connector;
    },
    /** The namespace the modal acts on changed (spec §2: opening for another namespace switches first). */
    activeNamespaceChanged(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      state.activeNamespace = action.payload.namespace;
    },
    /** A wallet reported other accounts. An empty list means the wallet locked: disconnected. */
    accountsChanged(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace;
        connectorId: string;
        accounts: AdapterAccount[];
      }>,
    ) {
      const { namespace, connectorId, accounts } = action.payload;
      const connection = state.connections[namespace];
      if (!connection || connection.connectorId !== connectorId) return;
      if (accounts.length === 0) {
        endConnection(state, namespace);
        return;
      }
      connection.accounts = accounts;
    },
    /** A wallet moved to another network. */
    chainChanged(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace;
        connectorId: string;
        caipNetworkId: CaipNetworkId;
      }>,
    ) {
      const { namespace, connectorId, caipNetworkId } = action.payload;
      const connection = state.connections[namespace];
      if (connection && connection.connectorId === connectorId)
        connection.caipNetworkId = caipNetworkId;
    },
    /** A connector of `namespace` asked its wallet for access; the previous error is cleared. */
    connecting(state, action: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>) {
      const { namespace } = action.payload;
      state.status[namespace] = 'connecting';
      delete state.errors[namespace];
    },
    /** A connector of `namespace` is connected with these accounts. */
    connected(state, action: PayloadAction<{ namespace: ChainNamespace } & Connection>) {
      const { namespace, ...connection } = action.payload;
      state.connections[namespace] = connection;
      state.status[namespace] = 'connected';
      delete state.errors[namespace];
    },
    /**
     * A connect attempt failed (spec §4): the status returns to `connected` when the namespace still
     * has a connection, else `disconnected`; the error stays for the view. `namespace` is absent only
     * when the connector was never discovered.
     */
    connectFailed(
      state,
      action: PayloadAction<{
        namespace?: ChainNamespace;
        connectorId: string;
        error: SerializedKitError;
      }>,
    ) {
      const { namespace, error } = action.payload;
      if (namespace === undefined) return;
      state.status[namespace] = state.connections[namespace] ? 'connected' : 'disconnected';
      state.errors[namespace] = error;
    },
    /** The wallet (or the visitor) ended the connection of `connectorId`. */
    disconnected(state, action: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>) {
      const { namespace, connectorId } = action.payload;
      if (state.connections[namespace]?.connectorId !== connectorId) return;
      endConnection(state, namespace);
    },
    /** The wallet refused or failed to end the session; the local connection ends all the same. */
    disconnectFailed(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace;
        connectorId: string;
        error: SerializedKitError;
      }>,
    ) {
      state.errors[action.payload.namespace] = action.payload.error;
    },
    /** Reconnect on load started for these namespaces (the ones with a stored connector). */
    reconnecting(state, action: PayloadAction<{ namespaces: ChainNamespace[] }>) {
      for (const namespace of action.payload.namespaces) {
        if (state.status[namespace] !== 'connected') state.status[namespace] = 'reconnecting';
      }
    },
    /** Reconnect on load ended: every namespace no connector authorised is `disconnected`. */
    reconnectFinished(state, _action: PayloadAction<{ connected: ChainNamespace[] }>) {
      for (const [namespace, status] of Object.entries(state.status)) {
        if (status === 'reconnecting') state.status[namespace] = 'disconnected';
      }
    },
    /** The recent-wallet list changed (restored from storage or after a connect). */
    recentWalletsChanged(state, action: PayloadAction<RecentWallet[]>) {
      state.recentWallets = action.payload;
    },
    /** The visitor shows or hides a namespace's wallets in the wallet list (spec §4). */
    namespaceFilterChanged(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; enabled: boolean }>,
    ) {
      state.namespaceFilter[action.payload.namespace] = action.payload.enabled;
    },
  },
});

export const {
  namespaceRegistered,
  connectorsDiscovered,
  activeNamespaceChanged,
  accountsChanged,
  chainChanged,
  connecting,
  connected,
  connectFailed,
  disconnected,
  disconnectFailed,
  reconnecting,
  reconnectFinished,
  recentWalletsChanged,
  namespaceFilterChanged,
} = connectionSlice.actions;

/** Intent: connect a connector; `caipNetworkId` asks for a network (default: the namespace's active one). */
export const connectRequested = createAction<{
  connectorId: string;
  caipNetworkId?: CaipNetworkId;
}>('connection/connectRequested');

/** Intent: give up every pending connect; each fails with 'Modal closed' (spec §2). */
export const connectAbandoned = createAction('connection/connectAbandoned');

/** Intent: disconnect a namespace (default: the active namespace). */
export const disconnectRequested = createAction<{ namespace?: ChainNamespace } | undefined>(
  'connection/disconnectRequested',
);

/** Intent: restore the stored connections without prompting (dispatched by the store on load). */
export const reconnectRequested = createAction('connection/reconnectRequested');
