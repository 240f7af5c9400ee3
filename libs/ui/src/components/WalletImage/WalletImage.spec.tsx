import { CONSTANTS } from '@kit/core';
import { act, fireEvent, render } from '@testing-library/react';
import { WalletImage } from './WalletImage';

const SAFE = 'https://explorer.example/getWalletImage/abc';

function parts(container: HTMLElement) {
  const root = container.querySelector<HTMLElement>('.kit-image');
  return {
    status: root?.dataset.status,
    img: container.querySelector('img'),
    initials: container.querySelector('.kit-image-initials')?.textContent,
  };
}

describe('WalletImage', () => {
  afterEach(() => jest.useRealTimers());

  it('loads a safe URL and shows it once loaded', () => {
    const { container } = render(<WalletImage src={SAFE} name="Trust Wallet" />);
    expect(parts(container)).toMatchObject({ status: 'loading', initials: undefined });
    const img = parts(container).img;
    expect(img?.getAttribute('src')).toBe(SAFE);
    fireEvent.load(img as HTMLImageElement);
    expect(parts(container)).toMatchObject({ status: 'loaded', initials: undefined });
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['http (not loopback)', 'http://insecure.example/x.png'],
    ['missing', undefined],
  ])('shows initials and never requests a %s URL', (_kind, src) => {
    const { container } = render(<WalletImage src={src} name="Trust Wallet" />);
    expect(parts(container)).toEqual({ status: 'failed', img: null, initials: 'TW' });
  });

  it('holds the picture while pending (placeholder, no request, no timeout), then loads it', () => {
    jest.useFakeTimers();
    const { container, rerender } = render(<WalletImage src={SAFE} name="Rainbow" pending />);
    act(() => jest.advanceTimersByTime(CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS * 2));
    expect(parts(container)).toEqual({ status: 'loading', img: null, initials: undefined });
    rerender(<WalletImage src={SAFE} name="Rainbow" pending={false} />);
    expect(parts(container).img?.getAttribute('src')).toBe(SAFE);
    fireEvent.load(parts(container).img as HTMLImageElement);
    expect(parts(container).status).toBe('loaded');
  });

  it('falls back to initials when the image fails to load', () => {
    const { container } = render(<WalletImage src={SAFE} name="MetaMask" />);
    fireEvent.error(parts(container).img as HTMLImageElement);
    expect(parts(container)).toEqual({ status: 'failed', img: null, initials: 'MM' });
  });

  it('falls back to initials when nothing loads within the preload timeout (2 s)', () => {
    jest.useFakeTimers();
    const { container } = render(<WalletImage src={SAFE} name="Rainbow" />);
    act(() => jest.advanceTimersByTime(CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS - 1));
    expect(parts(container).status).toBe('loading');
    act(() => jest.advanceTimersByTime(1));
    expect(parts(container)).toEqual({ status: 'failed', img: null, initials: 'R' });
  });

  it('keeps a loaded image past the timeout', () => {
    jest.useFakeTimers();
    const { container } = render(<WalletImage src={SAFE} name="Rainbow" />);
    fireEvent.load(parts(container).img as HTMLImageElement);
    act(() => jest.advanceTimersByTime(CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS * 2));
    expect(parts(container).status).toBe('loaded');
  });

  it('starts over when src changes after a failure', () => {
    const { container, rerender } = render(<WalletImage src={SAFE} name="Rainbow" />);
    fireEvent.error(parts(container).img as HTMLImageElement);
    rerender(<WalletImage src={`${SAFE}2`} name="Rainbow" />);
    expect(parts(container).status).toBe('loading');
    expect(parts(container).img?.getAttribute('src')).toBe(`${SAFE}2`);
  });

  it('is decorative by default and named by alt when given, image or placeholder', () => {
    const { container, rerender } = render(<WalletImage src={SAFE} name="Zerion" />);
    expect(parts(container).img?.getAttribute('alt')).toBe('');
    rerender(<WalletImage name="Zerion" alt="Zerion logo" />);
    const placeholder = container.querySelector('.kit-image-initials');
    expect(placeholder?.getAttribute('role')).toBe('img');
    expect(placeholder?.getAttribute('aria-label')).toBe('Zerion logo');
  });

  it('sizes the image and its placeholder', () => {
    const { container } = render(<WalletImage name="Zerion" size={64} />);
    const root = container.querySelector<HTMLElement>('.kit-image');
    expect(root?.style.width).toBe('64px');
    expect(root?.dataset.shape).toBe('rounded');
  });
});
