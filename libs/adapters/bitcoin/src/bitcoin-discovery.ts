// Discovery of injected Bitcoin wallets: they announce themselves with 'bitcoin:announceProvider'
// and answer 'bitcoin:requestProvider' by announcing again (the EIP-6963 pattern; see README.md).
import {
  announcedConnector,
  listenForWalletAnnouncements,
  parseWalletAnnouncement,
} from '@kit/core';
import type { ConnectorDescriptor, Unsubscribe } from '@kit/core';
import {
  BITCOIN_ANNOUNCE_EVENT,
  BITCOIN_REQUEST_EVENT,
  isBitcoinWalletProvider,
} from './bitcoin-provider';
import type { BitcoinProviderDetail } from './bitcoin-provider';

const BITCOIN_EVENTS = { announce: BITCOIN_ANNOUNCE_EVENT, request: BITCOIN_REQUEST_EVENT };

/** The announcement an event carries, or undefined when it is malformed (any script can dispatch it). */
export function parseBitcoinAnnouncement(event: Event): BitcoinProviderDetail | undefined {
  return parseWalletAnnouncement(event, isBitcoinWalletProvider);
}

/** Listens for announcements, then asks the wallets already on the page to announce. */
export function listenForBitcoinWallets(
  window: Window,
  onAnnounce: (detail: BitcoinProviderDetail) => void,
): Unsubscribe {
  return listenForWalletAnnouncements(window, BITCOIN_EVENTS, isBitcoinWalletProvider, onAnnounce);
}

/** The connectors of announced wallets, one per rdns (the latest announcement wins). */
export class BitcoinConnectorCatalog {
  readonly #wallets = new Map<string, BitcoinProviderDetail>();

  /** Records an announcement; true when the connector list changed. */
  announce(detail: BitcoinProviderDetail): boolean {
    const id = connectorId(detail.info.rdns);
    const known = this.#wallets.get(id);
    if (known && known.provider === detail.provider && known.info.name === detail.info.name) {
      return false;
    }
    this.#wallets.set(id, detail);
    return true;
  }

  provider(id: string): BitcoinProviderDetail['provider'] | undefined {
    return this.#wallets.get(id)?.provider;
  }

  connectors(): ConnectorDescriptor[] {
    return [...this.#wallets.values()].map(({ info }) => announcedConnector('bip122', info));
  }

  clear(): void {
    this.#wallets.clear();
  }
}

/** The connector id of an announced wallet: `bip122:<rdns>`. */
export function connectorId(rdns: string): string {
  return `bip122:${rdns}`;
}
