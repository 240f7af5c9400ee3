// EIP-6963 multi-wallet discovery: wallets announce themselves with 'eip6963:announceProvider' and
// answer 'eip6963:requestProvider' by announcing again (the pattern lives in @kit/core).
import { listenForWalletAnnouncements, parseWalletAnnouncement } from '@kit/core';
import type { Unsubscribe, WalletAnnouncement } from '@kit/core';
import { isEip1193Provider } from './eip1193-provider';
import type { Eip1193Provider } from './eip1193-provider';

/** One announcement, checked: the page's other scripts can dispatch anything under this name. */
export type Eip6963Announcement = WalletAnnouncement<Eip1193Provider>;

const EIP6963_EVENTS = {
  announce: 'eip6963:announceProvider',
  request: 'eip6963:requestProvider',
} as const;

/** The announcement carried by an event, or undefined when it is malformed. */
export function parseAnnouncement(event: Event): Eip6963Announcement | undefined {
  return parseWalletAnnouncement(event, isEip1193Provider);
}

/**
 * Listens for announcements, then asks every wallet already on the page to announce (the order the
 * EIP prescribes, so none is missed). Returns a function that stops listening.
 */
export function listenForAnnouncements(
  window: Window,
  onAnnounce: (announcement: Eip6963Announcement) => void,
): Unsubscribe {
  return listenForWalletAnnouncements(window, EIP6963_EVENTS, isEip1193Provider, onAnnounce);
}
