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
  /** The embedded wallet's login (spec §3 Connection "auth name"): 'email' or a social provider. */
  authName?: string;
}

/**
 * Where one connection stands for its namespace when the visitor switches to it (spec §4):
 * - `connected`: it is the namespace's current connection;
 * - `active`: it is live, but another connection of the namespace is current (multiWallet);
 * - `disconnected`: it ended (a recent connection), so switching runs its login flow again;
 * - `connecting` / `reconnecting`: the namespace is mid-connect, so no switch is valid.
 */
export type SwitchTargetStatus =
  'connected' | 'active' | 'disconnected' | 'connecting' | 'reconnecting';

/** What went wrong with one connector of a namespace (a failed disconnect or switch). */
interface ConnectorFailure {
  namespace: ChainNamespace;
  connectorId: string;
  error: SerializedKitError;
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
  /** The live connection per namespace: its current one, the one every feature acts on. */
  connections: Record<string, Connection>;
  /**
   * The other live connections of a namespace (multiWallet, spec §3 "connections per namespace"),
   * most recently current first; a namespace without any has no entry.
   */
  otherConnections: Record<string, Connection[]>;
  /** Connections that ended, newest first, offered again in ProfileWallets (spec §3 recentConnections). */
  recentConnections: Record<string, Connection[]>;
  /** The last failed switch (ProfileWallets), e.g. 'Invalid connection status'; cleared by the next. */
  switchError?: SerializedKitError;
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
  otherConnections: {},
  recentConnections: {},
  status: {},
  errors: {},
  namespaceFilter: {},
  recentWallets: [],
};

/** Sets a namespace's other live connections; an empty list leaves no entry. */
function setOthers(state: ConnectionState, namespace: ChainNamespace, others: Connection[]): void {
  if (others.length === 0) delete state.otherConnections[namespace];
  else state.otherConnections[namespace] = others;
}

/** The namespace's other live connections without `connectorId`. */
function othersWithout(state: ConnectionState, namespace: ChainNamespace, connectorId: string) {
  return (state.otherConnections[namespace] ?? []).filter((c) => c.connectorId !== connectorId);
}

/** Keeps an ended connection first among the namespace's recent ones (one entry per connector). */
function rememberRecent(
  state: ConnectionState,
  namespace: ChainNamespace,
  ended: Connection,
): void {
  const recent = (state.recentConnections[namespace] ?? []).filter(
    (c) => c.connectorId !== ended.connectorId,
  );
  state.recentConnections[namespace] = [ended, ...recent];
}

/** Drops a connector from the namespace's recent connections (it is live again). */
function forgetRecent(
  state: ConnectionState,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const recent = state.recentConnections[namespace];
  if (recent === undefined) return;
  const left = recent.filter((c) => c.connectorId !== connectorId);
  if (left.length === 0) delete state.recentConnections[namespace];
  else state.recentConnections[namespace] = left;
}

/**
 * Ends a namespace's current connection (spec §4: disconnecting one connection promotes another
 * remaining one): the namespace's next live connection becomes current; with none, the namespace
 * is disconnected and, when it was the active one, another connected namespace becomes active.
 */
function endConnection(state: ConnectionState, namespace: ChainNamespace): void {
  const ended = state.connections[namespace];
  if (ended !== undefined) rememberRecent(state, namespace, ended);
  const [next, ...rest] = state.otherConnections[namespace] ?? [];
  if (next !== undefined) {
    state.connections[namespace] = next;
    setOthers(state, namespace, rest);
    return;
  }
  delete state.connections[namespace];
  state.status[namespace] = 'disconnected';
  if (state.activeNamespace !== namespace) return;
  const promoted = state.namespaces.find((candidate) => state.connections[candidate]);
  if (promoted !== undefined) state.activeNamespace = promoted;
}

/**
 * Intent: switch to a connection of `namespace` (ProfileWallets, spec §4): a live one becomes
 * current, an ended one runs its login flow again, any other status fails with 'Invalid
 * connection status'.
 */
export const switchRequested = createAction<{ namespace: ChainNamespace; connectorId: string }>(
  'connection/switchRequested',
);

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
      if (!connection || connection.connectorId !== connectorId) {
        const other = state.otherConnections[namespace]?.find((c) => c.connectorId === connectorId);
        if (other === undefined) return;
        if (accounts.length > 0) other.accounts = accounts;
        else {
          rememberRecent(state, namespace, other);
          setOthers(state, namespace, othersWithout(state, namespace, connectorId));
        }
        return;
      }
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
      const connection = [
        state.connections[namespace],
        ...(state.otherConnections[namespace] ?? []),
      ].find((live) => live?.connectorId === connectorId);
      if (connection) connection.caipNetworkId = caipNetworkId;
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
      delete state.switchError;
      if (state.otherConnections[namespace] !== undefined) {
        setOthers(state, namespace, othersWithout(state, namespace, connection.connectorId));
      }
      forgetRecent(state, namespace, connection.connectorId);
    },
    /**
     * multiWallet: a new connection of `namespace` is about to become current, so the current one
     * steps aside and stays live (first among the others) instead of being replaced.
     */
    connectionSetAside(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      const { namespace } = action.payload;
      const current = state.connections[namespace];
      if (current === undefined) return;
      setOthers(state, namespace, [
        current,
        ...othersWithout(state, namespace, current.connectorId),
      ]);
      delete state.connections[namespace];
    },
    /**
     * multiWallet: a stored connection restored on load beside the namespace's current one (last
     * among the others); with no current one yet it becomes current.
     */
    connectedBeside(state, action: PayloadAction<{ namespace: ChainNamespace } & Connection>) {
      const { namespace, ...connection } = action.payload;
      const current = state.connections[namespace];
      forgetRecent(state, namespace, connection.connectorId);
      if (current === undefined) {
        state.connections[namespace] = connection;
        state.status[namespace] = 'connected';
        return;
      }
      if (current.connectorId === connection.connectorId) return;
      setOthers(state, namespace, [
        ...othersWithout(state, namespace, connection.connectorId),
        connection,
      ]);
    },
    /**
     * The visitor switched to another live connection of `namespace` (spec §4 `active`): it becomes
     * current, the previous current one stays live, and the namespace becomes active.
     */
    connectionSwitched(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>,
    ) {
      const { namespace, connectorId } = action.payload;
      const chosen = state.otherConnections[namespace]?.find((c) => c.connectorId === connectorId);
      if (chosen === undefined) return;
      const previous = state.connections[namespace];
      const rest = othersWithout(state, namespace, connectorId);
      setOthers(state, namespace, previous === undefined ? rest : [previous, ...rest]);
      state.connections[namespace] = chosen;
      state.status[namespace] = 'connected';
      state.activeNamespace = namespace;
      delete state.switchError;
    },
    /** A switch was refused, e.g. 'Invalid connection status' (spec §4, §8). */
    switchFailed(state, action: PayloadAction<ConnectorFailure>) {
      state.switchError = action.payload.error;
    },
    /** The embedded wallet's login of a live connection is known (its auth name, spec §3). */
    connectionAuthNamed(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectorId: string; authName: string }>,
    ) {
      const { namespace, connectorId, authName } = action.payload;
      const connection = [
        state.connections[namespace],
        ...(state.otherConnections[namespace] ?? []),
      ].find((live) => live?.connectorId === connectorId);
      if (connection) connection.authName = authName;
    },
    /**
     * A connect attempt failed (spec §4): the status returns to `connected` when the namespace still
     * has a connection, else `disconnected`; the error stays for the view. Without `namespace` (a
     * request whose saga did not load) it is the connector's; a connector that was never
     * discovered changes nothing.
     */
    connectFailed(
      state,
      action: PayloadAction<{
        namespace?: ChainNamespace;
        connectorId: string;
        error: SerializedKitError;
      }>,
    ) {
      const { connectorId, error } = action.payload;
      const namespace = action.payload.namespace ?? state.connectors[connectorId]?.chain;
      if (namespace === undefined) return;
      state.status[namespace] = state.connections[namespace] ? 'connected' : 'disconnected';
      state.errors[namespace] = error;
    },
    /** The wallet (or the visitor) ended the connection of `connectorId`. */
    disconnected(state, action: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>) {
      const { namespace, connectorId } = action.payload;
      if (state.connections[namespace]?.connectorId === connectorId) {
        endConnection(state, namespace);
        return;
      }
      const other = state.otherConnections[namespace]?.find((c) => c.connectorId === connectorId);
      if (other === undefined) return;
      rememberRecent(state, namespace, other);
      setOthers(state, namespace, othersWithout(state, namespace, connectorId));
    },
    /** The wallet refused or failed to end the session; the local connection ends all the same. */
    disconnectFailed(state, action: PayloadAction<ConnectorFailure>) {
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
  extraReducers: (builder) => {
    // A new switch starts without the previous one's error.
    builder.addCase(switchRequested, (state) => {
      delete state.switchError;
    });
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
  connectionSetAside,
  connectedBeside,
  connectionSwitched,
  switchFailed,
  connectionAuthNamed,
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

/**
 * Intent: disconnect a namespace's connection (default: the active namespace's current one);
 * `connectorId` names another live connection of the namespace (ProfileWallets, multiWallet).
 */
export const disconnectRequested = createAction<
  { namespace?: ChainNamespace; connectorId?: string } | undefined
>('connection/disconnectRequested');

/**
 * Outcome: the connection switched to has ended, so its login flow runs again (spec §4); the
 * store's flow saga starts it (e-mail, social, WalletConnect or the wallet itself) and shows
 * ProfileWallets once it connects (spec §2). `authName` is the embedded wallet's login.
 */
export const switchLoginNeeded = createAction<{
  namespace: ChainNamespace;
  connectorId: string;
  authName?: string;
}>('connection/switchLoginNeeded');

/** Intent: restore the stored connections without prompting (dispatched by the store on load). */
export const reconnectRequested = createAction('connection/reconnectRequested');
