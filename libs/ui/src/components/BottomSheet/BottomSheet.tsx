import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';

/** Props of BottomSheet: a div's attributes plus the handle switch. */
export interface BottomSheetProps extends ComponentProps<'div'> {
  /** Show the drag handle (decorative; the gesture, if any, is the caller's); true by default. */
  handle?: boolean;
}

/**
 * The mobile layout: a full-width sheet anchored to the bottom, at most 90% of the viewport high,
 * with rounded top corners and room for the home indicator. Put a ModalCard inside; it drops its
 * own card chrome there. Presentational: the dialog and focus come from @kit/views.
 */
export function BottomSheet({ handle = true, className, children, ...rest }: BottomSheetProps) {
  return (
    <div {...rest} className={cx('kit-sheet', className)}>
      {handle && <div className="kit-sheet-handle" aria-hidden="true" />}
      {children}
    </div>
  );
}
