import { render, screen } from '@testing-library/react';
import { Toast } from './Toast';

describe('Toast', () => {
  it('announces success politely through a status region', () => {
    render(<Toast message="Address copied" variant="success" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Address copied');
    expect(region.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a hidden spinner for loading, still as a polite status', () => {
    render(<Toast message="Authenticating..." variant="loading" />);
    const region = screen.getByRole('status');
    expect(region.querySelector('.kit-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('announces errors as an alert', () => {
    render(<Toast message="Error signing message" variant="error" />);
    expect(screen.getByRole('alert').textContent).toBe('Error signing message');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the live region mounted but empty while closed', () => {
    const { rerender } = render(<Toast message="Copied" variant="success" open={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<Toast message="Copied" variant="success" open />);
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('shows a custom icon instead of the variant icon', () => {
    render(<Toast message="Sent" variant="success" icon={<b data-testid="icon" />} />);
    expect(screen.getByTestId('icon')).toBeDefined();
  });
});
