import { contrastRatio } from '../theme/contrast';
import { initialsOf, placeholderFor } from './placeholder';

describe('placeholderFor', () => {
  it('takes up to two initials from words and camelCase humps', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW');
    expect(initialsOf('MetaMask')).toBe('MM');
    expect(initialsOf('phantom')).toBe('P');
    expect(initialsOf('  coinbase   smart wallet ')).toBe('CS');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('🦊 Fox')).toBe('🦊F');
  });

  it('gives the same name the same colour and different names different colours', () => {
    expect(placeholderFor('Rainbow')).toEqual(placeholderFor('Rainbow'));
    expect(placeholderFor('Wallet A').background).not.toBe(placeholderFor('Wallet B').background);
  });

  it('keeps the initials at AA contrast on every generated colour', () => {
    for (let i = 0; i < 500; i++) {
      const { background, foreground } = placeholderFor(`Wallet ${i}`);
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
