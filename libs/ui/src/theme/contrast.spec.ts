import { contrastRatio, parseCssColor, readableForeground } from './contrast';
import { darkTheme, lightTheme } from './themes';

describe('contrast', () => {
  it('measures the WCAG extremes and a known pair', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic lightest AA grey: 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('parses hex, rgb and hsl in both syntaxes to the same colour', () => {
    const expected = { r: 255, g: 0, b: 0, a: 1 };
    for (const red of [
      '#f00',
      '#ff0000',
      '#ff0000ff',
      'rgb(255, 0, 0)',
      'rgb(100% 0% 0%)',
      'hsl(0, 100%, 50%)',
      'hsl(360deg 100% 50% / 1)',
      'hsla(1turn,100%,50%,1)',
    ]) {
      expect(parseCssColor(red)).toEqual(expected);
    }
    expect(parseCssColor('rgba(0, 0, 0, 0.5)')?.a).toBe(0.5);
  });

  it('cannot measure named or malformed colours', () => {
    expect(parseCssColor('red')).toBeUndefined();
    expect(parseCssColor('rgb(1, 2)')).toBeUndefined();
    expect(parseCssColor('hsl(10, 20, 30)')).toBeUndefined();
    expect(contrastRatio('red', '#fff')).toBeUndefined();
    expect(readableForeground('red')).toBeUndefined();
  });

  it('chooses the candidate that reads best', () => {
    expect(readableForeground('#ffe600')).toBe('#000000');
    expect(readableForeground('#1a1a6e')).toBe('#ffffff');
  });

  describe.each([
    ['light', lightTheme()],
    ['dark', darkTheme()],
  ])('the %s theme', (_name, { colors }) => {
    // WCAG AA: 4.5:1 for text, 3:1 for focus indicators and component boundaries.
    it.each([
      ['foreground', 'background'],
      ['foreground', 'surface'],
      ['foreground', 'surface2'],
      ['muted', 'background'],
      ['muted', 'surface'],
      ['muted', 'surface2'],
      ['accentForeground', 'accent'],
      ['error', 'background'],
      ['success', 'background'],
      ['accent', 'background'],
    ] as const)('meets AA for %s text on %s', (text, fill) => {
      expect(contrastRatio(colors[text], colors[fill])).toBeGreaterThanOrEqual(4.5);
    });

    it.each([['warning'], ['accent']] as const)('keeps %s icons at 3:1 on the background', (c) => {
      expect(contrastRatio(colors[c], colors.background)).toBeGreaterThanOrEqual(3);
    });
  });
});
