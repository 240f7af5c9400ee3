import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';

/** One tab. */
export interface TabItem {
  /** Identifies the tab in `value` and `onValueChange`. */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected; leave out for a tablist that only switches. */
  content?: ReactNode;
  /** Cannot be selected; skipped by the arrow keys. */
  disabled?: boolean;
}

/** How the tablist is named; one is required. */
export type TabsLabelProps =
  | { 'aria-label': string; 'aria-labelledby'?: never }
  | { 'aria-label'?: never; 'aria-labelledby': string };

/** Props of Tabs. */
export type TabsProps = TabsLabelProps & {
  items: readonly TabItem[];
  /** The selected tab (controlled). */
  value?: string;
  /** The initially selected tab (uncontrolled); the first enabled tab by default. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex); Left/Right move and
 * select (wrapping, mirrored right-to-left), Home/End go to the ends, disabled tabs are skipped.
 * Only the selected panel's content is mounted.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const requested = value ?? uncontrolled;
  const enabled = items.filter((item) => item.disabled !== true);
  const selected =
    enabled.find((item) => item.value === requested)?.value ?? enabled[0]?.value ?? undefined;

  const select = (next: TabItem): void => {
    if (value === undefined) setUncontrolled(next.value);
    if (next.value !== selected) onValueChange?.(next.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const current = items.findIndex((item) => item.value === selected);
    const list = event.currentTarget;
    // Computed direction is what the browser lays out with (it crosses the shadow boundary);
    // the attribute check covers environments that do not compute inheritance.
    const rtl =
      getComputedStyle(list).direction === 'rtl' ||
      list.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = (from: number, delta: number): number => {
      // Walk past disabled tabs; `enabled` is non-empty whenever a tab has focus.
      let index = from;
      for (let i = 0; i < items.length; i++) {
        index = (index + delta + items.length) % items.length;
        if (items[index]?.disabled !== true) return index;
      }
      return from;
    };
    let target: number;
    switch (event.key) {
      case 'ArrowRight':
        target = step(current, rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        target = step(current, rtl ? 1 : -1);
        break;
      case 'Home':
        target = step(-1, 1);
        break;
      case 'End':
        target = step(items.length, -1);
        break;
      default:
        return;
    }
    event.preventDefault();
    const item = items[target];
    if (item === undefined) return;
    select(item);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={cx('kit-tabs', className)}>
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        className="kit-tablist"
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}tab${index}`}
              className="kit-tab"
              aria-selected={isSelected}
              aria-controls={item.content === undefined ? undefined : `${baseId}panel${index}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) =>
        item.content === undefined ? null : (
          <div
            key={item.value}
            role="tabpanel"
            id={`${baseId}panel${index}`}
            aria-labelledby={`${baseId}tab${index}`}
            className="kit-tabpanel"
            tabIndex={0}
            hidden={item.value !== selected}
          >
            {item.value === selected ? item.content : null}
          </div>
        ),
      )}
    </div>
  );
}
