import { fireEvent, render, waitFor } from '@testing-library/react';
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

  it("draws a built-in network's mark inline from its imageId and requests no URL", async () => {
    const { container } = render(
      <NetworkImage name="Ethereum" brand="ethereum" src="https://cdn.example/eth.png" />,
    );
    await waitFor(() =>
      expect(container.querySelector('svg[data-brand="ethereum"] circle')).not.toBeNull(),
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.kit-image-initials')).toBeNull();
    expect(container.querySelector('.kit-image')?.getAttribute('data-status')).toBe('loaded');
  });

  it('loads the URL for an imageId it has no mark for', () => {
    const { container } = render(
      <NetworkImage name="My Chain" brand="my-chain" src="https://cdn.example/mine.png" />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/mine.png',
    );
    expect(container.querySelector('svg[data-brand]')).toBeNull();
  });

  it('names a drawn mark by alt when given', async () => {
    const { container } = render(<NetworkImage name="Base" brand="base" alt="Base" />);
    await waitFor(() =>
      expect(container.querySelector('svg[data-brand="base"] circle')).not.toBeNull(),
    );
    const root = container.querySelector('.kit-image');
    expect(root?.getAttribute('role')).toBe('img');
    expect(root?.getAttribute('aria-label')).toBe('Base');
  });
});
