import { render, screen } from '@testing-library/react';
import { CloseIcon, ICONS, isIconName } from './icons';

describe('icons', () => {
  it.each(Object.entries(ICONS))('%s is a decorative 20px SVG by default', (_name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.querySelectorAll('path')).toHaveLength(1);
  });

  it('becomes a named image when given a title', () => {
    render(<CloseIcon title="Close" size={16} />);
    const svg = screen.getByRole('img', { name: 'Close' });
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
    expect(svg.getAttribute('width')).toBe('16');
  });

  it('recognises icon names, and only its own', () => {
    expect(isIconName('check')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName(42)).toBe(false);
  });
});
