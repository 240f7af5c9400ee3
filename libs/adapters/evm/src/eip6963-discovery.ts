// EIP-6963 multi-wallet discovery: wallets announce themselves with 'eip6963:announceProvider' and
// answer 'eip6963:requestProvider' by announcing again.
import type { Unsubscribe } from '@kit/core';
import { isEip1193Provider } from './eip1193';
import type { Eip1193Provider } from './eip1193';

/** One announcement, checked: the page's other scripts can dispatch anything under this name. */
export interface Eip6963Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

// Reverse-DNS labels. The rdns becomes part of a connector id, so nothing else gets through.
const RDNS_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** The announcement carried by an event, or undefined when it is malformed. */
export function parseAnnouncement(event: Event): Eip6963Announcement | undefined {
  const detail = (event as CustomEvent<unknown>).detail as Record<string, unknown> | undefined;
  if (typeof detail !== 'object' || detail === null) return undefined;
  const info = detail['info'] as Record<string, unknown> | undefined;
  const provider = detail['provider'];
  if (typeof info !== 'object' || info === null || !isEip1193Provider(provider)) return undefined;
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
 * Listens for announcements, then asks every wallet already on the page to announce (the order the
 * EIP prescribes, so none is missed). Returns a function that stops listening.
 */
export function listenForAnnouncements(
  window: Window,
  onAnnounce: (announcement: Eip6963Announcement) => void,
): Unsubscribe {
  const listener = (event: Event): void => {
    const announcement = parseAnnouncement(event);
    if (announcement) onAnnounce(announcement);
  };
  window.addEventListener('eip6963:announceProvider', listener);
  // The window's own Event, so events cross realms correctly (a jsdom or iframe window).
  const EventCtor = (window as unknown as { Event?: typeof Event }).Event ?? Event;
  window.dispatchEvent(new EventCtor('eip6963:requestProvider'));
  return () => window.removeEventListener('eip6963:announceProvider', listener);
}
