import { contrastRatio } from './contrast';
import { resolveThemeMode } from './resolve-theme-mode';
import { themeToCss, themeToVariables } from './theme-css';
import type { KitThemeTokens } from './theme-tokens';
import { isSafeCssColor, isSafeFontFamily, parseThemeVariables } from './theme-variables';
import { darkTheme, lightTheme } from './themes';

const EVERY_VARIABLE = [
  '--kit-background',
  '--kit-surface',
  '--kit-surface-2',
  '--kit-foreground',
  '--kit-muted',
  '--kit-border',
  '--kit-field-border',
  '--kit-accent',
  '--kit-accent-foreground',
  '--kit-success',
  '--kit-error',
  '--kit-warning',
  '--kit-overlay',
  '--kit-border-radius-master',
  '--kit-radius-xs',
  '--kit-radius-sm',
  '--kit-radius-md',
  '--kit-radius-lg',
  '--kit-radius-xl',
  '--kit-radius-full',
  '--kit-font-family',
  '--kit-font-family-mono',
  '--kit-font-size-xs',
  '--kit-font-size-sm',
  '--kit-font-size-md',
  '--kit-font-size-lg',
  '--kit-font-size-xl',
  '--kit-space-xs',
  '--kit-space-sm',
  '--kit-space-md',
  '--kit-space-lg',
  '--kit-space-xl',
  '--kit-shadow-sm',
  '--kit-shadow-lg',
  '--kit-z-index',
];

/** Parses CSS with the browser's (jsdom's) parser and returns its top-level rules. */
function parseRules(css: string): CSSStyleRule[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = [...(style.sheet?.cssRules ?? [])] as CSSStyleRule[];
  style.remove();
  return rules;
}

describe('theme tokens', () => {
  it.each([
    ['light', lightTheme()],
    ['dark', darkTheme()],
  ])('emits every --kit-* variable for the %s theme under [data-kit]', (_name, tokens) => {
    const css = themeToCss(tokens);
    expect(css.startsWith('[data-kit]{')).toBe(true);
    for (const name of EVERY_VARIABLE) expect(css).toContain(`${name}:`);
    expect(Object.keys(themeToVariables(tokens)).sort()).toEqual([...EVERY_VARIABLE].sort());
  });

  it('parses as one rule whose declarations are the theme variables and color-scheme', () => {
    const [rule, ...others] = parseRules(themeToCss(darkTheme()));
    expect(others).toEqual([]);
    expect(rule?.selectorText).toBe('[data-kit]');
    expect(rule?.style.getPropertyValue('--kit-accent').trim()).toBe('#7b9bff');
    expect(rule?.style.getPropertyValue('color-scheme')).toBe('dark');
  });

  it('scales every radius by --kit-border-radius-master', () => {
    const vars = themeToVariables(lightTheme({ radius: 0.5 }));
    expect(vars['--kit-border-radius-master']).toBe('0.5');
    expect(vars['--kit-radius-md']).toBe('calc(14px*var(--kit-border-radius-master,1))');
  });

  it('applies valid themeVariables: accent, font family and z-index', () => {
    const tokens = darkTheme({
      accent: 'rgb(255, 0, 128)',
      fontFamily: '"Inter", system-ui, sans-serif',
      zIndex: 50,
    });
    const css = themeToCss(tokens);
    expect(css).toContain('--kit-accent:rgb(255, 0, 128)');
    expect(css).toContain('--kit-font-family:"Inter", system-ui, sans-serif');
    expect(css).toContain('--kit-z-index:50');
  });

  it('picks a readable accent foreground for a custom accent', () => {
    for (const accent of ['#ffe600', '#101010', 'hsl(200, 90%, 45%)', '#3652d9']) {
      const { colors } = lightTheme({ accent });
      expect(contrastRatio(colors.accentForeground, colors.accent)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps an explicit accentForeground and the default one for a named accent', () => {
    expect(lightTheme({ accent: '#000', accentForeground: '#eee' }).colors.accentForeground).toBe(
      '#eee',
    );
    expect(lightTheme({ accent: 'rebeccapurple' }).colors).toMatchObject({
      accent: 'rebeccapurple',
      accentForeground: lightTheme().colors.accentForeground,
    });
  });

  it('rejects a malicious accent and keeps the default, so no rule can be injected', () => {
    const malicious = 'red;}body{display:none';
    const tokens = lightTheme({ accent: malicious });
    expect(tokens.colors.accent).toBe(lightTheme().colors.accent);
    const css = themeToCss(tokens);
    expect(css).not.toContain('display:none');
    expect(parseRules(css)).toHaveLength(1);
  });

  it('leaves out unsafe values of hand-built tokens instead of emitting them', () => {
    const base = lightTheme();
    const tokens: KitThemeTokens = {
      ...base,
      colors: { ...base.colors, accent: 'red;}body{display:none', surface: 'url(//evil.example)' },
      fontFamily: 'x;}body{display:none',
      shadows: { sm: 'url(x)', lg: '0 0 1px expression(alert(1))' },
      radii: { ...base.radii, md: Number.NaN },
      zIndex: 1.5,
    };
    const css = themeToCss(tokens);
    for (const gone of ['--kit-accent:', '--kit-surface:', '--kit-font-family:', '--kit-shadow']) {
      expect(css).not.toContain(gone);
    }
    expect(css).not.toContain('--kit-radius-md:');
    expect(css).not.toContain('--kit-z-index:');
    expect(css).not.toMatch(/url\(|expression|display:none/);
    expect(parseRules(css)).toHaveLength(1);
  });

  it('ignores extra keys of hand-built tokens, which would otherwise name variables', () => {
    const base = lightTheme();
    const radii = { ...base.radii, 'x:0}body{display:none': 1 } as typeof base.radii;
    expect(themeToCss({ ...base, radii })).not.toContain('display');
  });

  it('emits only the differences from a baseline (the dark defaults over the light ones)', () => {
    const css = themeToCss(darkTheme(), {
      selector: '[data-kit-theme="dark"]',
      baseline: lightTheme(),
    });
    expect(css).toContain('--kit-background:#141518');
    expect(css).toContain('color-scheme:dark');
    expect(css).not.toContain('--kit-radius-md');
    expect(css).not.toContain('--kit-font-family');
  });

  it('refuses a selector that could end the rule', () => {
    expect(() => themeToCss(lightTheme(), { selector: 'a{}b' })).toThrow(TypeError);
  });

  it('returns fresh objects, so changing one theme never changes the defaults', () => {
    const tokens = lightTheme();
    tokens.colors.accent = '#000';
    tokens.radii.md = 0;
    expect(lightTheme().colors.accent).toBe('#3652d9');
    expect(lightTheme().radii.md).toBe(14);
  });
});

describe('themeVariables validation', () => {
  it.each([
    '#fff',
    '#ffffff80',
    'rgb(1, 2, 3)',
    'rgba(1 2 3 / 50%)',
    'hsl(210deg 40% 50%)',
    'hsla(1,2%,3%,.4)',
    'red',
    'transparent',
  ])('accepts the colour %s', (value) => expect(isSafeCssColor(value)).toBe(true));

  it.each([
    'red;}body{display:none',
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    'rgb(1,2,3);color:red',
    'var(--x)',
    '#ggg',
    'red }',
    'rgb(1,2,3))',
    'r\\65 d',
    '',
    '#fff\n}',
  ])('rejects the colour %j', (value) => expect(isSafeCssColor(value)).toBe(false));

  it('accepts font stacks and rejects anything that could break out', () => {
    expect(isSafeFontFamily('"Inter", -apple-system, sans-serif')).toBe(true);
    expect(isSafeFontFamily("'Space Grotesk', monospace")).toBe(true);
    for (const bad of ['a;b', 'x}', 'url(x)', '"unclosed', '"a\\"b"', 'a,,b', '']) {
      expect(isSafeFontFamily(bad)).toBe(false);
    }
  });

  it('keeps valid fields, names the rejected ones and never throws', () => {
    expect(
      parseThemeVariables({
        accent: 'red;}body{display:none',
        radius: 2,
        fontFamily: 'Inter',
        zIndex: '9' as unknown as number,
      }),
    ).toEqual({ variables: { radius: 2, fontFamily: 'Inter' }, rejected: ['accent', 'zIndex'] });
    expect(parseThemeVariables({ radius: -1 }).rejected).toEqual(['radius']);
    expect(parseThemeVariables({ radius: Number.POSITIVE_INFINITY }).rejected).toEqual(['radius']);
    expect(parseThemeVariables(null)).toEqual({ variables: {}, rejected: [] });
    expect(parseThemeVariables('accent')).toEqual({ variables: {}, rejected: [] });
  });
});

describe('resolveThemeMode', () => {
  it('follows the OS preference only in system mode', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });

  it('falls back to light for an unknown mode from untyped config', () => {
    expect(resolveThemeMode('sepia' as never, true)).toBe('light');
  });
});
