import { render, waitFor } from '@testing-library/react';
import { BRAND_ART } from './brand-art';
import { BrandIcon, loadBrandIcons } from './BrandIcon';
import { BRAND_IDS, isBrandId } from './brand-ids';

describe('BrandIcon', () => {
  it('draws its mark once the drawings have loaded, decorative and at its size', async () => {
    const { container } = render(<BrandIcon brand="walletconnect" size={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('20');
    await waitFor(() => expect(svg.querySelectorAll('path').length).toBeGreaterThan(0));
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#3B99FC');
  });

  it('draws at once when the drawings are already in', async () => {
    await loadBrandIcons();
    const { container } = render(<BrandIcon brand="ethereum" />);
    expect(container.querySelector('circle')?.getAttribute('fill')).toBe('#627EEA');
  });

  it('has a drawing for every id it admits, and admits nothing else', () => {
    expect(Object.keys(BRAND_ART).sort()).toEqual([...BRAND_IDS].sort());
    expect(isBrandId('google')).toBe(true);
    expect(isBrandId('kit-devnet')).toBe(true);
    expect(isBrandId('metamask')).toBe(false);
    expect(isBrandId(undefined)).toBe(false);
    expect(isBrandId('toString')).toBe(false);
  });
});
