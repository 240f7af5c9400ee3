import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology without a label (inside a labelled parent)', () => {
    const { container } = render(<Spinner />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is a named, indeterminate progressbar when standing alone', () => {
    render(<Spinner label="Loading wallets" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading wallets' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });
});
