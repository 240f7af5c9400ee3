import { fireEvent, render } from '@testing-library/react';
import { NetworkImage } from './NetworkImage';

describe('NetworkImage', () => {
  it('is round by default and hexagonal on request', () => {
    const { container, rerender } = render(<NetworkImage name="Ethereum" />);
    const root = () => container.querySelector<HTMLElement>('.kit-image');
    expect(root()?.dataset.shape).toBe('circle');
    rerender(<NetworkImage name="Ethereum" shape="hex" />);
    expect(root()?.dataset.shape).toBe('hex');
  });

  it('falls back to initials on an unsafe URL and on a load error', () => {
    const { container, rerender } = render(
      <NetworkImage name="Arbitrum One" src="javascript:alert(1)" />,
    );
    expect(container.querySelector('.kit-image-initials')?.textContent).toBe('AO');
    rerender(<NetworkImage name="Arbitrum One" src="https://cdn.example/arb.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('.kit-image-initials')?.textContent).toBe('AO');
  });
});
