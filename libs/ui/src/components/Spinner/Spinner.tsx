import type { ComponentProps } from 'react';
import { LineArt } from '../../icons/line-art';
import { cx } from '../../utils/cx';

/** Props of Spinner. */
export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Width and height in px; 20 by default. */
  size?: number;
  /**
   * What is loading, for a spinner that stands alone: it then becomes an indeterminate
   * `progressbar` with this name. Leave it out inside a labelled parent (a busy button, a toast),
   * where the spinner is decorative and hidden from assistive technology.
   */
  label?: string;
}

/** An indeterminate progress indicator; slows down rather than stops under reduced motion. */
export function Spinner({ size = 20, label, className, ...rest }: SpinnerProps) {
  const semantics =
    label === undefined
      ? { 'aria-hidden': true as const }
      : { role: 'progressbar' as const, 'aria-label': label };
  return (
    <span className={cx('kit-spinner', className)} {...semantics} {...rest}>
      <LineArt size={size} strokeWidth={2.5} aria-hidden="true">
        <circle cx="12" cy="12" r="9" opacity={0.2} />
        <path d="M21 12a9 9 0 0 0-9-9" />
      </LineArt>
    </span>
  );
}
