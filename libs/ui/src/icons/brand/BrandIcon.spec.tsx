import { ALL_NETWORKS } from '@kit/core';
import { render, waitFor } from '@testing-library/react';
import { BRAND_ART } from './brand-art';
import { BrandIcon, loadBrandIcons } from './BrandIcon';

describe('BrandIcon', () => {
  it('draws its mark once the drawings have loaded, decorative and at its size', async () => {
    const { container } = render(<BrandIcon brand="walletconnect" size={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('20');
    await waitFor(() => expect(svg.querySelectorAll('path').length).toBeGreaterThan(0));
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#3B99FC');
  });

  it('draws at once when the drawings are already in, and nothing for an unknown brand', async () => {
    await loadBrandIcons();
    const { container } = render(
      <>
        <BrandIcon brand="ethereum" />
        <BrandIcon brand="toString" />
      </>,
    );
    const [known, unknown] = container.querySelectorAll('svg');
    expect(known?.querySelector('circle')?.getAttribute('fill')).toBe('#627EEA');
    expect(unknown?.childElementCount).toBe(0);
  });

  it('has a mark for every social provider, WalletConnect and every network of core’s tables', () => {
    const socials = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'];
    const networks = ALL_NETWORKS.flatMap((network) =>
      network.assets?.imageId === undefined ? [] : [network.assets.imageId],
    );
    expect(networks.length).toBeGreaterThan(10);
    for (const id of [...socials, 'walletconnect', ...networks]) {
      expect([id, BRAND_ART.has(id)]).toEqual([id, true]);
    }
  });
});
