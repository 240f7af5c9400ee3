import type { KitColorTokens, KitThemeTokens } from './theme-tokens';
import { isRadiusMaster, isSafeCssColor, isSafeFontFamily, isZIndex } from './theme-variables';

/** A Kit CSS custom property name. */
export type KitCssVariable = `--kit-${string}`;

/** Options of `themeToCss`. */
export interface ThemeToCssOptions {
  /** The rule's selector; defaults to `[data-kit]`. */
  selector?: string;
  /** Emit only the variables whose value differs from this theme (a dark theme over the light). */
  baseline?: KitThemeTokens;
}

const COLOR_VARIABLES: Readonly<Record<keyof KitColorTokens, KitCssVariable>> = {
  background: '--kit-background',
  surface: '--kit-surface',
  surface2: '--kit-surface-2',
  foreground: '--kit-foreground',
  muted: '--kit-muted',
  border: '--kit-border',
  fieldBorder: '--kit-field-border',
  accent: '--kit-accent',
  accentForeground: '--kit-accent-foreground',
  success: '--kit-success',
  error: '--kit-error',
  warning: '--kit-warning',
  overlay: '--kit-overlay',
};

// Fixed key lists, never the token object's own keys: a key is part of a variable name.
const RADIUS_KEYS = ['xs', 'sm', 'md', 'lg', 'xl', 'full'] as const;
const SCALE_KEYS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const SHADOW_KEYS = ['sm', 'lg'] as const;
const RADIUS_TEMPLATE = 'calc(%px*var(--kit-border-radius-master,1))';

// A shadow is offsets, colours and the words inset/none; its only functions are colour ones.
const SHADOW = /^[a-z0-9#.,%()\s/+-]+$/i;
const SHADOW_FUNCTION = /([a-z-]*)\(/gi;

/**
 * The theme as `--kit-*` custom properties (usable as a React `style` too). A value that is not
 * safe CSS for its slot is left out, so a hand-built token object cannot inject rules.
 */
export function themeToVariables(tokens: KitThemeTokens): Record<KitCssVariable, string> {
  const out: Record<KitCssVariable, string> = {};
  const put = (name: KitCssVariable, value: string | undefined): void => {
    if (value !== undefined) out[name] = value;
  };
  for (const [key, name] of Object.entries(COLOR_VARIABLES)) {
    const value = tokens.colors[key as keyof KitColorTokens];
    put(name as KitCssVariable, isSafeCssColor(value) ? value : undefined);
  }
  const master = isRadiusMaster(tokens.radiusMaster) ? String(tokens.radiusMaster) : undefined;
  put('--kit-border-radius-master', master);
  for (const key of RADIUS_KEYS) {
    put(`--kit-radius-${key}`, pixels(tokens.radii[key], RADIUS_TEMPLATE));
  }
  put('--kit-font-family', isSafeFontFamily(tokens.fontFamily) ? tokens.fontFamily : undefined);
  put(
    '--kit-font-family-mono',
    isSafeFontFamily(tokens.fontFamilyMono) ? tokens.fontFamilyMono : undefined,
  );
  for (const key of SCALE_KEYS) put(`--kit-font-size-${key}`, pixels(tokens.fontSizes[key]));
  for (const key of SCALE_KEYS) put(`--kit-space-${key}`, pixels(tokens.space[key]));
  for (const key of SHADOW_KEYS) {
    const shadow = tokens.shadows[key];
    put(`--kit-shadow-${key}`, isSafeShadow(shadow) ? shadow : undefined);
  }
  put('--kit-z-index', isZIndex(tokens.zIndex) ? String(tokens.zIndex) : undefined);
  return out;
}

/**
 * One CSS rule declaring the theme's variables (and `color-scheme`) under `[data-kit]`, ready
 * for the shadow root's stylesheet. Unsafe values are left out (see `themeToVariables`).
 */
export function themeToCss(tokens: KitThemeTokens, options: ThemeToCssOptions = {}): string {
  const { selector = '[data-kit]', baseline } = options;
  if (/[{};@<>\\]|\/\*/.test(selector)) throw new TypeError(`Unsafe selector: ${selector}`);
  const previous = baseline === undefined ? {} : themeToVariables(baseline);
  const declarations = Object.entries(themeToVariables(tokens))
    .filter(([name, value]) => previous[name as KitCssVariable] !== value)
    .map(([name, value]) => `${name}:${value}`);
  if (baseline?.scheme !== tokens.scheme) {
    declarations.push(`color-scheme:${tokens.scheme === 'dark' ? 'dark' : 'light'}`);
  }
  return `${selector}{${declarations.join(';')}}`;
}

// `template` receives the number where `%` stands; px values must be finite and non-negative.
function pixels(value: unknown, template = '%px'): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? template.replace('%', String(value))
    : undefined;
}

function isSafeShadow(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 200 || !SHADOW.test(value)) return false;
  for (const [, name = ''] of value.matchAll(SHADOW_FUNCTION)) {
    if (!/^(?:rgba?|hsla?)$/i.test(name)) return false;
  }
  return true;
}
