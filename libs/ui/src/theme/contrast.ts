/** An sRGB colour with channels 0-255 and alpha 0-1. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/i;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/i;

/**
 * Parses a hex, rgb(a) or hsl(a) colour (comma or space syntax) into sRGB, or undefined for
 * anything else, named colours included (a name table would cost more bytes than it is worth).
 */
export function parseCssColor(value: string): RgbaColor | undefined {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) return parseHex(hex);
  const fn = FUNCTION.exec(text);
  if (fn === null) return undefined;
  const name = (fn[1] ?? '').toLowerCase();
  const parts = (fn[2] ?? '').trim().split(/\s*[,/]\s*|\s+/);
  if (parts.length < 3 || parts.length > 4) return undefined;
  const [p0 = '', p1 = '', p2 = '', p3] = parts;
  const alpha = p3 === undefined ? 1 : channel(p3, 1);
  if (alpha === undefined) return undefined;
  if (name.startsWith('rgb')) {
    const r = channel(p0, 255);
    const g = channel(p1, 255);
    const b = channel(p2, 255);
    return r === undefined || g === undefined || b === undefined
      ? undefined
      : { r, g, b, a: alpha };
  }
  const h = hue(p0);
  const s = channel(p1, 1, true);
  const l = channel(p2, 1, true);
  if (h === undefined || s === undefined || l === undefined) return undefined;
  return { ...hslToRgb(h, s, l), a: alpha };
}

/** WCAG 2 relative luminance of a colour (0 black to 1 white); alpha is ignored. */
export function relativeLuminance({ r, g, b }: RgbaColor): number {
  const linear = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2 contrast ratio of two colours (1 to 21), or undefined when either cannot be parsed.
 * AA asks 4.5 for body text and 3 for large text and UI component boundaries.
 */
export function contrastRatio(a: string, b: string): number | undefined {
  const ca = parseCssColor(a);
  const cb = parseCssColor(b);
  if (ca === undefined || cb === undefined) return undefined;
  const la = relativeLuminance(ca);
  const lb = relativeLuminance(cb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Whichever of the candidates reads best on `background`, or undefined when `background` cannot
 * be parsed. Between white and black one always reaches at least 4.58:1.
 */
export function readableForeground(
  background: string,
  candidates: readonly string[] = ['#ffffff', '#000000'],
): string | undefined {
  let best: string | undefined;
  let bestRatio = 0;
  for (const candidate of candidates) {
    const ratio = contrastRatio(candidate, background);
    if (ratio !== undefined && ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}

function parseHex(hex: string): RgbaColor {
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const byte = (i: number): number => parseInt(full.slice(i, i + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) / 255 : 1 };
}

// A number or percentage scaled to 0..max; percentages are required where CSS requires them.
function channel(text: string, max: number, percentOnly = false): number | undefined {
  const match = NUMBER.exec(text);
  if (match === null) return undefined;
  const unit = text.slice(match[0].length);
  const n = Number(match[0]);
  if (unit === '%') return clamp((n / 100) * max, max);
  if (unit !== '' || percentOnly) return undefined;
  return clamp(n, max);
}

const HUE_UNITS: Readonly<Record<string, number>> = {
  '': 1,
  deg: 1,
  grad: 0.9,
  rad: 180 / Math.PI,
  turn: 360,
};

function hue(text: string): number | undefined {
  const match = NUMBER.exec(text);
  const factor = match === null ? undefined : HUE_UNITS[text.slice(match[0].length).toLowerCase()];
  if (match === null || factor === undefined) return undefined;
  return (((Number(match[0]) * factor) % 360) + 360) % 360;
}

function clamp(n: number, max: number): number {
  return Math.min(max, Math.max(0, n));
}

function hslToRgb(h: number, s: number, l: number): Omit<RgbaColor, 'a'> {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return { r: f(0), g: f(8), b: f(4) };
}
