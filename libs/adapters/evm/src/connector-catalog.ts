// The connectors discovered so far and their live providers. Descriptors go to the store;
// providers stay here (ARCHITECTURE.md: providers are never in Redux state).
import { announcedConnector } from '@kit/core';
import type { ConnectorDescriptor } from '@kit/core';
import type { Eip1193Provider } from './eip1193-provider';
import type { Eip6963Announcement } from './eip6963-discovery';
import { injectedWalletInfo } from './injected-discovery';

/** The id of the legacy `window.ethereum` connector. */
export const INJECTED_CONNECTOR_ID = 'eip155:injected';

/** The connector id of an EIP-6963 wallet: `eip155:<rdns>`. */
export function announcedConnectorId(rdns: string): string {
  return `eip155:${rdns}`;
}

interface Entry {
  descriptor: ConnectorDescriptor;
  provider: Eip1193Provider;
}

/**
 * Announced wallets (by rdns, in order of first announcement) and the injected provider. The
 * injected one is hidden when an announced wallet is the same wallet (same rdns as its flags
 * suggest, or the very same provider object): the announcement carries the real name and icon.
 * A hidden injected provider can still be reached by id, so a connection saved under
 * 'eip155:injected' on an earlier visit still reconnects.
 */
export class ConnectorCatalog {
  #announced = new Map<string, Entry>();
  #injected: (Entry & { rdns?: string }) | undefined;
  /**
   * Connectors handed in from outside discovery: the embedded wallet's AUTH connector and a
   * WalletConnect session's provider.
   */
  #attached = new Map<string, Entry>();

  /** Records an announcement; true when the visible connectors changed (a new or updated wallet). */
  announce({ info, provider }: Eip6963Announcement): boolean {
    const descriptor = announcedConnector('eip155', info);
    const previous = this.#announced.get(info.rdns);
    // Every wallet re-announces when anyone dispatches eip6963:requestProvider: not a change.
    if (previous?.provider === provider && sameDescriptor(previous.descriptor, descriptor)) {
      return false;
    }
    this.#announced.set(info.rdns, { descriptor, provider });
    return true;
  }

  /** Records the `window.ethereum` provider; true when the visible connectors changed. */
  setInjected(provider: Eip1193Provider): boolean {
    if (this.#injected?.provider === provider) return false;
    const wasVisible = this.#injectedVisible();
    const { name, rdns } = injectedWalletInfo(provider);
    this.#injected = {
      provider,
      ...(rdns !== undefined && { rdns }),
      descriptor: {
        id: INJECTED_CONNECTOR_ID,
        name,
        type: 'INJECTED',
        chain: 'eip155',
        ...(rdns !== undefined && { info: { rdns } }),
      },
    };
    return wasVisible || this.#injectedVisible();
  }

  /**
   * Records a connector from outside discovery (replacing one of the same id); true when the list
   * changed, false for the very same provider and descriptor again.
   */
  attach(descriptor: ConnectorDescriptor, provider: Eip1193Provider): boolean {
    const previous = this.#attached.get(descriptor.id);
    if (previous?.provider === provider && sameDescriptor(previous.descriptor, descriptor)) {
      return false;
    }
    this.#attached.set(descriptor.id, { descriptor: copy(descriptor), provider });
    return true;
  }

  /** Forgets an attached connector; true when it was there. */
  detach(connectorId: string): boolean {
    return this.#attached.delete(connectorId);
  }

  /**
   * The visible connectors: attached AUTH ones (the embedded wallet) first, announced wallets,
   * the injected one unless it is hidden, then the other attached ones (WalletConnect).
   */
  connectors(): ConnectorDescriptor[] {
    const attached = [...this.#attached.values()];
    const list = [
      ...attached.filter((entry) => entry.descriptor.type === 'AUTH'),
      ...this.#announced.values(),
    ].map((entry) => copy(entry.descriptor));
    if (this.#injected && this.#injectedVisible()) list.push(copy(this.#injected.descriptor));
    for (const entry of attached) {
      if (entry.descriptor.type !== 'AUTH') list.push(copy(entry.descriptor));
    }
    return list;
  }

  /** The provider of a connector id, hidden injected one included. */
  provider(connectorId: string): Eip1193Provider | undefined {
    const attached = this.#attached.get(connectorId);
    if (attached) return attached.provider;
    if (connectorId === INJECTED_CONNECTOR_ID) return this.#injected?.provider;
    for (const entry of this.#announced.values()) {
      if (entry.descriptor.id === connectorId) return entry.provider;
    }
    return undefined;
  }

  /** Forgets everything (teardown). */
  clear(): void {
    this.#announced.clear();
    this.#attached.clear();
    this.#injected = undefined;
  }

  #injectedVisible(): boolean {
    const injected = this.#injected;
    if (!injected) return false;
    for (const [rdns, entry] of this.#announced) {
      if (entry.provider === injected.provider) return false;
      if (injected.rdns !== undefined && rdns === injected.rdns) return false;
    }
    return true;
  }
}

// Copies, so the store (which freezes what it keeps) never shares an object with the catalogue.
function copy(descriptor: ConnectorDescriptor): ConnectorDescriptor {
  return { ...descriptor, ...(descriptor.info && { info: { ...descriptor.info } }) };
}

function sameDescriptor(a: ConnectorDescriptor, b: ConnectorDescriptor): boolean {
  return (
    a.name === b.name &&
    a.imageUrl === b.imageUrl &&
    a.info?.uuid === b.info?.uuid &&
    a.info?.rdns === b.info?.rdns
  );
}
