/**
 * The colours of a theme. Each becomes a `--kit-*` CSS variable (`surface2` -> `--kit-surface-2`).
 * Text colours (`foreground`, `muted`, `error`, `accentForeground` on `accent`) meet WCAG AA
 * (4.5:1) on `background` in the built-in themes; `theme.spec.ts` measures it.
 */
export interface KitColorTokens {
  /** Fill of the card and sheet. */
  background: string;
  /** Raised rows and fields (list items, inputs). */
  surface: string;
  /** Hover and pressed state of `surface`, tags, skeletons. */
  surface2: string;
  /** Primary text and icons. */
  foreground: string;
  /** Secondary text (descriptions, hints, placeholders). */
  muted: string;
  /** Hairlines and dividers (decorative: no contrast asked). */
  border: string;
  /**
   * Outlines of text inputs and selects: at least 3:1 against `background` and `surface` (WCAG
   * 1.4.11), since the outline is what shows where a field is.
   */
  fieldBorder: string;
  /** Brand colour: primary buttons, focus ring, selected tab. */
  accent: string;
  /** Text and icons drawn on `accent`. */
  accentForeground: string;
  /** Success icons and messages. */
  success: string;
  /** Error icons and messages (also used as text). */
  error: string;
  /** Warning icons. */
  warning: string;
  /** The backdrop behind the modal; usually translucent. */
  overlay: string;
}

/** Corner radii in px, before `radiusMaster` scales them. */
export interface KitRadiusTokens {
  /** Tags, small chips. */
  xs: number;
  /** Inputs, small buttons. */
  sm: number;
  /** Buttons, list items, images. */
  md: number;
  /** Toasts, QR frame. */
  lg: number;
  /** The card and the sheet. */
  xl: number;
  /** Pills and circles. */
  full: number;
}

/** A type scale in px. */
export interface KitFontSizeTokens {
  /** Captions, tags. */
  xs: number;
  /** Secondary text, small buttons. */
  sm: number;
  /** Body text. */
  md: number;
  /** Card titles. */
  lg: number;
  /** Display numbers (amounts, balances). */
  xl: number;
}

/** A spacing scale in px. */
export interface KitSpaceTokens {
  xs: number;
  sm: number;
  md: number;
  lg: number;
  xl: number;
}

/** The token contract every Kit theme fulfils; `themeToCss` turns it into `--kit-*` variables. */
export interface KitThemeTokens {
  /**
   * Which built-in palette the tokens derive from; sets CSS `color-scheme` so native scrollbars
   * and form controls match.
   * - `light`: dark text on a light card.
   * - `dark`: light text on a dark card.
   */
  scheme: 'light' | 'dark';
  colors: KitColorTokens;
  radii: KitRadiusTokens;
  /** Multiplies every radius: 0 gives square corners, 2 doubles them (`--kit-border-radius-master`). */
  radiusMaster: number;
  /** CSS font-family list for all text (`--kit-font-family`). */
  fontFamily: string;
  /** CSS font-family list for addresses and hashes (`--kit-font-family-mono`). */
  fontFamilyMono: string;
  fontSizes: KitFontSizeTokens;
  space: KitSpaceTokens;
  shadows: {
    /** Raised controls. */
    sm: string;
    /** The floating card and toasts. */
    lg: string;
  };
  /** Stacking order of the modal root (`--kit-z-index`). */
  zIndex: number;
}
