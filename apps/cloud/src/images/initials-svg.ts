/** The letters shown on a generated image: two words give two initials, one word one letter. */
export function initialsOf(label: string): string {
  const words = label.split(/[\s_-]+/).filter((word) => /[a-z0-9]/i.test(word));
  const letters = words.slice(0, 2).map((word) => word.match(/[a-z0-9]/i)?.[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

// FNV-1a: a stable hue per key, so a wallet keeps its colour across runs.
function hueOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

/**
 * A 96×96 SVG: a rounded square coloured by `colourKey` with `text` (1-4 characters) in white.
 * `label` becomes its accessible name. Text is escaped: catalogue names come from options and
 * files, and must not be able to inject markup.
 */
export function renderInitialsSvg(text: string, label: string, colourKey: string): string {
  const shown = escapeXml(text.slice(0, 4));
  const fontSize = [0, 40, 36, 30, 24][Math.min(text.length, 4)] ?? 24;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" ` +
    `role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="96" height="96" rx="24" fill="hsl(${hueOf(colourKey)}, 55%, 42%)"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#fff" font-weight="600" ` +
    `font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="${fontSize}">` +
    `${shown}</text></svg>`
  );
}
