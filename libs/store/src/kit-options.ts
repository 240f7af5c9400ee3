import type {
  AuthConnector,
  PairingConnector,
  CaipNetworkId,
  ChainAdapter,
  Clock,
  KitEnvironment,
  KitLogger,
  KitNetwork,
  StorageBackend,
} from '@kit/core';
import type { CloudServiceUrls, CustomRpcUrl } from '@kit/api';
import type { KitLocalOptions } from '@kit/options';
import type { SiwxConfig } from '@kit/siwx';
import type { RpcClientFactory } from './rpc-clients';

/** What an integrator passes to createKit(). */
export interface CreateKitOptions extends KitLocalOptions {
  /** The networks the app works on, in order; the first is the default unless `defaultNetwork` says otherwise. */
  networks: KitNetwork[];
  /** The network to start on. Must be one of `networks`. */
  defaultNetwork?: KitNetwork;
  /** One adapter per namespace (Kit's own or a third party's). */
  adapters?: ChainAdapter[];
  /** Where Kit persists (defaults to the page's localStorage, or memory on a server). */
  storage?: StorageBackend;
  /** The page's window (defaults to globalThis.window; undefined on a server). */
  window?: Window;
  /** Device facts (defaults to detection from `window`). */
  environment?: KitEnvironment;
  /** Time source (defaults to the system clock). */
  clock?: Clock;
  /** Where integrator warnings go (defaults to the console). */
  logger?: KitLogger;
  /**
   * Where the cloud services are (apps/cloud locally, or the real ones). Without them, or without a
   * project id, the wallet list shows discovered wallets only and remote configuration is skipped.
   */
  cloud?: CloudServiceUrls;
  /**
   * The cloud services for visitors whose time zone is restricted (spec §5: mainland China, Hong
   * Kong, Macau), used instead of `cloud` there. Absent: every visitor uses `cloud`.
   */
  restrictedRegionCloud?: CloudServiceUrls;
  /** Base URL of the wallet-connection RPC service, used with a project id (spec §7). */
  rpcServiceUrl?: string;
  /** Extra RPC endpoints per CAIP-2 network id, tried before the networks' defaults. */
  customRpcUrls?: Partial<Record<CaipNetworkId, CustomRpcUrl[]>>;
  /** Replaces how RPC clients are built (authenticated endpoints, request counting in tests). */
  rpcClientFactory?: RpcClientFactory;
  /**
   * Token addresses whose balances are read per network (ERC20 contracts, SPL mints…). A network
   * without an entry gets its adapter's default tokens.
   */
  tokens?: Partial<Record<CaipNetworkId, string[]>>;
  /**
   * Sign in with X (spec §4): where sessions are made, stored and verified. createLocalSiwxConfig
   * keeps them in this browser; createCloudSiwxConfig has apps/cloud verify them. Absent: off.
   */
  siwx?: SiwxConfig;
  /**
   * Loads the embedded wallet (e-mail and social login), e.g.
   * `() => import('@kit/embedded-wallet').then((m) => m.createEmbeddedWallet({ ... }))`. A loader
   * keeps its code out of the first bundle; without it the modal offers wallets only.
   */
  embeddedWallet?: () => Promise<AuthConnector>;
  /**
   * WalletConnect pairing. `load` brings the connector in lazily (keep the sign client out of the
   * first bundle): `() => import('@kit/walletconnect').then((m) => m.createWalletConnectConnector())`.
   * The relay is `relayUrl`, else `cloud.relayUrl`; without either, WalletConnect stays off.
   */
  walletConnect?: { load: () => Promise<PairingConnector>; relayUrl?: string };
}
