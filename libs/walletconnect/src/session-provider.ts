import { Eip1193Emitter, EVM_PROFILE } from '@kit/core';
import type { CaipNetworkId, ChainNamespace, PairingSession } from '@kit/core';
import { addressesOn } from './session-model';

// The namespace whose provider speaks EIP-1193's eth_/wallet_ methods locally.
const EIP155 = EVM_PROFILE.namespace;

/** What a namespace provider needs from the connector that owns the session. */
export interface SessionProviderHost {
  session(): PairingSession | undefined;
  /** Sends a wallet request over the session to one chain of the namespace. */
  request(chainId: CaipNetworkId, method: string, params: unknown): Promise<unknown>;
  /** Moves the namespace's default chain (a local switch: the chain is already in the session). */
  setDefaultChain(namespace: ChainNamespace, chainId: CaipNetworkId): void;
  /** Ends the session with the wallet. */
  disconnect(): Promise<void>;
}

/** An EIP-1193-style provider error (code + message), as wallets and adapters expect them. */
export class SessionProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'SessionProviderError';
  }
}

/**
 * One namespace of a WalletConnect session as a provider with EIP-1193's shape: `request`,
 * `on`, `removeListener`. Requests go to the wallet on the namespace's default chain; the answers
 * a session already holds (accounts, chain id, switching between granted chains) are local, as in
 * WalletConnect's own providers. `eip155` adds the eth_/wallet_ methods below.
 */
export class SessionProvider extends Eip1193Emitter {
  constructor(
    readonly namespace: ChainNamespace,
    private readonly host: SessionProviderHost,
  ) {
    super();
  }

  /** EIP-1193 request. */
  async request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    const session = this.host.session();
    if (!session?.namespaces[this.namespace]) {
      throw new SessionProviderError(4900, 'The WalletConnect session is disconnected');
    }
    const chain = session.defaultChain[this.namespace];
    if (this.namespace === EIP155) {
      const local = await this.#eip155(session, chain, args);
      if (local.handled) return local.value;
    }
    if (chain === undefined) throw new SessionProviderError(4901, 'No chain in the session');
    return this.host.request(chain, args.method, args.params ?? []);
  }

  /** The session's accounts on the default chain, and that chain, as the events carry them. */
  announce(session: PairingSession): void {
    const chain = session.defaultChain[this.namespace];
    if (chain !== undefined) this.emit('chainChanged', this.#chainValue(chain));
    this.emit('accountsChanged', addressesOn(session, this.namespace, chain));
  }

  async #eip155(
    session: PairingSession,
    chain: CaipNetworkId | undefined,
    args: { method: string; params?: readonly unknown[] | object },
  ): Promise<{ handled: true; value: unknown } | { handled: false }> {
    switch (args.method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return { handled: true, value: addressesOn(session, EIP155, chain) };
      case 'eth_chainId':
        return { handled: true, value: chain === undefined ? null : this.#chainValue(chain) };
      case 'wallet_switchEthereumChain': {
        const requested = (args.params as Array<{ chainId?: unknown }> | undefined)?.[0]?.chainId;
        const target = `${EIP155}:${Number(requested)}` as CaipNetworkId;
        if (!session.namespaces[EIP155]?.chains.includes(target)) {
          // 4902 "unrecognised chain": the adapter then asks the wallet to add it.
          throw new SessionProviderError(4902, `Chain ${target} is not in the session`);
        }
        if (target !== chain) this.host.setDefaultChain(EIP155, target);
        return { handled: true, value: null };
      }
      case 'wallet_revokePermissions':
        // The visitor disconnects: end the session itself, not only the site's permission.
        await this.host.disconnect();
        return { handled: true, value: null };
      default:
        return { handled: false };
    }
  }

  #chainValue(chain: CaipNetworkId): unknown {
    const reference = chain.slice(chain.indexOf(':') + 1);
    return this.namespace === EIP155 ? `0x${Number(reference).toString(16)}` : chain;
  }
}
