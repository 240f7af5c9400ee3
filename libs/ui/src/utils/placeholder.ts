import { readableForeground } from '../theme/contrast';

/** What a missing image is replaced with: initials on a colour derived from the name. */
export interface Placeholder {
  initials: string;
  background: string;
  foreground: string;
}

/**
 * Up to two initials and a stable colour for a name: the same wallet always gets the same
 * colour, and the text colour is whichever of white and black contrasts more (at least 4.58:1).
 * @internal
 */
export function placeholderFor(name: string): Placeholder {
  const hue = hash(name) % 360;
  const background = `hsl(${hue}, 62%, 46%)`;
  return {
    initials: initialsOf(name),
    background,
    foreground: readableForeground(background) ?? '#ffffff',
  };
}

/** 'Trust Wallet' -> 'TW', 'MetaMask' -> 'MM', 'phantom' -> 'P', '' -> '?'. @internal */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    // camelCase humps count as words: 'MetaMask' reads as 'Meta Mask'.
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[\s._-]+/)
    .filter((word) => word !== '');
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

// FNV-1a: tiny, fast and spreads similar names ('Wallet A', 'Wallet B') over the hue circle.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
