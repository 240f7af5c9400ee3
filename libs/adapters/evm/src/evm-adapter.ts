// The eip155 ChainAdapter: discovery, connection and wallet events, reads through the store's RPC
// client, signing, sends and network switching. Each job lives in its own file; this one wires
// them to the adapter contract and maps every error at the boundary (evm-errors.ts). The first
// screen needs discovery only: the wallet code (connect, switch, sign, wallet events, the error
// mapping) loads on its first use (lazy-wallet-code.ts), the ethers code on the first read or send
// (lazy-chain-codec.ts).
import { BaseChainAdapter, CONSTANTS, NotConfiguredError, EVM_PROFILE } from '@kit/core';
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
  KitNetwork,
  RpcClient,
  SignMessageParams,
  SwitchNetworkParams,
  TokenBalanceParams,
  TransactionRequest,
  TransferRequest,
  Unsubscribe,
} from '@kit/core';
import type { EvmBalances } from './balances';
import type { WalletState } from './connect';
import { ConnectorCatalog } from './connector-catalog';
import { isEip1193Provider } from './eip1193-provider';
import type { Eip1193Provider } from './eip1193-provider';
import { listenForAnnouncements } from './eip6963-discovery';
import { evmChainId } from './evm-chain-id';
import { watchInjectedProvider } from './injected-discovery';
import {
  estimateTransferFee,
  loadPendingTransactionWatcher,
  readBalances,
  readNativeBalance,
  sendBuiltTransaction,
  sendTransfer,
} from './lazy-chain-codec';
import { loadedWalletCode, loadWalletCode } from './lazy-wallet-code';
import type { WalletCode } from './lazy-wallet-code';
import type { SendContext } from './send-context';
import type { ReceiptWaitOptions, TransactionReceipt } from './wait-for-receipt';
import type {
  PendingTransactionWatcher,
  PendingTransactionWatcherOptions,
} from './pending-transaction-watcher';

/** Options of createEvmAdapter; every field is optional. */
export interface EvmAdapterOptions {
  /** ERC20 addresses per network that getTokenBalances reads when the caller names none. */
  tokens?: Record<CaipNetworkId, string[]>;
  /** Discover wallets that announce themselves through EIP-6963 (default true). */
  eip6963?: boolean;
  /** Discover the legacy `window.ethereum` provider (default true). */
  injected?: boolean;
  /** How long to wait for a `window.ethereum` injected late (default ASYNC_INJECT_WAIT_MS, 1 s). */
  injectedWaitMs?: number;
  /** How long wallet_revokePermissions may take on disconnect (default INJECTED_REVOKE_TIMEOUT_MS). */
  revokeTimeoutMs?: number;
  /** Give up waiting for a sent transaction's receipt after this long (default RECEIPT_WAIT_MS). */
  receiptTimeoutMs?: number;
  /** The rest of the receipt wait (poll delay, confirmations, sleep and clock for tests). */
  receipt?: Omit<ReceiptWaitOptions, 'timeoutMs'>;
  /** Multicall3 per network where it is not at 0xcA11bde05977b3631167028862bE2a173976CA11. */
  multicall3Addresses?: Record<CaipNetworkId, string>;
  /**
   * The pending-transaction watcher (spec §9, off by default: `{ enabled: true }` turns it on): a
   * send whose receipt wait ran out is watched on its network, polled every 30 s (at most 99).
   * When it is mined or dropped the adapter emits `transactionSettled`, which the store turns
   * into a balance refresh and a toast; `onMined` also hears each mined one.
   */
  pendingTransactions?: PendingTransactionWatcherOptions & {
    onMined?(mined: { caipNetworkId: CaipNetworkId; receipt: TransactionReceipt }): void;
  };
}

const CAPABILITIES: AdapterCapabilities = Object.freeze({
  signMessage: true,
  sendTransfer: true,
  switchNetwork: true,
  estimateFee: true,
  getBalance: true,
  getTokenBalances: true,
  sendTransaction: true,
});

/**
 * The eip155 adapter (see createEvmAdapter). Wallet calls go to the connector's EIP-1193 provider
 * with plain `request` calls rather than through ethers' BrowserProvider: that one caches the
 * network and throws "network changed" after a switch, adds eth_chainId round trips and rewraps
 * wallet errors; plain requests send exactly the methods of spec §7. ethers is used for ABI and
 * hex encoding only. Chain reads use the store's RpcClient only.
 */
export class EvmAdapter extends BaseChainAdapter<EvmAdapterOptions> implements ConnectorHost {
  readonly namespace = 'eip155';
  /** The namespace's rules (address, sign-in, features, units), asked through the registry. */
  readonly profile = EVM_PROFILE;
  readonly capabilities = CAPABILITIES;
  /** The embedded wallet's connector and a WalletConnect session's (ConnectorHost). */
  readonly hostsConnectorTypes = ['AUTH', 'WALLET_CONNECT'] as const;

  readonly #catalog = new ConnectorCatalog();
  /** One pending-transaction watcher per network, made on the first send that needs it. */
  readonly #watchers = new Map<CaipNetworkId, PendingTransactionWatcher>();
  #injectedSettled: Promise<void> = Promise.resolve();

  /**
   * Starts discovery: listens for EIP-6963 announcements and requests them, and reads
   * `window.ethereum` (waiting for a late one in the background). Without a window (server
   * rendering) it discovers nothing. Connectors found while setting up are in getConnectors();
   * later ones are announced with `connectorsChanged`.
   */
  protected discover(window: Window): Unsubscribe[] {
    const stops: Unsubscribe[] = [() => void (this.#injectedSettled = Promise.resolve())];
    if (this.options.eip6963 !== false) {
      stops.push(
        listenForAnnouncements(window, (announcement) => {
          if (this.#catalog.announce(announcement)) this.connectorsChanged();
        }),
      );
    }
    if (this.options.injected !== false) {
      let settle: () => void = () => undefined;
      this.#injectedSettled = new Promise((resolve) => (settle = resolve));
      stops.push(
        watchInjectedProvider(
          window,
          (provider) => {
            if (this.#catalog.setInjected(provider)) this.connectorsChanged();
          },
          {
            waitMs: this.options.injectedWaitMs ?? CONSTANTS.ASYNC_INJECT_WAIT_MS,
            onSettled: settle,
          },
        ),
      );
    }
    return stops;
  }

  /** The connectors found so far: announced wallets, then `eip155:injected` unless it is one of them. */
  getConnectors(): ConnectorDescriptor[] {
    return this.#catalog.connectors();
  }

  /**
   * eth_requestAccounts and eth_chainId; switches to `caipNetworkId` when the wallet is elsewhere
   * and the network is configured. As in wagmi, only a refusal of that switch fails the
   * connection: any other switch failure leaves the wallet where it is and the result says where.
   * There is no timeout here: the store races connecting against the modal closing.
   */
  async connect(params: ConnectParams): Promise<ConnectResult> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const loading = loadingWalletCode();
      const provider = await this.#provider(params.connectorId);
      const wallet = await loading;
      const state = await wallet.requestAccess(provider);
      const target = this.context?.networks.find(
        (network) => network.caipNetworkId === params.caipNetworkId,
      );
      if (target && evmChainId(target) !== state.chainId) {
        try {
          await wallet.switchWalletChain(provider, target);
          state.chainId = await wallet.readChainId(provider);
        } catch (error) {
          const mapped = wallet.toKitError(error, { fallback: 'CONNECT_FAILED' });
          if (mapped.code === 'USER_REJECTED') throw mapped;
        }
      }
      return this.#connected(wallet, params.connectorId, provider, state);
    });
  }

  /** eth_accounts without prompting; undefined when the wallet is gone or no longer authorises the site. */
  async reconnect(params: ConnectorParams): Promise<ConnectResult | undefined> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const loading = loadingWalletCode();
      const provider = await this.#findProvider(params.connectorId);
      if (!provider) return undefined;
      const wallet = await loading;
      const state = await wallet.readGrantedAccess(provider);
      return state && this.#connected(wallet, params.connectorId, provider, state);
    });
  }

  /**
   * Stops listening to the wallet, asks it to revoke the site's access (best effort, capped at
   * INJECTED_REVOKE_TIMEOUT_MS) and emits `disconnect`. Never fails: the visitor wants out.
   */
  async disconnect(params: ConnectorParams): Promise<void> {
    // Listeners go first: the accountsChanged([]) a wallet emits on revoke is not a lock.
    this.unwatch(params.connectorId);
    const provider = this.#catalog.provider(params.connectorId);
    // A connected wallet's code has loaded; failing to load it only skips the best-effort revoke.
    const wallet = provider && (await loadWalletCode().catch(() => undefined));
    if (provider && wallet) await wallet.revokeAccess(provider, this.options.revokeTimeoutMs);
    this.emit({ type: 'disconnect', connectorId: params.connectorId });
  }

  /** The accounts the wallet exposes to the site now (eth_accounts), checksummed. */
  async getAccounts(params: ConnectorParams): Promise<AdapterAccount[]> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const provider = await this.#provider(params.connectorId);
      return (await loadWalletCode()).readAccounts(provider);
    });
  }

  /**
   * Serves a connector found outside discovery: the embedded wallet's AUTH connector
   * (`eip155:auth`, listed first) or a WalletConnect session's EIP-1193 provider
   * (`eip155:walletConnect`). It is listed, and connects, signs and sends like any wallet. The
   * very same provider and descriptor again changes nothing (its events stay watched).
   */
  attachConnector(params: { descriptor: ConnectorDescriptor; provider: unknown }): void {
    if (!isEip1193Provider(params.provider) || params.descriptor.chain !== 'eip155') {
      throw new NotConfiguredError(
        'PROVIDER_NOT_FOUND',
        {},
        { details: `${params.descriptor.id} is not an eip155 connector with an EIP-1193 provider` },
      );
    }
    if (this.#catalog.provider(params.descriptor.id) !== params.provider) {
      this.unwatch(params.descriptor.id);
    }
    if (this.#catalog.attach(params.descriptor, params.provider)) this.connectorsChanged();
  }

  /** Stops serving an external connector (its session ended). */
  detachConnector(params: ConnectorParams): void {
    this.unwatch(params.connectorId);
    if (this.#catalog.detach(params.connectorId)) this.connectorsChanged();
  }

  /** The connector's EIP-1193 provider, or undefined. */
  getProvider(params: ConnectorParams): Eip1193Provider | undefined {
    return this.#catalog.provider(params.connectorId);
  }

  /** The native balance (eth_getBalance) through the network's RPC client. */
  async getBalance(params: BalanceParams): Promise<AdapterBalance> {
    return this.readBalance(() =>
      readNativeBalance(this.#rpc(params.network), params.network, params.address),
    );
  }

  /**
   * ERC20 balances by one Multicall3 aggregate3. With an empty `tokenAddresses` it reads the
   * network's tokens from the `tokens` option. Tokens whose reads fail are left out.
   */
  async getTokenBalances(params: TokenBalanceParams): Promise<AdapterTokenBalance[]> {
    return this.guard({ fallback: 'BALANCE_UNAVAILABLE' }, async () => {
      const { tokens } = await readBalances(
        this.#rpc(params.network),
        params.network,
        params.address,
        this.#tokensFor(params.network, params.tokenAddresses),
        { ...this.#multicallOptions(params.network), native: false },
      );
      return tokens;
    });
  }

  /** Native and ERC20 balances together in one Multicall3 aggregate3 (EVM-only extra). */
  async getBalances(params: {
    address: string;
    network: KitNetwork;
    tokenAddresses?: string[];
  }): Promise<EvmBalances> {
    return this.guard({ fallback: 'BALANCE_UNAVAILABLE' }, async () => {
      const { native, tokens } = await readBalances(
        this.#rpc(params.network),
        params.network,
        params.address,
        this.#tokensFor(params.network, params.tokenAddresses ?? []),
        { ...this.#multicallOptions(params.network), native: true },
      );
      return { native: native as AdapterBalance, tokens };
    });
  }

  /** personal_sign of the UTF-8 message; a refusal is 'User rejected the request'. */
  async signMessage(params: SignMessageParams): Promise<string> {
    return this.guard({ fallback: 'SIGN_MESSAGE_FAILED' }, async () => {
      const provider = await this.#provider(params.connectorId);
      return (await loadWalletCode()).personalSign(provider, params.address, params.message);
    });
  }

  /**
   * Sends a native or ERC20 transfer from the wallet on `request.network` (switching first when
   * needed) and resolves once the receipt is in; node send errors become NONCE_ERROR,
   * FEE_TOO_LOW, GAS_ERROR or INSUFFICIENT_FUNDS.
   */
  async sendTransfer(request: TransferRequest): Promise<{ hash: string }> {
    return this.guard({ fallback: 'UNKNOWN_ERROR', nodeErrors: true }, async () => {
      return sendTransfer(request, await this.#sendContext(request));
    });
  }

  /**
   * Sends a built transaction (a swap's approval or swap: calldata, value, gas and gas price as
   * the swap service priced them) like sendTransfer, resolving once the receipt is in.
   */
  async sendTransaction(request: TransactionRequest): Promise<{ hash: string }> {
    return this.guard({ fallback: 'UNKNOWN_ERROR', nodeErrors: true }, async () => {
      return sendBuiltTransaction(request, request.network, await this.#sendContext(request));
    });
  }

  /** eth_estimateGas × eth_gasPrice in the native currency; any failure is ESTIMATE_GAS_FAILED. */
  async estimateFee(request: TransferRequest): Promise<AdapterBalance> {
    return this.guard({ fallback: 'ESTIMATE_GAS_FAILED' }, () =>
      estimateTransferFee(this.#rpc(request.network), request),
    );
  }

  /** wallet_switchEthereumChain, adding the chain on 4902; the wallet then emits chainChanged. */
  async switchNetwork(params: SwitchNetworkParams): Promise<void> {
    return this.guard({ fallback: 'UNKNOWN_ERROR' }, async () => {
      const provider = await this.#provider(params.connectorId);
      return (await loadWalletCode()).switchWalletChain(provider, params.network);
    });
  }

  /** Stops discovery and every wallet subscription. */
  override teardown(): void {
    super.teardown();
    for (const watcher of this.#watchers.values()) watcher.stop();
    this.#watchers.clear();
    this.#catalog.clear();
  }

  // ---- internals ------------------------------------------------------------------------------

  async #sendContext(request: { connectorId: string; network: KitNetwork }): Promise<SendContext> {
    const provider = await this.#provider(request.connectorId);
    // Loaded with the send code (lazy-chain-codec.ts), which the send is about to load anyway.
    const Watcher = await loadPendingTransactionWatcher();
    return {
      provider,
      rpc: this.#rpc(request.network),
      ensureChain: (network) => this.#ensureChain(provider, network),
      receipt: {
        ...this.options.receipt,
        timeoutMs: this.options.receiptTimeoutMs ?? CONSTANTS.RECEIPT_WAIT_MS,
      },
      onReceiptTimeout: (hash) => this.#watcher(request.network, Watcher).watch(hash),
    };
  }

  #watcher(
    network: KitNetwork,
    Watcher: typeof PendingTransactionWatcher,
  ): PendingTransactionWatcher {
    const { caipNetworkId } = network;
    let watcher = this.#watchers.get(caipNetworkId);
    if (!watcher) {
      const { onMined, ...options } = this.options.pendingTransactions ?? {};
      watcher = new Watcher(
        this.#rpc(network),
        (settled) => {
          if (settled.status !== 'dropped') onMined?.({ caipNetworkId, receipt: settled.receipt });
          const { hash, status } = settled;
          this.emit({ type: 'transactionSettled', caipNetworkId, hash, status });
        },
        options,
      );
      this.#watchers.set(caipNetworkId, watcher);
    }
    return watcher;
  }

  /**
   * The base guard, mapping with the wallet code's rules (evm-errors.ts): it loads them first when
   * the failure came before any wallet code (usually it has loaded already).
   */
  protected override async guard<T>(
    context: AdapterErrorContext,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await loadWalletCode().catch(() => undefined);
      throw this.mapError(error, context);
    }
  }

  /**
   * evm-errors.ts's mapping once the wallet code has loaded. Before that, or when it cannot load
   * (the failed chunk load is then the error itself), @kit/core's: a KitError passes, anything
   * else is the operation's fallback (connect's CONNECT_FAILED, 'Failed to connect').
   */
  protected override mapError(error: unknown, context: AdapterErrorContext) {
    return loadedWalletCode()?.toKitError(error, context) ?? super.mapError(error, context);
  }

  #connected(
    wallet: WalletCode,
    connectorId: string,
    provider: Eip1193Provider,
    state: WalletState,
  ): ConnectResult {
    this.#watch(wallet, connectorId, provider);
    return { accounts: state.accounts, caipNetworkId: wallet.toCaipNetworkId(state.chainId) };
  }

  /** The provider of a connector, waiting for a late injection or announcement first if needed. */
  async #findProvider(connectorId: string): Promise<Eip1193Provider | undefined> {
    const found = this.#catalog.provider(connectorId);
    if (found) return found;
    await this.#injectedSettled;
    return this.#catalog.provider(connectorId);
  }

  async #provider(connectorId: string): Promise<Eip1193Provider> {
    const provider = await this.#findProvider(connectorId);
    if (!provider) throw new NotConfiguredError('PROVIDER_NOT_FOUND', {}, { details: connectorId });
    return provider;
  }

  #rpc(network: KitNetwork): RpcClient {
    return this.rpc(network, evmChainId(network));
  }

  async #ensureChain(provider: Eip1193Provider, network: KitNetwork): Promise<number> {
    const target = evmChainId(network);
    const wallet = await loadWalletCode();
    if ((await wallet.readChainId(provider)) !== target) {
      await wallet.switchWalletChain(provider, network);
    }
    return target;
  }

  #tokensFor(network: KitNetwork, requested: readonly string[]): readonly string[] {
    return requested.length > 0 ? requested : (this.options.tokens?.[network.caipNetworkId] ?? []);
  }

  #multicallOptions(network: KitNetwork): { multicallAddress?: string } {
    const address = this.options.multicall3Addresses?.[network.caipNetworkId];
    return address === undefined ? {} : { multicallAddress: address };
  }

  #watch(wallet: WalletCode, connectorId: string, provider: Eip1193Provider): void {
    this.watch(
      connectorId,
      wallet.listenToWallet(
        provider,
        connectorId,
        (event) => this.emit(event),
        () => this.unwatch(connectorId),
      ),
    );
  }
}

/**
 * Starts loading the wallet code while the provider is looked up (a late `window.ethereum` may be
 * awaited first), so a connect or the reconnect on load waits for the slower of the two only.
 * The caller awaits it when it needs the code; a failure it does not await is not unhandled.
 */
function loadingWalletCode(): Promise<WalletCode> {
  const loading = loadWalletCode();
  loading.catch(() => undefined);
  return loading;
}

/**
 * Creates the eip155 adapter. It emits:
 * - `connectorsChanged` (the full list) when a wallet announces itself or `window.ethereum`
 *   appears after setup;
 * - `accountsChanged`, `chainChanged`, `disconnect` for connected connectors only, from the
 *   wallet's EIP-1193 events (`[]` accounts when the wallet locks);
 * - `disconnect` when `disconnect()` completes.
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  return new EvmAdapter(options);
}
