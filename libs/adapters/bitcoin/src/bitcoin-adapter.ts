// The bip122 ChainAdapter: injected wallets announced with 'bitcoin:announceProvider' (the provider
// interface of bitcoin-provider.ts), accounts with purposes, BIP-322 message signing, balances
// from UTXOs and PSBT sends through an Esplora API. Each job lives in its own file; this one wires
// them to the adapter contract and maps every error at the boundary (bitcoin-errors.ts).
import {
  BaseChainAdapter,
  nativeBalance,
  NotConfiguredError,
  WalletConnectionError,
  BITCOIN_PROFILE,
} from '@kit/core';
import type {
  AdapterAccount,
  AdapterBalance,
  AdapterCapabilities,
  AdapterErrorContext,
  BalanceParams,
  CaipNetworkId,
  ConnectResult,
  ConnectorDescriptor,
  ConnectorParams,
  KitNetwork,
  SignMessageParams,
  TransferRequest,
  Unsubscribe,
} from '@kit/core';
import { toAdapterAccounts, toWalletAccounts } from './bitcoin-accounts';
import { BitcoinConnectorCatalog, listenForBitcoinWallets } from './bitcoin-discovery';
import { toKitError } from './bitcoin-errors';
import { bitcoinChainKind, esploraUrl } from './bitcoin-network-ids';
import type { BitcoinWalletAccount, BitcoinWalletProvider } from './bitcoin-provider';
import { EsploraClient } from './esplora-client';
// Types only (erased): the module itself is imported dynamically, see loadSendPath.
import type * as SendPath from './send-transfer';
import type { FetchLike } from './esplora-client';

/** Options of createBitcoinAdapter; every field is optional. */
export interface BitcoinAdapterOptions {
  /** Esplora base URLs by CAIP-2 network id, over the networks' own `rpcUrls.default.http[0]`. */
  esploraUrls?: Record<CaipNetworkId, string>;
  /** The fetch used for Esplora (defaults to the global fetch). */
  fetch?: FetchLike;
  /** Confirmation target in blocks whose fee estimate sends pay (default 6, about an hour). */
  feeTargetBlocks?: number;
}

const CAPABILITIES: AdapterCapabilities = Object.freeze({
  signMessage: true,
  sendTransfer: true,
  // Bitcoin wallets choose their network themselves; no provider method asks them to switch.
  switchNetwork: false,
  estimateFee: true,
  getBalance: true,
  getTokenBalances: false,
});

const CAIP_BIP122 = /^bip122:[0-9a-f]{32}$/;

/** The bip122 adapter (see createBitcoinAdapter). */
export class BitcoinAdapter extends BaseChainAdapter<BitcoinAdapterOptions> {
  readonly namespace = 'bip122';
  /** The namespace's rules (address, sign-in, features, units), asked through the registry. */
  readonly profile = BITCOIN_PROFILE;
  readonly capabilities = CAPABILITIES;

  readonly #catalog = new BitcoinConnectorCatalog();

  /** Listens for wallet announcements and asks the wallets on the page to announce. */
  protected discover(window: Window): Unsubscribe {
    return listenForBitcoinWallets(window, (detail) => {
      if (this.#catalog.announce(detail)) this.connectorsChanged();
    });
  }

  /** The announced wallets, `bip122:<rdns>`, type ANNOUNCED. */
  getConnectors(): ConnectorDescriptor[] {
    return this.#catalog.connectors();
  }

  /**
   * requestAccounts for the payment and ordinals purposes (payment first in the result), then
   * getNetwork. The wallet decides the network: `caipNetworkId` is not forced.
   */
  async connect(params: ConnectorParams): Promise<ConnectResult> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const provider = this.#provider(params.connectorId);
      const accounts = toWalletAccounts(
        await provider.requestAccounts({ purposes: ['payment', 'ordinals'] }),
      );
      if (accounts.length === 0) {
        throw new WalletConnectionError('CONNECT_FAILED', {
          details: 'the wallet shared no account',
        });
      }
      return this.#connected(params.connectorId, provider, accounts);
    });
  }

  /** getAccounts without prompting; undefined when the wallet is gone or shares nothing. */
  async reconnect(params: ConnectorParams): Promise<ConnectResult | undefined> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const provider = this.#catalog.provider(params.connectorId);
      if (!provider) return undefined;
      const accounts = toWalletAccounts(await provider.getAccounts());
      return accounts.length === 0
        ? undefined
        : this.#connected(params.connectorId, provider, accounts);
    });
  }

  /** Stops listening, asks the wallet to forget the site (best effort) and emits `disconnect`. */
  async disconnect(params: ConnectorParams): Promise<void> {
    this.unwatch(params.connectorId);
    try {
      await this.#catalog.provider(params.connectorId)?.disconnect?.();
    } catch {
      // The visitor wants out; a wallet that cannot forget the site does not stop that.
    }
    this.emit({ type: 'disconnect', connectorId: params.connectorId });
  }

  /** The accounts the wallet shares now, payment first. */
  async getAccounts(params: ConnectorParams): Promise<AdapterAccount[]> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () =>
      toAdapterAccounts(await this.#walletAccounts(params.connectorId)),
    );
  }

  /** The connector's provider (BitcoinWalletProvider), or undefined. */
  getProvider(params: ConnectorParams): BitcoinWalletProvider | undefined {
    return this.#catalog.provider(params.connectorId);
  }

  /** The sum of the address's unspent outputs, confirmed and in the mempool, in satoshis. */
  async getBalance(params: BalanceParams): Promise<AdapterBalance> {
    return this.readBalance(async () => {
      const utxos = await this.#esplora(params.network).utxos(params.address);
      return nativeBalance(
        params.network,
        utxos.reduce((sum, utxo) => sum + utxo.value, 0n),
      );
    });
  }

  /** A BIP-322 simple signature (base64) of the UTF-8 message by `address`. */
  async signMessage(params: SignMessageParams): Promise<string> {
    return this.guard({ fallback: 'SIGN_MESSAGE_FAILED' }, async () => {
      const { signature } = await this.#provider(params.connectorId).signMessage({
        address: params.address,
        message: params.message,
        protocol: 'bip322',
      });
      if (typeof signature !== 'string' || signature === '') {
        throw new TypeError('the wallet returned no signature');
      }
      return signature;
    });
  }

  /**
   * Sends `amount` satoshis from the wallet's `from` account: coin selection (largest first),
   * change back to `from`, the fee of the `feeTargetBlocks` estimate; the wallet signs the PSBT,
   * the adapter finalises and broadcasts it. Resolves the txid once Esplora accepted it.
   */
  async sendTransfer(request: TransferRequest): Promise<{ hash: string }> {
    return this.guard({ fallback: 'UNKNOWN_ERROR' }, async () => {
      const provider = this.#provider(request.connectorId);
      const from = await this.#account(request.connectorId, request.from);
      const { sendTransfer } = await loadSendPath();
      return sendTransfer(request, from, { ...this.#transferContext(request.network), provider });
    });
  }

  /** The fee the transfer would pay, in satoshis. */
  async estimateFee(request: TransferRequest): Promise<AdapterBalance> {
    return this.guard({ fallback: 'ESTIMATE_GAS_FAILED' }, async () => {
      const from = await this.#account(request.connectorId, request.from);
      const { planTransfer } = await loadSendPath();
      const plan = await planTransfer(request, from, this.#transferContext(request.network));
      return nativeBalance(request.network, plan.fee);
    });
  }

  /** Stops discovery and every wallet subscription. */
  override teardown(): void {
    super.teardown();
    this.#catalog.clear();
  }

  // ---- internals ------------------------------------------------------------------------------

  protected override mapError(error: unknown, context: AdapterErrorContext) {
    return toKitError(error, context.fallback);
  }

  #provider(connectorId: string): BitcoinWalletProvider {
    const provider = this.#catalog.provider(connectorId);
    if (!provider) throw new NotConfiguredError('PROVIDER_NOT_FOUND', {}, { details: connectorId });
    return provider;
  }

  async #walletAccounts(connectorId: string): Promise<BitcoinWalletAccount[]> {
    return toWalletAccounts(await this.#provider(connectorId).getAccounts());
  }

  async #account(connectorId: string, address: string): Promise<BitcoinWalletAccount> {
    const account = (await this.#walletAccounts(connectorId)).find(
      (candidate) => candidate.address === address,
    );
    if (!account) {
      throw new NotConfiguredError(
        'PROVIDER_NOT_FOUND',
        {},
        {
          details: `the wallet does not share ${address}`,
        },
      );
    }
    return account;
  }

  async #connected(
    connectorId: string,
    provider: BitcoinWalletProvider,
    accounts: BitcoinWalletAccount[],
  ): Promise<ConnectResult> {
    const caipNetworkId = await provider.getNetwork();
    if (typeof caipNetworkId !== 'string' || !CAIP_BIP122.test(caipNetworkId)) {
      throw new WalletConnectionError('CONNECT_FAILED', {
        details: `the wallet is on ${String(caipNetworkId)}, not a bip122 network`,
      });
    }
    this.#watch(connectorId, provider);
    return { accounts: toAdapterAccounts(accounts), caipNetworkId: caipNetworkId as CaipNetworkId };
  }

  #esplora(network: KitNetwork): EsploraClient {
    bitcoinChainKind(network); // 'Unsupported chain' before any request for a foreign network
    const fetchImpl = this.options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    return new EsploraClient(esploraUrl(network, this.options.esploraUrls), fetchImpl);
  }

  #transferContext(network: KitNetwork) {
    return {
      esplora: this.#esplora(network),
      network,
      feeTargetBlocks: this.options.feeTargetBlocks ?? 6,
    };
  }

  #watch(connectorId: string, provider: BitcoinWalletProvider): void {
    const onAccounts = (raw: BitcoinWalletAccount[]) => {
      let accounts: AdapterAccount[];
      try {
        accounts = toAdapterAccounts(toWalletAccounts(raw));
      } catch {
        return; // a malformed event is ignored, as a wallet's noise should be
      }
      this.emit({ type: 'accountsChanged', connectorId, accounts });
    };
    const onNetwork = (caipNetworkId: string) => {
      if (typeof caipNetworkId !== 'string' || !CAIP_BIP122.test(caipNetworkId)) return;
      this.emit({
        type: 'chainChanged',
        connectorId,
        caipNetworkId: caipNetworkId as CaipNetworkId,
      });
    };
    const onDisconnect = () => {
      this.unwatch(connectorId);
      this.emit({ type: 'disconnect', connectorId });
    };
    provider.on('accountsChanged', onAccounts);
    provider.on('networkChanged', onNetwork);
    provider.on('disconnect', onDisconnect);
    this.watch(connectorId, () => {
      provider.removeListener('accountsChanged', onAccounts);
      provider.removeListener('networkChanged', onNetwork);
      provider.removeListener('disconnect', onDisconnect);
    });
  }
}

/**
 * bitcoinjs-lib and secp256k1 (~140 KB minified) load on the first send or fee estimate:
 * discovery, connection, balances and message signing (the wallet signs) need none of them.
 */
function loadSendPath(): Promise<typeof SendPath> {
  return import('./send-transfer');
}

/**
 * Creates the bip122 adapter. It emits `connectorsChanged` when a wallet announces itself after
 * setup, and `accountsChanged`, `chainChanged` and `disconnect` from connected wallets' events.
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  return new BitcoinAdapter(options);
}
