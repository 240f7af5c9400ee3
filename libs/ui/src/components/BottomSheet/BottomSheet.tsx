import { useRef, type ComponentProps, type PointerEvent } from 'react';
import { cx } from '../../utils/cx';

/** Props of BottomSheet: a div's attributes plus the handle switch and the swipe. */
export interface BottomSheetProps extends ComponentProps<'div'> {
  /** Show the drag handle; true by default. */
  handle?: boolean;
  /**
   * Called when the visitor drags the sheet down from its handle or its card's header and lets
   * go far enough (a quarter of its height, or 96 px). Whether it closes is the caller's rule:
   * the sheet springs back unless it is unmounted.
   */
  onSwipeDown?: () => void;
}

/** How far down (px) a drag must end to count as a swipe whatever the sheet's height. */
const SWIPE_DISTANCE = 96;
/** Where a drag may start: the handle and the header's empty space (its title included). */
const GRAB_AREA = '.kit-sheet-handle,.kit-card-header';
/** Controls in the header keep their own taps. */
const CONTROL = 'button,a,input,select,textarea,[role="button"]';

/**
 * The mobile layout: a full-width sheet anchored to the bottom, at most 90% of the viewport high,
 * with rounded top corners and room for the home indicator. Put a ModalCard inside; it drops its
 * own card chrome there. With `onSwipeDown` the sheet follows a finger (pointer events, so touch,
 * pen and mouse alike) dragged down from the handle or the header. Presentational: the dialog and
 * focus come from @kit/views.
 */
export function BottomSheet({
  handle = true,
  onSwipeDown,
  className,
  children,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onPointerCancel,
  ...rest
}: BottomSheetProps) {
  const drag = useRef<{ pointerId: number; startY: number; dy: number } | null>(null);

  const release = (sheet: HTMLDivElement): number => {
    const dy = drag.current?.dy ?? 0;
    drag.current = null;
    delete sheet.dataset['dragging'];
    sheet.style.translate = '';
    return dy;
  };

  const down = (event: PointerEvent<HTMLDivElement>): void => {
    onPointerDown?.(event);
    const target = event.target as Element;
    if (onSwipeDown === undefined || event.button !== 0 || drag.current !== null) return;
    if (target.closest(GRAB_AREA) === null || target.closest(CONTROL) !== null) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, dy: 0 };
    event.currentTarget.dataset['dragging'] = '';
    // Moves keep coming here when the finger leaves the header.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const move = (event: PointerEvent<HTMLDivElement>): void => {
    onPointerMove?.(event);
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    // Only downwards: the sheet is already as high as it goes.
    current.dy = Math.max(0, event.clientY - current.startY);
    event.currentTarget.style.translate = `0 ${current.dy}px`;
  };

  const up = (event: PointerEvent<HTMLDivElement>): void => {
    onPointerUp?.(event);
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    const sheet = event.currentTarget;
    // Where the finger lifted counts (the last move may have been coalesced away).
    current.dy = Math.max(0, event.clientY - current.startY);
    const dy = release(sheet);
    if (dy >= Math.min(SWIPE_DISTANCE, sheet.offsetHeight / 4 || SWIPE_DISTANCE)) onSwipeDown?.();
  };

  const cancel = (event: PointerEvent<HTMLDivElement>): void => {
    onPointerCancel?.(event);
    if (drag.current?.pointerId === event.pointerId) release(event.currentTarget);
  };

  return (
    <div
      {...rest}
      className={cx('kit-sheet', className)}
      data-swipe={onSwipeDown === undefined ? undefined : ''}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={cancel}
    >
      {handle && <div className="kit-sheet-handle" aria-hidden="true" />}
      {children}
    </div>
  );
}
