import type { CaipNetworkId, ChainNamespace } from '../caip/caip-types';
import type { NamespaceProfile } from '../namespace/namespace-profile';
import type { AdapterAccount } from './account';
import type { ConnectorDescriptor } from './connector';
import type { KitNetwork } from './network';

/** Stops a subscription. Safe to call twice. */
export type Unsubscribe = () => void;

/**
 * What an adapter reports on its own (spec §4): the registry turns each into a store action.
 * - `connectorsChanged`: discovery found or lost a wallet (EIP-6963 announce, Wallet Standard register).
 * - `accountsChanged`: the wallet switched or exposed other accounts; an empty list means locked.
 * - `chainChanged`: the wallet moved to another network.
 * - `disconnect`: the wallet ended the connection.
 * - `transactionSettled`: a sent transaction the adapter kept watching after its receipt wait ran
 *   out (spec §9 pending-transaction watcher) was mined, or left the node's pool unmined.
 */
export type AdapterEvent =
  | { type: 'connectorsChanged'; connectors: ConnectorDescriptor[] }
  | { type: 'accountsChanged'; connectorId: string; accounts: AdapterAccount[] }
  | { type: 'chainChanged'; connectorId: string; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect'; connectorId: string }
  | {
      type: 'transactionSettled';
      caipNetworkId: CaipNetworkId;
      hash: string;
      status: SettledTransactionStatus;
    };

/**
 * How a watched transaction ended:
 * - `success`: mined and executed.
 * - `reverted`: mined, but its execution failed (nothing moved but the fee).
 * - `dropped`: the node no longer knows it (replaced or evicted): it will never be mined.
 */
export type SettledTransactionStatus = 'success' | 'reverted' | 'dropped';

/** The event type names, one per member of AdapterEvent. */
export type AdapterEventType = AdapterEvent['type'];

/**
 * A JSON-RPC client for one network's node, as the store builds it (batching, timeout, retries and
 * fallback across the network's RPC URLs, spec §7/§9). Adapters read chains through it, so they need
 * no HTTP code of their own and every read is counted at one transport.
 */
export interface RpcClient {
  request<T = unknown>(args: { method: string; params?: readonly unknown[] | object }): Promise<T>;
}

/** What `setup` receives: the integrator's networks of this namespace and the host environment. */
export interface AdapterSetupContext {
  /** The configured networks of the adapter's namespace, in the integrator's order. */
  networks: KitNetwork[];
  /** The RPC client of a configured network (one per network, shared by every caller). */
  rpc(network: KitNetwork): RpcClient;
  /** The page's window, or undefined on a server (adapters must then discover nothing). */
  window?: Window;
  /** The integrator's project id, for services that need one. */
  projectId?: string;
}

/** A successful connection. */
export interface ConnectResult {
  accounts: AdapterAccount[];
  /** The network the wallet is on after connecting. */
  caipNetworkId: CaipNetworkId;
}

/** A balance in the smallest unit, as a decimal string (bigint does not serialise). */
export interface AdapterBalance {
  /** Amount in the smallest unit, e.g. wei, lamports, satoshis, planck. */
  value: string;
  decimals: number;
  symbol: string;
}

/** A token balance (spec §3 Token). */
export interface AdapterTokenBalance extends AdapterBalance {
  /** The token's address (contract, mint) in its namespace. */
  address: string;
  name: string;
}

/** A transfer request. Without `tokenAddress` the native currency moves (spec §7 Sends). */
export interface TransferRequest {
  connectorId: string;
  network: KitNetwork;
  from: string;
  to: string;
  /** Amount in the smallest unit, as a decimal string. */
  amount: string;
  /** ERC20 contract, SPL mint…; absent for the native currency. */
  tokenAddress?: string;
}

/**
 * A contract call or native payment built elsewhere (a swap's approval and swap, spec §7
 * build-approve / build-transaction): the wallet signs and sends it as given.
 */
export interface TransactionRequest {
  connectorId: string;
  network: KitNetwork;
  from: string;
  /** The contract called or the payee. */
  to: string;
  /** Calldata, 0x-hex ('0x' for none). */
  data: string;
  /** Native amount in the smallest unit, decimal string ('0' for none). */
  value: string;
  /** Gas limit, decimal string; the wallet estimates when absent. */
  gas?: string;
  /** Price per gas in the smallest unit, decimal string; the wallet chooses when absent. */
  gasPrice?: string;
}

/** Names one connector of the adapter. */
export interface ConnectorParams {
  connectorId: string;
}

/** connect / reconnect: the connector and the network wanted, if any. */
export interface ConnectParams extends ConnectorParams {
  caipNetworkId?: CaipNetworkId;
}

/** A balance read: an address on a network. */
export interface BalanceParams {
  address: string;
  network: KitNetwork;
}

/** Token balances: the tokens to read (none: the adapter's own list for the network). */
export interface TokenBalanceParams extends BalanceParams {
  tokenAddresses: string[];
}

/** signMessage: the UTF-8 message `address` signs through the connector. */
export interface SignMessageParams extends ConnectorParams {
  address: string;
  message: string;
}

/** switchNetwork: the network the connector's wallet moves to. */
export interface SwitchNetworkParams extends ConnectorParams {
  network: KitNetwork;
}

/** Which optional operations an adapter supports, so the UI can hide the rest. */
export interface AdapterCapabilities {
  signMessage: boolean;
  sendTransfer: boolean;
  switchNetwork: boolean;
  estimateFee: boolean;
  getBalance: boolean;
  getTokenBalances: boolean;
  /** Sends built transactions (swaps); optional so adapters written before it stay valid. */
  sendTransaction?: boolean;
}

/**
 * A chain adapter serves one namespace (ARCHITECTURE.md, "The adapter contract"). It is a plain
 * object or class that lives in the registry, never in Redux. The core (`setup`, `getConnectors`,
 * `subscribe`, `connect`, `disconnect`, `getAccounts`) is required; the rest is optional and
 * announced through `capabilities` and the `can*` guards below.
 *
 * Every error it throws must be a KitError (user rejection as UserRejectedRequestError).
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  readonly capabilities: AdapterCapabilities;
  /**
   * The namespace's rules (address, sign-in message and verifier, supported features, units) the
   * features and views ask through the registry. Optional: without one, the registry derives a
   * profile from `capabilities` (see `profileOfAdapter`): send and sign as declared, any non-empty
   * address, no sign-in. With one, its `supports` decides what the modal offers.
   */
  readonly profile?: NamespaceProfile;

  /** Called once by the registry before anything else; may start discovery. */
  setup(context: AdapterSetupContext): void | Promise<void>;
  /** The connectors discovered so far. */
  getConnectors(): ConnectorDescriptor[];
  /** Listens to connector discovery and wallet events. */
  subscribe(listener: (event: AdapterEvent) => void): Unsubscribe;
  /** Asks the wallet for access; the visitor may be prompted. */
  connect(params: ConnectParams): Promise<ConnectResult>;
  /**
   * Restores an earlier connection without prompting; resolves undefined when the wallet no longer
   * authorises this site. Adapters without silent reconnect leave it out and the store skips them.
   */
  reconnect?(params: ConnectParams): Promise<ConnectResult | undefined>;
  /** Ends the connection (revoking permissions where the wallet allows). */
  disconnect(params: ConnectorParams): Promise<void>;
  /** The accounts the connector currently exposes to this site. */
  getAccounts(params: ConnectorParams): Promise<AdapterAccount[]>;
  /** The live provider of a connector (EIP-1193, Wallet Standard wallet…), for `useKitProvider`. */
  getProvider?(params: ConnectorParams): unknown;

  getBalance?(params: BalanceParams): Promise<AdapterBalance>;
  getTokenBalances?(params: TokenBalanceParams): Promise<AdapterTokenBalance[]>;
  signMessage?(params: SignMessageParams): Promise<string>;
  sendTransfer?(params: TransferRequest): Promise<{ hash: string }>;
  /** Sends a built transaction and resolves once it is mined (like sendTransfer). */
  sendTransaction?(params: TransactionRequest): Promise<{ hash: string }>;
  estimateFee?(params: TransferRequest): Promise<AdapterBalance>;
  switchNetwork?(params: SwitchNetworkParams): Promise<void>;

  // Connectors from outside discovery (the embedded wallet's, a pairing session's) come in
  // through ConnectorHost (pairing-connector.ts), declared by the adapters that take them.

  /** Releases listeners, timers and sockets; called when the Kit instance is destroyed. */
  teardown?(): void | Promise<void>;
}

type WithMethod<K extends keyof ChainAdapter> = ChainAdapter & Required<Pick<ChainAdapter, K>>;

/** An optional method the adapter announces in `capabilities` under the same name. */
type CapabilityMethod = keyof AdapterCapabilities & keyof ChainAdapter;

/**
 * The guard of one capability: the adapter announces it and has the method. Both are checked
 * because a plain-object adapter may announce what it forgot to implement.
 */
const capabilityGuard =
  <K extends CapabilityMethod>(method: K) =>
  (adapter: ChainAdapter): adapter is WithMethod<K> =>
    adapter.capabilities[method] === true && typeof adapter[method] === 'function';

/** The adapter can sign messages. */
export const canSignMessage = capabilityGuard('signMessage');
/** The adapter can send native and token transfers. */
export const canSendTransfer = capabilityGuard('sendTransfer');
/** The adapter can send built transactions (contract calls with calldata). */
export const canSendTransaction = capabilityGuard('sendTransaction');
/** The adapter can ask the wallet to switch networks. */
export const canSwitchNetwork = capabilityGuard('switchNetwork');
/** The adapter can estimate transfer fees. */
export const canEstimateFee = capabilityGuard('estimateFee');
/** The adapter can read native balances. */
export const canGetBalance = capabilityGuard('getBalance');
/** The adapter can read token balances. */
export const canGetTokenBalances = capabilityGuard('getTokenBalances');
/** The adapter can reconnect silently. */
export function canReconnect(adapter: ChainAdapter): adapter is WithMethod<'reconnect'> {
  return typeof adapter.reconnect === 'function';
}
