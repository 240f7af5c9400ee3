import { Eip1193Emitter } from '@kit/core';
import { frameRpc, type FrameRpcHost } from './frame-rpc';

/** What the provider needs from the wallet around it. */
export interface EmbeddedProviderHost extends FrameRpcHost {
  /** The address the current user exposes (preferred account type), or undefined when logged out. */
  address(): Promise<string | undefined>;
  chainId(): number | undefined;
  switchChain(chainId: number): Promise<void>;
  signOut(): Promise<void>;
}

/**
 * The EIP-1193 provider of the embedded wallet for eip155. Accounts and chain come from the
 * secure site's user; safe methods (spec §6) are answered by the frame; unsafe ones open an
 * approval the visitor answers in ApproveTransaction; anything else is refused with 'Requested
 * RPC call is not allowed' (and the modal says 'Action not allowed').
 */
export class EmbeddedEip1193Provider extends Eip1193Emitter {
  readonly isKitEmbeddedWallet = true;
  readonly #host: EmbeddedProviderHost;

  constructor(host: EmbeddedProviderHost) {
    super();
    this.#host = host;
  }

  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    const { method } = args;
    const params = Array.isArray(args.params) ? args.params : [];
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts': {
        const address = await this.#host.address();
        return address === undefined ? [] : [address];
      }
      case 'eth_chainId': {
        const chainId = this.#host.chainId();
        return chainId === undefined ? undefined : `0x${chainId.toString(16)}`;
      }
      case 'wallet_switchEthereumChain': {
        const chainId = Number.parseInt(String((params[0] as { chainId?: string })?.chainId), 16);
        await this.#host.switchChain(chainId);
        return null;
      }
      case 'wallet_revokePermissions':
        // How the EVM adapter disconnects: the embedded wallet signs out.
        await this.#host.signOut();
        return null;
    }
    return frameRpc(this.#host, method, params);
  }
}
