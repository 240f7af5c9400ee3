import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';

/** Props of IconButton: native button attributes, with an accessible name made mandatory. */
export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** What the button does ("Close", "Back", "Copy address"): an icon has no text to read. */
  'aria-label': string;
  /** The icon to show, decorative (Kit icons are `aria-hidden` by default). */
  icon: ReactNode;
  /**
   * - `ghost` (default): no fill until hovered.
   * - `secondary`: on the surface colour.
   */
  variant?: 'ghost' | 'secondary';
  /** `md` 40px (default) or `sm` 32px; at least 40px on touch screens either way. */
  size?: 'sm' | 'md';
}

/** A square, icon-only native button with a required `aria-label`. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('kit-icon-button', className)}
      data-variant={variant}
      data-size={size}
    >
      {icon}
    </button>
  );
}
