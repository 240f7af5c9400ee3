// The polkadot ChainAdapter: `window.injectedWeb3` extensions (the conventions of
// @polkadot/extension-dapp), accounts and their changes, system.account balances, signRaw message
// signatures and native transfers signed by the extension. Each job lives in its own file; this one
// wires them to the adapter contract and maps every error at the boundary (polkadot-errors.ts).
import { BaseChainAdapter, CONSTANTS, NotConfiguredError, POLKADOT_PROFILE } from '@kit/core';
import type {
  AdapterAccount,
  AdapterBalance,
  AdapterCapabilities,
  AdapterErrorContext,
  BalanceParams,
  CaipNetworkId,
  ConnectParams,
  ConnectResult,
  ConnectorDescriptor,
  ConnectorParams,
  KitNetwork,
  SignMessageParams,
  TransferRequest,
  Unsubscribe,
} from '@kit/core';
import { readFreeBalance } from './balance';
import { ChainApis } from './chain-api';
import { ConnectorCatalog } from './connector-catalog';
import { estimateTransferFee } from './estimate-fee';
import { readInjectedWeb3 } from './injected-web3';
import type { InjectedAccount, InjectedExtension } from './injected-web3';
import { adapterError, toKitError } from './polkadot-errors';
import { sendNativeTransfer } from './send-transfer';
import { signRawMessage } from './sign-message';

/** Options of createPolkadotAdapter; every field is optional. */
export interface PolkadotAdapterOptions {
  /** The dApp name extensions show when asking the visitor (enable(originName)); default 'Kit'. */
  appName?: string;
  /** Look for extensions injected after setup once more after this long (default ASYNC_INJECT_WAIT_MS). */
  injectedWaitMs?: number;
  /** Give up waiting for a transfer's inclusion after this long (default RECEIPT_WAIT_MS). */
  inclusionTimeoutMs?: number;
}

const CAPABILITIES: AdapterCapabilities = Object.freeze({
  signMessage: true,
  sendTransfer: true,
  switchNetwork: false,
  estimateFee: true,
  getBalance: true,
  getTokenBalances: false,
});

interface Connection {
  extension: InjectedExtension;
  accounts: AdapterAccount[];
  stop?: Unsubscribe;
}

/** The polkadot adapter (see createPolkadotAdapter). */
export class PolkadotAdapter extends BaseChainAdapter<PolkadotAdapterOptions> {
  readonly namespace = 'polkadot';
  /** The namespace's rules (address, sign-in, features, units), asked through the registry. */
  readonly profile = POLKADOT_PROFILE;
  readonly capabilities = CAPABILITIES;

  readonly #catalog = new ConnectorCatalog();
  readonly #apis = new ChainApis();
  readonly #connections = new Map<string, Connection>();

  /**
   * Reads `window.injectedWeb3`, and once more after `injectedWaitMs` for extensions that inject
   * late (announced with `connectorsChanged`). Without a window it discovers nothing.
   */
  protected discover(window: Window): Unsubscribe {
    this.#catalog.set(readInjectedWeb3(window));
    const lateScan = setTimeout(
      () => this.#scan(),
      this.options.injectedWaitMs ?? CONSTANTS.ASYNC_INJECT_WAIT_MS,
    );
    return () => clearTimeout(lateScan);
  }

  /** One connector per injected extension, `polkadot:<injectedWeb3 key>`. */
  getConnectors(): ConnectorDescriptor[] {
    return this.#catalog.connectors();
  }

  /**
   * enable(appName) (the extension asks the visitor), then its accounts. Connects on the requested
   * network when it is configured, else on the first configured one: extensions sign for any
   * chain, so there is no wallet-side network to switch.
   */
  async connect(params: ConnectParams): Promise<ConnectResult> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const network = this.#network(params.caipNetworkId);
      const extension = await this.#entry(params.connectorId).enable(this.options.appName ?? 'Kit');
      const accounts = toAccounts(await extension.accounts.get());
      if (accounts.length === 0) {
        throw adapterError('CONNECT_FAILED', 'the extension exposes no account to this site');
      }
      this.#watch(params.connectorId, { extension, accounts });
      return { accounts, caipNetworkId: network.caipNetworkId };
    });
  }

  /** Stops listening to the extension and emits `disconnect`. Extensions cannot revoke; never fails. */
  async disconnect(params: ConnectorParams): Promise<void> {
    this.#unwatch(params.connectorId);
    this.emit({ type: 'disconnect', connectorId: params.connectorId });
  }

  /** The accounts the connected extension exposes now; none when not connected. */
  async getAccounts(params: ConnectorParams): Promise<AdapterAccount[]> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const connection = this.#connections.get(params.connectorId);
      return connection ? toAccounts(await connection.extension.accounts.get()) : [];
    });
  }

  /** The enabled extension (accounts, signer) of a connected connector, or undefined. */
  getProvider(params: ConnectorParams): InjectedExtension | undefined {
    return this.#connections.get(params.connectorId)?.extension;
  }

  /** The free balance of system.account, with the chain's decimals and token symbol. */
  async getBalance(params: BalanceParams): Promise<AdapterBalance> {
    return this.readBalance(async () =>
      readFreeBalance(await this.#apis.get(params.network), params.network, params.address),
    );
  }

  /** signer.signRaw of the UTF-8 message (`type: 'bytes'`); a refusal is 'User rejected the request'. */
  async signMessage(params: SignMessageParams): Promise<string> {
    return this.guard({ fallback: 'SIGN_MESSAGE_FAILED' }, async () =>
      signRawMessage(
        this.#connection(params.connectorId).extension.signer,
        params.address,
        params.message,
      ),
    );
  }

  /**
   * balances.transferKeepAlive signed by the extension; resolves with the extrinsic hash once it
   * is in a block and succeeded. Node and dispatch errors become INSUFFICIENT_FUNDS, NONCE_ERROR,
   * FEE_TOO_LOW or GAS_ERROR.
   */
  async sendTransfer(request: TransferRequest): Promise<{ hash: string }> {
    return this.guard({ fallback: 'UNKNOWN_ERROR', nodeErrors: true }, async () => {
      const { signer } = this.#connection(request.connectorId).extension;
      return sendNativeTransfer(await this.#apis.get(request.network), signer, request, {
        timeoutMs: this.options.inclusionTimeoutMs ?? CONSTANTS.RECEIPT_WAIT_MS,
      });
    });
  }

  /** The runtime's fee for the transfer (paymentInfo's partialFee); failures are ESTIMATE_GAS_FAILED. */
  async estimateFee(request: TransferRequest): Promise<AdapterBalance> {
    return this.guard({ fallback: 'ESTIMATE_GAS_FAILED' }, async () =>
      estimateTransferFee(await this.#apis.get(request.network), request),
    );
  }

  /** Stops discovery and account subscriptions and disconnects from the chains. */
  override async teardown(): Promise<void> {
    await super.teardown();
    for (const connectorId of [...this.#connections.keys()]) this.#unwatch(connectorId);
    this.#catalog.clear();
    await this.#apis.close();
  }

  // ---- internals ------------------------------------------------------------------------------

  protected override mapError(error: unknown, context: AdapterErrorContext) {
    return toKitError(error, context);
  }

  #scan(): void {
    if (this.context?.window && this.#catalog.set(readInjectedWeb3(this.context.window))) {
      this.emit({ type: 'connectorsChanged', connectors: this.#catalog.connectors() });
    }
  }

  #entry(connectorId: string) {
    if (!this.#catalog.entry(connectorId)) this.#scan();
    const entry = this.#catalog.entry(connectorId);
    if (!entry) throw new NotConfiguredError('PROVIDER_NOT_FOUND', {}, { details: connectorId });
    return entry;
  }

  #connection(connectorId: string): Connection {
    const connection = this.#connections.get(connectorId);
    if (!connection) {
      throw new NotConfiguredError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { id: connectorId });
    }
    return connection;
  }

  #network(caipNetworkId: CaipNetworkId | undefined): KitNetwork {
    const networks = this.context?.networks ?? [];
    const network =
      networks.find((candidate) => candidate.caipNetworkId === caipNetworkId) ?? networks[0];
    if (!network) {
      throw new NotConfiguredError('NAMESPACE_NOT_CONFIGURED', { ns: this.namespace });
    }
    return network;
  }

  #watch(connectorId: string, connection: Connection): void {
    this.#unwatch(connectorId);
    this.#connections.set(connectorId, connection);
    connection.stop = connection.extension.accounts.subscribe?.((injected) => {
      const accounts = toAccounts(injected);
      if (sameAddresses(accounts, connection.accounts)) return;
      connection.accounts = accounts;
      this.emit({ type: 'accountsChanged', connectorId, accounts });
    });
  }

  #unwatch(connectorId: string): void {
    this.#connections.get(connectorId)?.stop?.();
    this.#connections.delete(connectorId);
  }
}

function toAccounts(injected: readonly InjectedAccount[]): AdapterAccount[] {
  return injected
    .filter((account) => typeof account?.address === 'string')
    .map((account) => ({ address: account.address, type: 'eoa' }));
}

function sameAddresses(a: readonly AdapterAccount[], b: readonly AdapterAccount[]): boolean {
  return a.length === b.length && a.every((account, i) => account.address === b[i]?.address);
}

/**
 * Creates the polkadot adapter. It emits `connectorsChanged` when an extension injects itself
 * after setup, `accountsChanged` when a connected extension's accounts change (`[]` when it
 * exposes none), and `disconnect` when `disconnect()` completes.
 */
export function createPolkadotAdapter(options: PolkadotAdapterOptions = {}): PolkadotAdapter {
  return new PolkadotAdapter(options);
}
