import { createHash } from 'node:crypto';
import type { CatalogueWallet } from './catalogue-wallet';
import { chance, pick, seededRandom, shuffled, type Random } from './seeded-random';
import { chainsFor, type WalletFamily } from './wallet-chains';
import { WELL_KNOWN_WALLETS } from './well-known-wallets';

/** Generated wallets after the well-known ones: 350 in all, so the last page of 40 is partial. */
export const GENERATED_WALLET_COUNT = 342;

const SEED = 0x6b697431; // 'kit1'

// 52 × 7 = 364 distinct names to draw from.
// prettier-ignore
const NAME_STEMS = [
  'Aurora', 'Basalt', 'Cobalt', 'Dune', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper',
  'Kestrel', 'Lumen', 'Meridian', 'Nimbus', 'Onyx', 'Prism', 'Quartz', 'Raven', 'Sierra', 'Tundra',
  'Umbra', 'Vesper', 'Willow', 'Xylem', 'Yarrow', 'Zephyr', 'Atlas', 'Beacon', 'Cinder', 'Delta',
  'Echo', 'Flint', 'Glacier', 'Helix', 'Ion', 'Jade', 'Krypton', 'Lotus', 'Mosaic', 'Nova',
  'Orbit', 'Pebble', 'Quill', 'Ridge', 'Solace', 'Talon', 'Unity', 'Velvet', 'Wren', 'Xenon',
  'Yonder', 'Zenith',
];
const NAME_FORMS = ['', ' Wallet', ' Vault', ' Pay', ' Keys', ' Pocket', ' Safe'];
const TLDS = ['com', 'io', 'app', 'xyz', 'org'];

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A 64-hex id like the real explorer's, derived from the name so it never changes. */
export function walletIdFor(name: string): string {
  return sha256(`kit-explorer:wallet:${name}`);
}

/** A UUID-shaped image id, as the real explorer uses, derived from the name. */
export function imageIdFor(name: string): string {
  const hex = sha256(`kit-explorer:image:${name}`);
  return [0, 8, 12, 16, 20].map((start, i, all) => hex.slice(start, all[i + 1] ?? 32)).join('-');
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function familiesFor(random: Random): WalletFamily[] {
  const families: WalletFamily[] = [];
  if (chance(random, 0.85)) families.push('evm');
  if (chance(random, 0.35)) families.push('solana');
  if (chance(random, 0.12)) families.push('bitcoin');
  if (chance(random, 0.08)) families.push('polkadot');
  return families.length > 0 ? families : ['evm'];
}

function generatedWallet(name: string, order: number, random: Random): CatalogueWallet {
  const slug = slugOf(name);
  const tld = pick(random, TLDS);
  const domain = `${slug}.${tld}`;
  return {
    id: walletIdFor(name),
    name,
    rdns: `${tld}.${slug}`,
    image_id: imageIdFor(name),
    chains: chainsFor(familiesFor(random), random),
    mobile_link: chance(random, 0.85) ? `${slug}://` : null,
    desktop_link: chance(random, 0.2) ? `${slug}desktop://` : null,
    webapp_link: chance(random, 0.2) ? `https://app.${domain}/` : null,
    homepage: `https://${domain}/`,
    badge_type: chance(random, 0.3) ? 'certified' : 'none',
    order,
  };
}

/**
 * The local explorer's catalogue: the well-known wallets first, then generated ones ("Aurora
 * Wallet", "Basalt"…), in rank order. Deterministic: a seeded generator, so every run and every
 * machine serves the same ids, ranks, chains and links.
 */
export function generateWalletCatalogue(count = GENERATED_WALLET_COUNT): CatalogueWallet[] {
  const random = seededRandom(SEED);
  const wellKnown = WELL_KNOWN_WALLETS.map((wallet, index): CatalogueWallet => ({
    id: walletIdFor(wallet.name),
    name: wallet.name,
    rdns: wallet.rdns,
    image_id: imageIdFor(wallet.name),
    chains: chainsFor(wallet.families),
    mobile_link: wallet.mobileLink,
    desktop_link: wallet.desktopLink,
    webapp_link: wallet.webappLink,
    homepage: wallet.homepage,
    badge_type: 'certified',
    order: index + 1,
  }));
  const names = shuffled(
    random,
    NAME_STEMS.flatMap((stem) => NAME_FORMS.map((form) => `${stem}${form}`)),
  );
  if (count > names.length) throw new RangeError(`At most ${names.length} generated wallets`);
  const generated = names
    .slice(0, count)
    .map((name, index) => generatedWallet(name, wellKnown.length + index + 1, random));
  return [...wellKnown, ...generated];
}
