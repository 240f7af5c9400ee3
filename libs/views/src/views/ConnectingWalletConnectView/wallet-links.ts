import { sanitizeWebLink } from '@kit/core';
import { sanitizeDeepLink, walletAppSchemes } from '@kit/core/deep-links';

/** A deep link that opens a wallet with the pairing URI. */
export interface WalletLink {
  kind: 'mobile' | 'desktop' | 'web';
  label: string;
  href: string;
}

/** The links of an explorer wallet (already sanitised by @kit/api, checked again here). */
export interface WalletLinkSource {
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
}

/**
 * Links that open the wallet with the `wc:` URI (WalletConnect's convention: `<link>wc?uri=`).
 * Every composed link goes through @kit/core's allow-lists, since the base came from remote data:
 * an app link opens only as https or in a scheme this wallet's entry declares, the web app only
 * as https. A refused link is left out (no button); the QR code and Copy link remain.
 */
export function walletLinks(wallet: WalletLinkSource | undefined, uri: string): WalletLink[] {
  if (!wallet) return [];
  const encoded = encodeURIComponent(uri);
  const compose = (base: string) => `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`;
  const schemes = walletAppSchemes(wallet);
  const links: WalletLink[] = [];
  const add = (kind: WalletLink['kind'], label: string, href: string | undefined) => {
    if (href !== undefined) links.push({ kind, label, href });
  };
  if (wallet.mobile_link)
    add('mobile', 'Open mobile app', sanitizeDeepLink(compose(wallet.mobile_link), schemes));
  if (wallet.desktop_link)
    add('desktop', 'Open desktop app', sanitizeDeepLink(compose(wallet.desktop_link), schemes));
  if (wallet.webapp_link) add('web', 'Open web app', sanitizeWebLink(compose(wallet.webapp_link)));
  return links;
}
