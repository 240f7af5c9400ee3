import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';

/**
 * How prominent a button is.
 * - `primary`: the one main action of a view, on the accent colour.
 * - `secondary`: an alternative action, on the surface colour.
 * - `ghost`: a low-emphasis action with no fill until hovered.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/**
 * Button height: `sm` 32px (40px on touch screens), `md` 44px, `lg` 52px.
 */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of Button: every native button attribute plus these. */
export interface ButtonProps extends ComponentProps<'button'> {
  /** `primary` by default. */
  variant?: ButtonVariant;
  /** `md` by default. */
  size?: ButtonSize;
  /**
   * Work in progress: shows a spinner, sets `aria-busy` and ignores clicks. The button stays
   * focusable (it is `aria-disabled`, not `disabled`), so keyboard focus is not lost mid-action.
   */
  loading?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** An icon before the label (replaced by the spinner while loading). */
  leadingIcon?: ReactNode;
  /** An icon after the label. */
  trailingIcon?: ReactNode;
}

/** A native button in Kit's style; `type="button"` unless told otherwise. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  leadingIcon,
  trailingIcon,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>): void => {
    if (loading) {
      // Also stops a submit button from submitting its form twice.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={cx('kit-button', className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={handleClick}
    >
      {loading && <Spinner size={size === 'sm' ? 16 : 20} />}
      {leadingIcon}
      <span className="kit-button-label">{children}</span>
      {trailingIcon}
    </button>
  );
}
