import {
  BaseChainAdapter,
  ChainRequestError,
  isKitError,
  nativeBalance,
  NotConfiguredError,
  sanitizeImageUrl,
  type AdapterErrorContext,
  type BalanceParams,
  type ConnectorDescriptor,
  type ConnectParams,
  type ConnectResult,
  type ConnectorParams,
  type KitError,
  type KitNetwork,
  type SignMessageParams,
  type TransferRequest,
} from '@kit/core';
import { TOY_NAMESPACE } from '../ledger/toy-protocol';
import type { ToyWalletProvider } from '../wallet/toy-wallet';
import { TOY_PROFILE } from './toy-profile';

/** The one connector: the wallet injected as `window.toy`. */
export const TOY_CONNECTOR_ID = 'toy:wallet';

/**
 * Kit's adapter for the toy chain, written against @kit/core alone (docs/custom-adapter.md): it
 * finds the injected Toy Wallet, connects, reads balances from the toy node through the store's
 * RPC client, signs messages and sends transfers the wallet signs.
 */
export class ToyAdapter extends BaseChainAdapter {
  readonly namespace = TOY_NAMESPACE;
  readonly capabilities = {
    signMessage: true,
    sendTransfer: true,
    switchNetwork: false,
    estimateFee: false,
    getBalance: true,
    getTokenBalances: false,
  };
  /** Address rule, sign-in message and verifier, Send and sign: what the modal offers toy. */
  readonly profile = TOY_PROFILE;
  private wallet?: ToyWalletProvider;

  protected discover(window: Window) {
    const found = () => {
      this.wallet = (window as Window & { toy?: ToyWalletProvider }).toy;
      this.connectorsChanged();
    };
    found();
    // A wallet injected after the page's scripts announces itself, as extensions do.
    window.addEventListener('toy#initialized', found);
    return () => window.removeEventListener('toy#initialized', found);
  }

  getConnectors(): ConnectorDescriptor[] {
    if (!this.wallet) return [];
    const imageUrl = sanitizeImageUrl(this.wallet.icon);
    return [
      {
        id: TOY_CONNECTOR_ID,
        name: this.wallet.name,
        type: 'INJECTED',
        chain: TOY_NAMESPACE,
        ...(imageUrl ? { imageUrl } : {}),
      },
    ];
  }

  async connect({ connectorId }: ConnectParams): Promise<ConnectResult> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      const wallet = this.requireWallet(connectorId);
      const network = this.network();
      const { address } = await wallet.connect();
      const onDisconnect = () => this.emit({ type: 'disconnect', connectorId });
      wallet.on('disconnect', onDisconnect);
      this.watch(connectorId, () => wallet.off('disconnect', onDisconnect));
      return { accounts: [{ address }], caipNetworkId: network.caipNetworkId };
    });
  }

  async disconnect({ connectorId }: ConnectorParams): Promise<void> {
    // Stop listening first: the store already knows, so the wallet's own event would be an echo.
    this.unwatch(connectorId);
    await this.wallet?.disconnect().catch(() => undefined);
  }

  async getAccounts(): Promise<[]> {
    // The wallet has no silent account query; the store keeps what connect() returned.
    return [];
  }

  getProvider({ connectorId }: ConnectorParams) {
    return connectorId === TOY_CONNECTOR_ID ? this.wallet : undefined;
  }

  async getBalance({ address, network }: BalanceParams) {
    return this.readBalance(async () => {
      const value = await this.rpc(network).request<string>({
        method: 'toy_getBalance',
        params: [address],
      });
      return nativeBalance(network, value);
    });
  }

  async signMessage({ connectorId, message }: SignMessageParams): Promise<string> {
    return this.guard({ fallback: 'SIGN_MESSAGE_FAILED' }, () =>
      this.requireWallet(connectorId).signMessage(message),
    );
  }

  async sendTransfer(request: TransferRequest): Promise<{ hash: string }> {
    return this.guard({ fallback: 'UNKNOWN_ERROR', nodeErrors: true }, async () => {
      const { connectorId, network, from, to, amount, tokenAddress } = request;
      if (tokenAddress !== undefined) {
        throw new NotConfiguredError('UNSUPPORTED_CHAIN', {}, { details: 'toy has no tokens' });
      }
      const wallet = this.requireWallet(connectorId);
      const rpc = this.rpc(network);
      const nonce = await rpc.request<number>({ method: 'toy_getNonce', params: [from] });
      const transfer = { chain: String(network.id), from, to, amount, nonce };
      const signature = await wallet.signTransfer(transfer);
      // The toy node applies a transfer before it answers: the hash means it is final.
      const hash = await rpc.request<string>({
        method: 'toy_sendTransfer',
        params: [{ ...transfer, signature }],
      });
      return { hash };
    });
  }

  /** The node's refusal of a transfer without the funds is Kit's INSUFFICIENT_FUNDS. */
  protected override mapError(error: unknown, context: AdapterErrorContext): KitError {
    if (
      context.nodeErrors &&
      isKitError(error) &&
      error.code === 'RPC_ERROR' &&
      /insufficient funds/.test(error.message)
    ) {
      return new ChainRequestError('INSUFFICIENT_FUNDS', {}, { cause: error });
    }
    return super.mapError(error, context);
  }

  private network(): KitNetwork {
    const network = this.context?.networks[0];
    if (!network) throw new NotConfiguredError('NAMESPACE_NOT_CONFIGURED', { ns: TOY_NAMESPACE });
    return network;
  }

  private requireWallet(connectorId: string): ToyWalletProvider {
    if (connectorId !== TOY_CONNECTOR_ID || !this.wallet) {
      throw new NotConfiguredError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { id: connectorId });
    }
    return this.wallet;
  }
}
