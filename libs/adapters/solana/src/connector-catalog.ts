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

/** Wallets by connector id; the first wallet registered under a name wins. */
export class ConnectorCatalog {
  readonly #wallets = new Map<string, Wallet>();

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
    return this.#wallets.get(connectorId);
  }

  connectors(): ConnectorDescriptor[] {
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
  }
}
