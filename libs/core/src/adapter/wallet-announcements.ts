// The announce / request pattern of EIP-6963, which other namespaces reuse (bitcoin's
// 'bitcoin:announceProvider'): wallets announce themselves with a CustomEvent and answer a request
// event by announcing again. One parser and listener serve every namespace that follows it.
import type { ChainNamespace } from '../caip/caip-types';
import { sanitizeImageUrl } from '../security/sanitize-url';
import type { Unsubscribe } from './chain-adapter';
import type { ConnectorDescriptor } from './connector';

/** What a wallet announces: who it is and its provider. */
export interface WalletAnnouncement<Provider> {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Provider;
}

/** The two event names of one namespace's announcements. */
export interface AnnouncementEvents {
  /** The CustomEvent a wallet announces itself with, e.g. 'eip6963:announceProvider'. */
  announce: string;
  /** The plain Event that asks the wallets on the page to announce, e.g. 'eip6963:requestProvider'. */
  request: string;
}

// Reverse-DNS labels. The rdns becomes part of a connector id, so nothing else gets through.
const RDNS_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/**
 * The announcement an event carries, or undefined when it is malformed: any script on the page can
 * dispatch an event of that name, so the provider must pass `isProvider` and the rdns be one.
 */
export function parseWalletAnnouncement<Provider>(
  event: Event,
  isProvider: (value: unknown) => value is Provider,
): WalletAnnouncement<Provider> | undefined {
  const detail = (event as CustomEvent<unknown>).detail as Record<string, unknown> | undefined;
  if (typeof detail !== 'object' || detail === null) return undefined;
  const info = detail['info'] as Record<string, unknown> | undefined;
  const provider = detail['provider'];
  if (typeof info !== 'object' || info === null || !isProvider(provider)) return undefined;
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

/**
 * Listens for announcements, then asks every wallet already on the page to announce (the order
 * EIP-6963 prescribes, so none is missed). Returns a function that stops listening.
 */
export function listenForWalletAnnouncements<Provider>(
  window: Window,
  events: AnnouncementEvents,
  isProvider: (value: unknown) => value is Provider,
  onAnnounce: (announcement: WalletAnnouncement<Provider>) => void,
): Unsubscribe {
  const listener = (event: Event): void => {
    const announcement = parseWalletAnnouncement(event, isProvider);
    if (announcement) onAnnounce(announcement);
  };
  window.addEventListener(events.announce, listener);
  // The window's own Event, so events cross realms correctly (a jsdom or iframe window).
  const EventCtor = (window as unknown as { Event?: typeof Event }).Event ?? Event;
  window.dispatchEvent(new EventCtor(events.request));
  return () => window.removeEventListener(events.announce, listener);
}

/**
 * The connector an announced wallet stands for: id `<namespace>:<rdns>`, its name, its icon when
 * the URL is safe to show, and its rdns and uuid as `info`.
 */
export function announcedConnector(
  namespace: ChainNamespace,
  info: WalletAnnouncement<unknown>['info'],
): ConnectorDescriptor {
  const imageUrl = sanitizeImageUrl(info.icon);
  return {
    id: `${namespace}:${info.rdns}`,
    name: info.name,
    type: 'ANNOUNCED',
    chain: namespace,
    ...(imageUrl !== undefined && { imageUrl }),
    info: { rdns: info.rdns, uuid: info.uuid },
  };
}
