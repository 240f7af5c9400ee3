import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';

/**
 * The type scale.
 * - `display`: large numbers (balances, amounts).
 * - `title`: a view's heading.
 * - `body`: running text (default).
 * - `small`: secondary lines.
 * - `caption`: fine print.
 */
export type TextVariant = 'display' | 'title' | 'body' | 'small' | 'caption';

/**
 * Text colour.
 * - `default`: foreground.
 * - `muted`: secondary.
 * - `accent`: brand colour.
 * - `success`: a good outcome.
 * - `error`: a failure (readable as text: 4.5:1 on the background).
 */
export type TextTone = 'default' | 'muted' | 'accent' | 'success' | 'error';

/** Props of Text. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; `span` by default. Choose headings for structure, not for size. */
  as?: 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'strong';
  /** `body` by default. */
  variant?: TextVariant;
  /** `default` by default. */
  tone?: TextTone;
  /** Text alignment, logical so it follows right-to-left layouts. */
  align?: 'start' | 'center' | 'end';
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  /** Monospace, for addresses and hashes. */
  mono?: boolean;
}

/** Styled text: one element, a variant of the type scale and a tone. */
export function Text({
  as: Tag = 'span',
  variant = 'body',
  tone = 'default',
  align,
  truncate = false,
  mono = false,
  className,
  ...rest
}: TextProps) {
  return (
    <Tag
      {...rest}
      className={cx('kit-text', className)}
      data-variant={variant}
      data-tone={tone === 'default' ? undefined : tone}
      data-align={align}
      data-truncate={truncate || undefined}
      data-mono={mono || undefined}
    />
  );
}
