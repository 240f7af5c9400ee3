import { useId, type ComponentProps, type ReactNode } from 'react';
import { BackIcon, CloseIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';

/** Props of ModalCard. */
export interface ModalCardProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The view's title, an `<h2>`; point the dialog's `aria-labelledby` at `titleId`. */
  title?: ReactNode;
  /** The title's id; generated when left out. */
  titleId?: string;
  /** Shows a back button in the header. */
  onBack?: () => void;
  /** The back button's accessible name; "Back" by default. */
  backLabel?: string;
  /** Shows a close button in the header. */
  onClose?: () => void;
  /** The close button's accessible name; "Close" by default. */
  closeLabel?: string;
  /** Disables the close button (sign-in required, spec §2). */
  closeDisabled?: boolean;
  /** Extra header content before the close button (a help button). */
  headerAction?: ReactNode;
  /** Content under the scrolling body (legal text, a primary action). */
  footer?: ReactNode;
  /** Plays the 500 ms shake (spec §4) while true; skipped under reduced motion. */
  shake?: boolean;
}

/**
 * The modal's card chrome: a header (back, title, close), a scrolling body and an optional
 * footer. Presentational: the dialog role, focus trap and Escape come from @kit/views.
 */
export function ModalCard({
  title,
  titleId,
  onBack,
  backLabel = 'Back',
  onClose,
  closeLabel = 'Close',
  closeDisabled = false,
  headerAction,
  footer,
  shake = false,
  className,
  children,
  ...rest
}: ModalCardProps) {
  const autoId = useId();
  return (
    <div {...rest} className={cx('kit-card', className)} data-shake={shake || undefined}>
      <div className="kit-card-header">
        <div className="kit-card-header-start">
          {onBack !== undefined && (
            <IconButton aria-label={backLabel} icon={<BackIcon />} onClick={onBack} />
          )}
        </div>
        {title !== undefined && title !== null ? (
          <h2 id={titleId ?? autoId} className="kit-card-title">
            {title}
          </h2>
        ) : (
          <span />
        )}
        <div className="kit-card-header-end">
          {headerAction}
          {onClose !== undefined && (
            <IconButton
              aria-label={closeLabel}
              icon={<CloseIcon />}
              onClick={onClose}
              disabled={closeDisabled}
            />
          )}
        </div>
      </div>
      <div className="kit-card-body">{children}</div>
      {footer !== undefined && footer !== null && <div className="kit-card-footer">{footer}</div>}
    </div>
  );
}
