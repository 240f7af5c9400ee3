import type { ComponentProps, ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';

/** Props of ListItem: a native button's attributes plus the row's content. */
export interface ListItemProps extends Omit<ComponentProps<'button'>, 'title' | 'children'> {
  /** The main line: a wallet or network name. */
  title: ReactNode;
  /** A second, muted line (an address, a balance, "Connect with your phone"). */
  description?: ReactNode;
  /** A leading image, usually a WalletImage or NetworkImage (decorative: the title names it). */
  image?: ReactNode;
  /** A short badge after the text: "Recent", "Installed", "QR". */
  tag?: string;
  /**
   * - `neutral` (default): muted text on a quiet fill.
   * - `accent`: accent-foreground on the accent colour, for the one badge that matters most.
   */
  tagTone?: 'neutral' | 'accent';
  /** Show the trailing chevron (default true): the row opens another view. */
  chevron?: boolean;
  /** Replaces the chevron (a check mark, a balance). */
  trailing?: ReactNode;
  /** Shows a spinner in place of the chevron and sets `aria-busy`. */
  loading?: boolean;
  /** Marks the row as the current choice (`aria-current`), e.g. the active network. */
  current?: boolean;
}

/** A full-width wallet or network row rendered as one native button. */
export function ListItem({
  title,
  description,
  image,
  tag,
  tagTone = 'neutral',
  chevron = true,
  trailing,
  loading = false,
  current = false,
  className,
  type = 'button',
  ...rest
}: ListItemProps) {
  const end = loading ? (
    <Spinner size={18} className="kit-list-item-end" />
  ) : (
    (trailing ?? (chevron && <ChevronRightIcon className="kit-list-item-end" />))
  );
  return (
    <button
      {...rest}
      type={type}
      className={cx('kit-list-item', className)}
      aria-current={current || undefined}
      aria-busy={loading || undefined}
    >
      {image !== undefined && <span className="kit-list-item-image">{image}</span>}
      <span className="kit-list-item-text">
        <span className="kit-list-item-title">{title}</span>
        {description !== undefined && (
          <span className="kit-list-item-description">{description}</span>
        )}
      </span>
      {tag !== undefined && tag !== '' && (
        <span className="kit-tag" data-tone={tagTone}>
          {tag}
        </span>
      )}
      {end}
    </button>
  );
}
