// The solana ChainAdapter: Wallet Standard discovery, connection and wallet events, SOL and SPL
// reads through the store's RPC client, message signing and transfers. Each job lives in its own
// file; this one wires them to the adapter contract and maps every error at the boundary.
import {
  BaseChainAdapter,
  NotConfiguredError,
  WalletConnectionError,
  SOLANA_PROFILE,
} from '@kit/core';
import type {
  AdapterAccount,
  AdapterBalance,
  AdapterCapabilities,
  AdapterErrorContext,
  AdapterTokenBalance,
  BalanceParams,
  CaipNetworkId,
  ConnectParams,
  ConnectResult,
  ConnectorDescriptor,
  ConnectorHost,
  ConnectorParams,
  SignMessageParams,
  SwitchNetworkParams,
  TokenBalanceParams,
  TransferRequest,
  Unsubscribe,
} from '@kit/core';
import { base58 } from '@scure/base';
import type { SplTokenInfo } from './balances';
import { ConnectorCatalog } from './connector-catalog';
import { estimateTransferFee, preloadWeb3, readTokenBalances, sendTransfer } from './lazy-web3';
import { readNativeBalance } from './native-balance';
import { walletChainOf } from './solana-chains';
import { toKitError } from './solana-errors';
import type { ConfirmationWaitOptions } from './wait-for-confirmation';
import { connectWallet, disconnectWallet, signMessageBytes, solanaAccounts } from './wallet-calls';
import { featuresOf, isSolanaWallet, STANDARD_EVENTS } from './wallet-standard';
import type { Wallet } from './wallet-standard';
import { listenForWallets } from './wallet-standard-discovery';

/** Options of createSolanaAdapter; every field is optional. */
export interface SolanaAdapterOptions {
  /** SPL mints per network that getTokenBalances reads when the caller names none. */
  tokens?: Record<CaipNetworkId, string[]>;
  /** Symbol and name per mint address (SPL mints carry neither on chain). */
  tokenInfo?: Record<string, SplTokenInfo>;
  /** The wait for a sent transaction (default RECEIPT_WAIT_MS, polling from RECEIPT_RETRY_DELAY_MS). */
  confirmation?: ConfirmationWaitOptions;
}

const CAPABILITIES: AdapterCapabilities = Object.freeze({
  signMessage: true,
  sendTransfer: true,
  switchNetwork: true,
  estimateFee: true,
  getBalance: true,
  getTokenBalances: true,
});

/**
 * The solana adapter (see createSolanaAdapter). Wallets are reached through their Wallet Standard
 * features only; @solana/web3.js builds the transactions, loaded on first use (lazy-web3.ts); chain reads and sends go through the
 * store's RpcClient, like the EVM adapter's, rather than a web3.js Connection, so they share
 * Kit's batching, retries, fallback URLs and request counting.
 */
export class SolanaAdapter extends BaseChainAdapter<SolanaAdapterOptions> implements ConnectorHost {
  readonly namespace = 'solana';
  /** The namespace's rules (address, sign-in, features, units), asked through the registry. */
  readonly profile = SOLANA_PROFILE;
  readonly capabilities = CAPABILITIES;
  /**
   * The embedded wallet's connector only: a WalletConnect session's provider is not a Wallet
   * Standard wallet, so the store does not offer it here (ConnectorHost).
   */
  readonly hostsConnectorTypes = ['AUTH'] as const;

  readonly #catalog = new ConnectorCatalog();
  /** The network each connected connector is on: Solana wallets leave the cluster to the dApp. */
  readonly #activeNetworks = new Map<string, CaipNetworkId>();

  /** Wallet Standard discovery on the context's window (setup skips it without one). */
  protected discover(window: Window): Unsubscribe {
    return listenForWallets(
      window,
      (wallet) => {
        if (this.#catalog.add(wallet)) this.connectorsChanged();
      },
      (wallet) => {
        if (this.#catalog.remove(wallet)) this.connectorsChanged();
      },
    );
  }

  getConnectors(): ConnectorDescriptor[] {
    return this.#catalog.connectors();
  }

  /**
   * Hosts a connector whose Wallet Standard wallet comes from the store: the embedded wallet's
   * AUTH connector. It then connects, signs and sends like any other Solana wallet.
   */
  attachConnector(params: { descriptor: ConnectorDescriptor; provider: unknown }): void {
    const wallet = params.provider as Wallet;
    if (typeof wallet?.features !== 'object' || !isSolanaWallet(wallet)) {
      throw new NotConfiguredError('PROVIDER_NOT_FOUND', {}, { details: params.descriptor.id });
    }
    if (this.#catalog.host({ ...params.descriptor, chain: 'solana' }, wallet)) {
      this.emit({ type: 'connectorsChanged', connectors: this.#catalog.connectors() });
    }
  }

  /** Stops serving a hosted connector. */
  detachConnector(params: ConnectorParams): void {
    this.unwatch(params.connectorId);
    if (this.#catalog.unhost(params.connectorId)) {
      this.emit({ type: 'connectorsChanged', connectors: this.#catalog.connectors() });
    }
  }

  /**
   * standard:connect (the wallet may prompt). The result is on `caipNetworkId` when it is
   * configured, else on the first configured network the wallet serves.
   */
  async connect(params: ConnectParams): Promise<ConnectResult> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const wallet = this.#wallet(params.connectorId);
      const accounts = await connectWallet(wallet, false);
      if (accounts.length === 0) {
        throw new WalletConnectionError('CONNECT_FAILED', {
          details: `${wallet.name} returned no Solana account`,
        });
      }
      return this.#connected(params.connectorId, wallet, accounts, params.caipNetworkId);
    });
  }

  /** standard:connect with `silent`; undefined when the wallet is gone or no longer authorises the site. */
  async reconnect(params: ConnectParams): Promise<ConnectResult | undefined> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const wallet = this.#catalog.wallet(params.connectorId);
      if (!wallet) return undefined;
      const accounts = await connectWallet(wallet, true);
      if (accounts.length === 0) return undefined;
      return this.#connected(params.connectorId, wallet, accounts, params.caipNetworkId);
    });
  }

  /** standard:disconnect (best effort) and `disconnect`. Never fails: the visitor wants out. */
  async disconnect(params: ConnectorParams): Promise<void> {
    this.unwatch(params.connectorId);
    this.#activeNetworks.delete(params.connectorId);
    const wallet = this.#catalog.wallet(params.connectorId);
    if (wallet) await disconnectWallet(wallet).catch(() => undefined);
    this.emit({ type: 'disconnect', connectorId: params.connectorId });
  }

  async getAccounts(params: ConnectorParams): Promise<AdapterAccount[]> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () =>
      solanaAccounts(this.#wallet(params.connectorId).accounts),
    );
  }

  /** The connector's Wallet Standard wallet, or undefined. */
  getProvider(params: ConnectorParams): Wallet | undefined {
    return this.#catalog.wallet(params.connectorId);
  }

  /** Lamports (getBalance) in SOL's smallest unit. */
  async getBalance(params: BalanceParams): Promise<AdapterBalance> {
    return this.readBalance(() =>
      readNativeBalance(this.rpc(params.network), params.network, params.address),
    );
  }

  /** SPL balances from one getMultipleAccounts (mints + associated token accounts). */
  async getTokenBalances(params: TokenBalanceParams): Promise<AdapterTokenBalance[]> {
    return this.guard({ fallback: 'BALANCE_UNAVAILABLE' }, () =>
      readTokenBalances(
        this.rpc(params.network),
        params.address,
        params.tokenAddresses.length > 0
          ? params.tokenAddresses
          : (this.options.tokens?.[params.network.caipNetworkId] ?? []),
        this.options.tokenInfo ?? {},
      ),
    );
  }

  /** solana:signMessage of the UTF-8 message; resolves with the base58 ed25519 signature. */
  async signMessage(params: SignMessageParams): Promise<string> {
    return this.guard({ fallback: 'SIGN_MESSAGE_FAILED' }, async () => {
      const signature = await signMessageBytes(
        this.#wallet(params.connectorId),
        params.address,
        new TextEncoder().encode(params.message),
      );
      return base58.encode(signature);
    });
  }

  /** A SOL or SPL transfer (tokenAddress absent for SOL), resolved once confirmed; hash is the signature. */
  async sendTransfer(request: TransferRequest): Promise<{ hash: string }> {
    return this.guard({ fallback: 'UNKNOWN_ERROR', nodeErrors: true }, () =>
      sendTransfer(request, {
        wallet: this.#wallet(request.connectorId),
        rpc: this.rpc(request.network),
        confirmation: this.options.confirmation ?? {},
      }),
    );
  }

  /** The network fee of the transfer (getFeeForMessage), in lamports. */
  async estimateFee(request: TransferRequest): Promise<AdapterBalance> {
    return this.guard({ fallback: 'ESTIMATE_GAS_FAILED' }, () =>
      estimateTransferFee(this.rpc(request.network), request),
    );
  }

  /**
   * Solana wallets do not hold a current cluster: the dApp picks it. Switching records the network
   * for the connector and reports `chainChanged`; it fails for networks that are not configured.
   */
  async switchNetwork(params: SwitchNetworkParams): Promise<void> {
    return this.guard({ fallback: 'UNKNOWN_ERROR' }, async () => {
      this.#wallet(params.connectorId);
      const { caipNetworkId } = params.network;
      if (!this.context?.networks.some((network) => network.caipNetworkId === caipNetworkId)) {
        throw new NotConfiguredError('CHAIN_NOT_CONFIGURED', { chainId: caipNetworkId });
      }
      this.#activeNetworks.set(params.connectorId, caipNetworkId);
      this.emit({ type: 'chainChanged', connectorId: params.connectorId, caipNetworkId });
    });
  }

  override teardown(): void {
    super.teardown();
    this.#catalog.clear();
    this.#activeNetworks.clear();
  }

  // ---- internals ------------------------------------------------------------------------------

  protected override mapError(error: unknown, context: AdapterErrorContext) {
    return toKitError(error, context);
  }

  #wallet(connectorId: string): Wallet {
    const wallet = this.#catalog.wallet(connectorId);
    if (!wallet) throw new NotConfiguredError('PROVIDER_NOT_FOUND', {}, { details: connectorId });
    return wallet;
  }

  #connected(
    connectorId: string,
    wallet: Wallet,
    accounts: AdapterAccount[],
    requested: CaipNetworkId | undefined,
  ): ConnectResult {
    const networks = this.context?.networks ?? [];
    const network =
      networks.find((candidate) => candidate.caipNetworkId === requested) ??
      networks.find((candidate) =>
        wallet.chains.includes(walletChainOf(candidate) as `${string}:${string}`),
      ) ??
      networks[0];
    if (!network) throw new NotConfiguredError('NAMESPACE_NOT_CONFIGURED', { ns: 'solana' });
    this.#activeNetworks.set(connectorId, network.caipNetworkId);
    this.#watch(connectorId, wallet);
    // A connected visitor is one step from a send or a token read: fetch the SDK now, off the
    // critical path, rather than when they press Send.
    preloadWeb3();
    return { accounts, caipNetworkId: network.caipNetworkId };
  }

  /** standard:events `change` with accounts → accountsChanged (an empty list when the wallet locks). */
  #watch(connectorId: string, wallet: Wallet): void {
    this.unwatch(connectorId);
    const events = featuresOf(wallet)[STANDARD_EVENTS];
    if (!events) return;
    this.watch(
      connectorId,
      events.on('change', ({ accounts }) => {
        if (accounts === undefined) return;
        this.emit({ type: 'accountsChanged', connectorId, accounts: solanaAccounts(accounts) });
      }),
    );
  }
}

/**
 * Creates the solana adapter. It emits `connectorsChanged` when a Wallet Standard wallet registers
 * or unregisters after setup; `accountsChanged` from a connected wallet's `change` events;
 * `chainChanged` on switchNetwork; `disconnect` when disconnect() completes.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  return new SolanaAdapter(options);
}
