/**
 * What an integrator may customise without writing a whole theme (the `themeVariables` option).
 * Every value is validated before it reaches CSS: one that fails is dropped and the theme's
 * default stays.
 */
export interface KitThemeVariables {
  /** Brand colour (`--kit-accent`): hex, rgb(a), hsl(a) or a CSS colour name. */
  accent?: string;
  /**
   * Text on the accent (`--kit-accent-foreground`). Omitted: white or black, whichever contrasts
   * more with `accent` (kept at the theme default when `accent` is a colour name).
   */
  accentForeground?: string;
  /** Multiplier for every corner radius (`--kit-border-radius-master`): 0 square, 1 default. */
  radius?: number;
  /** CSS font-family list (`--kit-font-family`), e.g. `"Inter", system-ui, sans-serif`. */
  fontFamily?: string;
  /** Stacking order of the modal (`--kit-z-index`); an integer. */
  zIndex?: number;
}

/** The outcome of `parseThemeVariables`: the values kept and the keys refused. */
export interface ParsedThemeVariables {
  variables: KitThemeVariables;
  /** Keys whose value was unsafe or malformed, so the caller can warn the integrator. */
  rejected: (keyof KitThemeVariables)[];
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// Only digits, separators, percent, sign and angle units inside the parentheses: no `;`, `}`,
// `(`, quote or backslash can appear, so the value cannot end the declaration or call url().
const FUNCTION_COLOR = /^(?:rgba?|hsla?)\((?:[\d.\s,%/+-]|e|deg|g?rad|turn)+\)$/i;
// Letters only: a named colour, `transparent` or `currentColor`. An unknown word is harmless (the
// browser drops the declaration) and a name table would cost more than it saves.
const NAMED_COLOR = /^[a-z]{3,32}$/i;
// A family is a bare identifier sequence or a quoted name without quotes, backslashes or
// newlines inside; `,` separates families. Nothing else, so no escape, url() or `;` gets through.
const FONT_FAMILY_ITEM = String.raw`(?:[a-z0-9_-]+(?: [a-z0-9_-]+)*|"[a-z0-9 _.-]+"|'[a-z0-9 _.-]+')`;
const FONT_FAMILY = new RegExp(`^${FONT_FAMILY_ITEM}(?:\\s*,\\s*${FONT_FAMILY_ITEM})*$`, 'i');

/** True when `value` is a CSS colour Kit accepts: hex, rgb(a), hsl(a) or a colour name. */
export function isSafeCssColor(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 64 &&
    (HEX_COLOR.test(value) || FUNCTION_COLOR.test(value) || NAMED_COLOR.test(value))
  );
}

/** True when `value` is a plain CSS font-family list that cannot break out of its declaration. */
export function isSafeFontFamily(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 200 && FONT_FAMILY.test(value.trim());
}

/**
 * Keeps the valid fields of an integrator's `themeVariables` and names the rejected ones; never
 * throws, whatever it is given.
 */
export function parseThemeVariables(input: unknown): ParsedThemeVariables {
  const variables: KitThemeVariables = {};
  const rejected: (keyof KitThemeVariables)[] = [];
  if (typeof input !== 'object' || input === null) return { variables, rejected };
  const source = input as Record<string, unknown>;
  const take = <K extends keyof KitThemeVariables>(
    key: K,
    valid: (value: unknown) => value is NonNullable<KitThemeVariables[K]>,
  ): void => {
    const value = source[key];
    if (value === undefined) return;
    if (valid(value)) variables[key] = value;
    else rejected.push(key);
  };
  take('accent', isSafeCssColor);
  take('accentForeground', isSafeCssColor);
  take('radius', isRadiusMaster);
  take('fontFamily', isSafeFontFamily);
  take('zIndex', isZIndex);
  return { variables, rejected };
}

/** A radius multiplier: a finite number from 0 to 10. */
export function isRadiusMaster(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10;
}

/** A CSS z-index: a 32-bit integer. */
export function isZIndex(value: unknown): value is number {
  return Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647;
}
