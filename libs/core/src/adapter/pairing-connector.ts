import type { CaipNetworkId, ChainNamespace } from '../caip/caip-types';
import type { Unsubscribe } from './chain-adapter';
import type { ChainAdapter } from './chain-adapter';
import type { ConnectorDescriptor, ConnectorType } from './connector';
import type { KitNetwork } from './network';

/**
 * A namespace's part of a pairing session (spec §3 Wallet session): CAIP-10 accounts, CAIP-2
 * chains, and the methods and events the wallet granted.
 */
export interface PairingSessionNamespace {
  accounts: string[];
  chains: CaipNetworkId[];
  methods: string[];
  events: string[];
}

/** A wallet session reached by pairing (WalletConnect), serialisable (spec §3). */
export interface PairingSession {
  topic: string;
  namespaces: Record<string, PairingSessionNamespace>;
  /** The chain requests go to by default, per namespace (moved by chainChanged / accountsChanged). */
  defaultChain: Record<string, CaipNetworkId>;
  /** The wallet's self-description (untrusted: sanitise links and icons before use). */
  peer: { name: string; url: string; icons: string[] };
  /** When the session ends unless extended (ms since the epoch). */
  expiresAt: number;
}

/**
 * The sign-in a one-click pairing carries (spec §7 "Sign-in authenticate request"): the SIWX
 * message's fields without the account, which the wallet fills in per chain it signs for. The
 * connector adds `chains` (every configured eip155 chain) and `methods` (the session's).
 */
export interface PairingSignInRequest {
  nonce: string;
  /** RFC 3986 authority requesting the signature. */
  domain: string;
  /** RFC 3986 URI, the subject of the signing. */
  uri: string;
  /** Always '1'. */
  version: '1';
  /** RFC 3339 time the message was made (iat). */
  issuedAt: string;
  /** RFC 3339 time after which the message is not valid (exp). */
  expirationTime?: string;
  /** RFC 3339 time before which the message is not valid (nbf). */
  notBefore?: string;
  requestId?: string;
  resources?: string[];
  statement?: string;
  /** CAIP-2 id of the network the dApp is on (the first chain asked). */
  chainId: CaipNetworkId;
}

/** What a pairing may ask for besides the session. */
export interface PairingOptions {
  /**
   * Sign in through the session (one-click): the wallet signs the request while it approves,
   * when it can and every configured chain is eip155; else the pairing is a plain proposal.
   */
  signIn?: PairingSignInRequest;
}

/** One account's sign-in the wallet signed while approving: the exact message and signature. */
export interface PairingSignIn {
  message: string;
  signature: string;
}

/** The session a wallet approved, with the sign-ins it signed when a one-click was asked. */
export interface ApprovedPairingSession extends PairingSession {
  /** Empty or absent when the wallet connected without signing (it declined one-click). */
  signIns?: PairingSignIn[];
}

/** A pairing offer: the URI to show as a QR / deep link, and the wallet's answer. */
export interface PairingOffer {
  /** The `wc:` pairing URI. */
  uri: string;
  /** When the URI stops being valid (ms since the epoch; spec §9: 4 minutes ahead). */
  expiresAt: number;
  /**
   * Settles when the wallet answers: the session, or a KitError ('Connection rejected' when the
   * wallet refuses, 'Failed to connect' otherwise). Abandoned offers never settle.
   */
  approval: Promise<ApprovedPairingSession>;
}

/**
 * What a pairing connector reports (spec §4 Wallet session events).
 * - `sessionChanged`: the session's accounts, chains or default chains changed (update, accountsChanged, chainChanged).
 * - `sessionEnded`: the wallet deleted the active session or it expired; storage is already cleared.
 */
export type PairingEvent =
  { type: 'sessionChanged'; session: PairingSession } | { type: 'sessionEnded'; topic: string };

/** What the store hands a pairing connector once it is loaded. */
export interface PairingSetupContext {
  /** Every configured network, across namespaces, in the integrator's order. */
  networks: KitNetwork[];
  projectId?: string;
  /** The relay's WebSocket URL (createKit's walletConnect.relayUrl or cloud.relayUrl). */
  relayUrl: string;
  /** The app's metadata the wallet shows. */
  metadata?: { name: string; description: string; url: string; icons: string[] };
  /** The page's window; undefined on a server. */
  window?: Window;
}

/**
 * A connector that reaches wallets through a pairing relay (WalletConnect). One session may span
 * several namespaces; for each, `providerFor` gives the provider that namespace's adapter drives
 * (EIP-1193 for eip155), so signing and sending go through the adapters as for any wallet.
 * It lives outside Redux, in the saga context, and is loaded lazily.
 */
export interface PairingConnector {
  /** Connects to the relay client; called once before anything else. */
  setup(context: PairingSetupContext): Promise<void>;
  /** Creates a fresh pairing URI and waits for a wallet to answer it (and sign, when asked). */
  pair(options?: PairingOptions): Promise<PairingOffer>;
  /** Abandons the pending offer, if any (the modal closed). */
  cancelPairing(): void;
  /** The stored session of an earlier visit, if it is still alive. */
  restore(): Promise<PairingSession | undefined>;
  /** The live session, if any. */
  session(): PairingSession | undefined;
  /** The provider of a namespace of the live session, for that namespace's adapter. */
  providerFor(namespace: ChainNamespace): unknown;
  /** Ends the live session with the wallet and forgets it. */
  disconnect(): Promise<void>;
  subscribe(listener: (event: PairingEvent) => void): Unsubscribe;
  /** Closes the relay socket and timers. */
  teardown(): Promise<void>;
}

/**
 * An adapter that can drive a connector it did not discover itself, the one way in for outside
 * connectors: the embedded wallet's AUTH connector (the store hands its provider over once the
 * wallet is loaded) and a pairing session's provider for the namespace (WALLET_CONNECT). It then
 * lists the connector and connects, signs and sends through it like any other (ARCHITECTURE.md,
 * the adapter contract), and announces it with `connectorsChanged`.
 */
export interface ConnectorHost {
  /**
   * The connector types it takes (default `['WALLET_CONNECT']`, what a host meant before AUTH
   * joined): the store offers only those, so an adapter is never handed a provider it cannot
   * drive (a Wallet Standard adapter is not given WalletConnect's EIP-1193-style provider).
   */
  readonly hostsConnectorTypes?: readonly ConnectorType[];
  /** Lists and serves the connector; the very same provider again changes nothing. Throws a KitError for a provider it cannot drive. */
  attachConnector(params: { descriptor: ConnectorDescriptor; provider: unknown }): void;
  /** Stops serving it (the session ended). */
  detachConnector(params: { connectorId: string }): void;
}

const DEFAULT_HOSTED_TYPES: readonly ConnectorType[] = ['WALLET_CONNECT'];

/** The adapter hosts outside connectors; of connector type `type`, when one is named. */
export function canHostConnector(
  adapter: ChainAdapter,
  type?: ConnectorType,
): adapter is ChainAdapter & ConnectorHost {
  const host = adapter as Partial<ConnectorHost>;
  if (typeof host.attachConnector !== 'function' || typeof host.detachConnector !== 'function') {
    return false;
  }
  return type === undefined || (host.hostsConnectorTypes ?? DEFAULT_HOSTED_TYPES).includes(type);
}

/** The id of the pairing connector of a namespace, e.g. `eip155:walletConnect`. */
export function pairingConnectorId(namespace: ChainNamespace): string {
  return `${namespace}:walletConnect`;
}
