// Discovery of injected Bitcoin wallets: they announce themselves with 'bitcoin:announceProvider'
// and answer 'bitcoin:requestProvider' by announcing again (the EIP-6963 pattern; see README.md).
import { sanitizeImageUrl } from '@kit/core';
import type { ConnectorDescriptor, Unsubscribe } from '@kit/core';
import {
  BITCOIN_ANNOUNCE_EVENT,
  BITCOIN_REQUEST_EVENT,
  isBitcoinWalletProvider,
} from './bitcoin-provider';
import type { BitcoinProviderDetail } from './bitcoin-provider';

// Reverse-DNS labels. The rdns becomes part of a connector id, so nothing else gets through.
const RDNS_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** The announcement an event carries, or undefined when it is malformed (any script can dispatch it). */
export function parseBitcoinAnnouncement(event: Event): BitcoinProviderDetail | undefined {
  const detail = (event as CustomEvent<unknown>).detail as Record<string, unknown> | undefined;
  if (typeof detail !== 'object' || detail === null) return undefined;
  const info = detail['info'] as Record<string, unknown> | undefined;
  const provider = detail['provider'];
  if (typeof info !== 'object' || info === null || !isBitcoinWalletProvider(provider))
    return undefined;
  const { uuid, name, icon, rdns } = info;
  if (typeof rdns !== 'string' || !RDNS_PATTERN.test(rdns)) return undefined;
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  return {
    info: {
      uuid: typeof uuid === 'string' ? uuid : '',
      name: name.trim(),
      icon: typeof icon === 'string' ? icon : '',
      rdns,
    },
    provider,
  };
}

/** Listens for announcements, then asks the wallets already on the page to announce. */
export function listenForBitcoinWallets(
  window: Window,
  onAnnounce: (detail: BitcoinProviderDetail) => void,
): Unsubscribe {
  const listener = (event: Event): void => {
    const detail = parseBitcoinAnnouncement(event);
    if (detail) onAnnounce(detail);
  };
  window.addEventListener(BITCOIN_ANNOUNCE_EVENT, listener);
  // The window's own Event, so events cross realms correctly (a jsdom or iframe window).
  const EventCtor = (window as unknown as { Event?: typeof Event }).Event ?? Event;
  window.dispatchEvent(new EventCtor(BITCOIN_REQUEST_EVENT));
  return () => window.removeEventListener(BITCOIN_ANNOUNCE_EVENT, listener);
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
    return [...this.#wallets.entries()].map(([id, { info }]) => {
      const imageUrl = sanitizeImageUrl(info.icon);
      return {
        id,
        name: info.name,
        type: 'ANNOUNCED',
        chain: 'bip122',
        ...(imageUrl !== undefined && { imageUrl }),
        info: { rdns: info.rdns, uuid: info.uuid },
      };
    });
  }

  clear(): void {
    this.#wallets.clear();
  }
}

/** The connector id of an announced wallet: `bip122:<rdns>`. */
export function connectorId(rdns: string): string {
  return `bip122:${rdns}`;
}
