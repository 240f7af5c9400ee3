import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  /** The last connection error per namespace, for the views. */
  errors: Record<string, SerializedKitError>;
}

export const initialConnectionState: ConnectionState = {
  connectors: {},
  namespaces: [],
  connections: {},
  status: {},
  errors: {},
};

export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    /** An adapter was registered for a namespace. The first one becomes active. */
    namespaceRegistered(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      const { namespace } = action.payload;
      if (!state.namespaces.includes(namespace)) state.namespaces.push(namespace);
      state.activeNamespace ??= namespace;
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
        delete state.connections[namespace];
        state.status[namespace] = 'disconnected';
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
    /** A connector of `namespace` is connected with these accounts. */
    connected(state, action: PayloadAction<{ namespace: ChainNamespace } & Connection>) {
      const { namespace, ...connection } = action.payload;
      state.connections[namespace] = connection;
      state.status[namespace] = 'connected';
      delete state.errors[namespace];
    },
    /** The wallet (or the visitor) ended the connection of `connectorId`. */
    disconnected(state, action: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>) {
      const { namespace, connectorId } = action.payload;
      if (state.connections[namespace]?.connectorId !== connectorId) return;
      delete state.connections[namespace];
      state.status[namespace] = 'disconnected';
    },
  },
});

export const {
  namespaceRegistered,
  connectorsDiscovered,
  activeNamespaceChanged,
  accountsChanged,
  chainChanged,
  connected,
  disconnected,
} = connectionSlice.actions;
