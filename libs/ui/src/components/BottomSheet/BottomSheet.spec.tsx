import { render, screen } from '@testing-library/react';
import { BottomSheet } from './BottomSheet';

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
});
