// The Wallet Standard wallets found so far, as connectors. A wallet's id is its name (the standard
// has no other stable identifier; wallets use their brand name), prefixed with the namespace.
import { sanitizeImageUrl } from '@kit/core';
import type { ConnectorDescriptor } from '@kit/core';
import { isSolanaWallet } from './wallet-standard';
import type { Wallet } from './wallet-standard';

/** The connector id of a Wallet Standard wallet. */
export function walletConnectorId(wallet: Pick<Wallet, 'name'>): string {
  return `solana:${wallet.name}`;
}

/**
 * Wallets by connector id; the first wallet registered under a name wins. Hosted connectors (the
 * embedded wallet's AUTH connector, handed in by the store) come first and keep their descriptor.
 */
export class ConnectorCatalog {
  readonly #wallets = new Map<string, Wallet>();
  readonly #hosted = new Map<string, { descriptor: ConnectorDescriptor; wallet: Wallet }>();

  /** Hosts a connector given by the store (the embedded wallet's); true when it is new. */
  host(descriptor: ConnectorDescriptor, wallet: Wallet): boolean {
    if (this.#hosted.get(descriptor.id)?.wallet === wallet) return false;
    this.#hosted.set(descriptor.id, { descriptor: { ...descriptor }, wallet });
    return true;
  }

  /** Forgets a hosted connector; true when it was there. */
  unhost(connectorId: string): boolean {
    return this.#hosted.delete(connectorId);
  }

  /** Adds a Solana wallet; false when it is not one or its name is taken. */
  add(wallet: Wallet): boolean {
    const id = walletConnectorId(wallet);
    if (!isSolanaWallet(wallet) || this.#wallets.has(id)) return false;
    this.#wallets.set(id, wallet);
    return true;
  }

  /** Removes a wallet that unregistered; false when it was not the one listed. */
  remove(wallet: Wallet): boolean {
    const id = walletConnectorId(wallet);
    if (this.#wallets.get(id) !== wallet) return false;
    this.#wallets.delete(id);
    return true;
  }

  wallet(connectorId: string): Wallet | undefined {
    return this.#hosted.get(connectorId)?.wallet ?? this.#wallets.get(connectorId);
  }

  connectors(): ConnectorDescriptor[] {
    const hosted = [...this.#hosted.values()].map(({ descriptor }) => ({ ...descriptor }));
    return hosted.concat(this.#discovered());
  }

  #discovered(): ConnectorDescriptor[] {
    return [...this.#wallets.entries()].map(([id, wallet]) => {
      const imageUrl = sanitizeImageUrl(wallet.icon);
      return {
        id,
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'solana',
        ...(imageUrl && { imageUrl }),
      } satisfies ConnectorDescriptor;
    });
  }

  clear(): void {
    this.#wallets.clear();
    this.#hosted.clear();
  }
}
