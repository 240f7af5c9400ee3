import type { ComponentProps, ReactNode } from 'react';
import { CheckIcon, ErrorIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';

/**
 * How a toast looks (spec §3), matching @kit/toast's variants.
 * - `success`: a completed action, with a check.
 * - `loading`: work in progress, with a spinner.
 * - `error`: a failed action; announced assertively.
 */
export type ToastVariant = 'success' | 'loading' | 'error';

/** Props of Toast. */
export interface ToastProps extends Omit<ComponentProps<'div'>, 'children' | 'role'> {
  /** The text to show and announce. */
  message: string;
  variant: ToastVariant;
  /** Replaces the variant's icon (e.g. from ICONS by the toast's `svg` name). */
  icon?: ReactNode;
  /**
   * Whether the toast is shown; true by default. Keep the component mounted and toggle this: a
   * live region that already exists is announced reliably, one inserted with its text is not.
   */
  open?: boolean;
}

// A function, not a module-level table of elements, so an app that never shows a toast can drop
// this module and its icons when bundling.
function variantIcon(variant: ToastVariant): ReactNode {
  if (variant === 'loading') return <Spinner size={18} />;
  return variant === 'error' ? <ErrorIcon size={18} /> : <CheckIcon size={18} />;
}

/**
 * A live-region toast: `status` (polite) for success and loading, `alert` for errors. Placement
 * and auto-closing belong to the caller.
 */
export function Toast({ message, variant, icon, open = true, className, ...rest }: ToastProps) {
  const live =
    variant === 'error'
      ? { role: 'alert' as const }
      : { role: 'status' as const, 'aria-live': 'polite' as const };
  return (
    <div {...rest} {...live} aria-atomic="true" className={cx('kit-toast-region', className)}>
      {open && (
        <div className="kit-toast" data-variant={variant}>
          <span className="kit-toast-icon">{icon ?? variantIcon(variant)}</span>
          <span className="kit-toast-message">{message}</span>
        </div>
      )}
    </div>
  );
}
