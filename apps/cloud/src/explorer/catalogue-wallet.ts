/** A wallet as the Explorer API sends it (spec §3 fields, snake_case as on the wire). */
export interface CatalogueWallet {
  /** 64 hex characters, like the real explorer's ids. */
  id: string;
  name: string;
  /** Reverse-DNS id the wallet announces itself with (EIP-6963), e.g. `io.metamask`. */
  rdns: string | null;
  /** Served by GET /getWalletImage/{image_id}. */
  image_id: string;
  /** CAIP-2 ids of the chains it supports. */
  chains: string[];
  /** Custom-scheme or https link opening the mobile app. */
  mobile_link: string | null;
  /** Custom-scheme link opening the desktop app. */
  desktop_link: string | null;
  /** https link of the web app. */
  webapp_link: string | null;
  homepage: string | null;
  /** `certified` wallets are the ones prefetched first (spec §9). */
  badge_type: 'certified' | 'none';
  /** Rank: the list is served in ascending order. */
  order: number;
}
