import { isCaipNetworkId, sanitizeWebLink } from '@kit/core';
import { sanitizeDeepLink } from '@kit/core/deep-links';
import * as v from 'valibot';

/**
 * A wallet of the explorer catalogue (spec §3), checked and sanitised. Field names are the
 * Explorer API's. A link or id that failed its check is absent, but the wallet is kept.
 */
export interface ExplorerWallet {
  /** The explorer id (64 hex characters on the real service). */
  id: string;
  name: string;
  /** Reverse-DNS id the wallet announces itself with (EIP-6963). */
  rdns?: string;
  /** For `walletImageUrl()`. */
  image_id?: string;
  /** CAIP-2 ids of the chains it supports; malformed ids are dropped. */
  chains: string[];
  /** Opens the mobile app: the wallet's own `<scheme>://` or https (sanitizeDeepLink). */
  mobile_link?: string;
  /** Opens the desktop app: the wallet's own `<scheme>://` or https (sanitizeDeepLink). */
  desktop_link?: string;
  /** The web app: https only (sanitizeWebLink). */
  webapp_link?: string;
  /** The wallet's site: https only (sanitizeWebLink). */
  homepage?: string;
  /** `certified` or `none` (anything else reads as `none`). */
  badge_type: 'certified' | 'none';
  /** The explorer's rank, when it sends one. */
  order?: number;
}

/**
 * The wire shape of one wallet. Only id and name are required; every other field may be missing,
 * null or of the wrong type and is then dropped by `toExplorerWallet`, not the whole wallet.
 */
export const WireWalletSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  rdns: v.optional(v.unknown()),
  image_id: v.optional(v.unknown()),
  chains: v.optional(v.unknown()),
  mobile_link: v.optional(v.unknown()),
  desktop_link: v.optional(v.unknown()),
  webapp_link: v.optional(v.unknown()),
  homepage: v.optional(v.unknown()),
  badge_type: v.optional(v.unknown()),
  order: v.optional(v.unknown()),
});

// Ids go into image URL paths: a conservative alphabet keeps them from changing the path.
const IMAGE_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;
const RDNS_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

function matching(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined;
}

/** A checked wallet from a wire wallet: links sanitised, malformed optional fields dropped. */
export function toExplorerWallet(wire: v.InferOutput<typeof WireWalletSchema>): ExplorerWallet {
  const chains = Array.isArray(wire.chains)
    ? wire.chains.filter((chain): chain is string => isCaipNetworkId(chain))
    : [];
  const optional = {
    rdns: matching(wire.rdns, RDNS_PATTERN),
    image_id: matching(wire.image_id, IMAGE_ID_PATTERN),
    mobile_link: sanitizeDeepLink(wire.mobile_link),
    desktop_link: sanitizeDeepLink(wire.desktop_link),
    webapp_link: sanitizeWebLink(wire.webapp_link),
    homepage: sanitizeWebLink(wire.homepage),
    order: typeof wire.order === 'number' && Number.isFinite(wire.order) ? wire.order : undefined,
  };
  const wallet: ExplorerWallet = {
    id: wire.id,
    name: wire.name,
    chains,
    badge_type: wire.badge_type === 'certified' ? 'certified' : 'none',
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(wallet, { [key]: value });
  }
  return wallet;
}
