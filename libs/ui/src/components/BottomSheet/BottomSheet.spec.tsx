import { fireEvent, render, screen } from '@testing-library/react';
import { BottomSheet } from './BottomSheet';

// jsdom has no PointerEvent: testing-library would fall back to a bare Event without clientY.
// A MouseEvent with a pointer id is all BottomSheet reads.
if (typeof window.PointerEvent !== 'function') {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
}

/** A one-pointer drag on `from`: down at y 100, moves to `to`, then up (or cancelled). */
function drag(from: Element, to: number, end: 'up' | 'cancel' = 'up') {
  const at = (clientY: number) => ({ pointerId: 7, button: 0, clientY });
  fireEvent.pointerDown(from, at(100));
  fireEvent.pointerMove(from, at((100 + to) / 2));
  fireEvent.pointerMove(from, at(to));
  if (end === 'up') fireEvent.pointerUp(from, at(to));
  else fireEvent.pointerCancel(from, at(to));
}

function swipeableSheet() {
  const onSwipeDown = jest.fn();
  const { container } = render(
    <BottomSheet onSwipeDown={onSwipeDown}>
      <div className="kit-card">
        <div className="kit-card-header">
          <h2>Title</h2>
          <button type="button">Close</button>
        </div>
        <div className="kit-card-body">body</div>
      </div>
    </BottomSheet>,
  );
  const sheet = container.querySelector('.kit-sheet') as HTMLElement;
  return { onSwipeDown, sheet, handle: container.querySelector('.kit-sheet-handle')! };
}

describe('BottomSheet', () => {
  it('wraps its content with a decorative drag handle', () => {
    const { container } = render(<BottomSheet>content</BottomSheet>);
    expect(screen.getByText('content').className).toBe('kit-sheet');
    expect(container.querySelector('.kit-sheet-handle')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can hide the handle and passes attributes through', () => {
    const { container } = render(<BottomSheet handle={false} data-testid="sheet" />);
    expect(container.querySelector('.kit-sheet-handle')).toBeNull();
    expect(screen.getByTestId('sheet')).toBeDefined();
  });

  it('reports a swipe down from the handle, following the finger until let go', () => {
    const { onSwipeDown, sheet, handle } = swipeableSheet();
    expect(sheet.hasAttribute('data-swipe')).toBe(true);
    fireEvent.pointerDown(handle, { pointerId: 7, button: 0, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 7, button: 0, clientY: 160 });
    expect(sheet.style.translate).toBe('0 60px');
    expect(sheet.hasAttribute('data-dragging')).toBe(true);
    fireEvent.pointerUp(handle, { pointerId: 7, button: 0, clientY: 300 });
    fireEvent.pointerMove(handle, { pointerId: 7, button: 0, clientY: 300 });
    expect(onSwipeDown).toHaveBeenCalledTimes(1);
    // Let go, the sheet is back in place (the caller closes it, or it stays).
    expect(sheet.style.translate).toBe('');
    expect(sheet.hasAttribute('data-dragging')).toBe(false);
  });

  it('reports a swipe down from the header title too', () => {
    const { onSwipeDown } = swipeableSheet();
    drag(screen.getByText('Title'), 300);
    expect(onSwipeDown).toHaveBeenCalledTimes(1);
  });

  it('springs back on a short drag, an upward drag and a cancelled one', () => {
    const { onSwipeDown, sheet, handle } = swipeableSheet();
    drag(handle, 130);
    drag(handle, 0);
    drag(handle, 400, 'cancel');
    expect(onSwipeDown).not.toHaveBeenCalled();
    expect(sheet.style.translate).toBe('');
  });

  it('leaves taps and drags on header controls and the body alone', () => {
    const { onSwipeDown, sheet } = swipeableSheet();
    drag(screen.getByRole('button', { name: 'Close' }), 400);
    drag(screen.getByText('body'), 400);
    expect(onSwipeDown).not.toHaveBeenCalled();
    expect(sheet.style.translate).toBe('');
  });

  it('does not follow a drag without onSwipeDown', () => {
    const { container } = render(<BottomSheet>content</BottomSheet>);
    const sheet = container.querySelector('.kit-sheet') as HTMLElement;
    expect(sheet.hasAttribute('data-swipe')).toBe(false);
    drag(container.querySelector('.kit-sheet-handle')!, 400);
    expect(sheet.style.translate).toBe('');
  });
});
