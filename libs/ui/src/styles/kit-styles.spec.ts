import { gzipSync } from 'node:zlib';
import { themeToVariables } from '../theme/theme-css';
import { lightTheme } from '../theme/themes';
import { kitStyles } from './kit-styles';

function parse(css: string): CSSRule[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = [...(style.sheet?.cssRules ?? [])];
  style.remove();
  return rules;
}

/** Every style rule, including those inside @media. */
function styleRules(rules: CSSRule[]): CSSStyleRule[] {
  return rules.flatMap((rule) =>
    rule instanceof CSSMediaRule
      ? styleRules([...rule.cssRules])
      : rule instanceof CSSStyleRule
        ? [rule]
        : [],
  );
}

describe('kitStyles', () => {
  const rules = parse(kitStyles);

  it('styles every component', () => {
    for (const className of [
      'kit-button',
      'kit-icon-button',
      'kit-list-item',
      'kit-tag',
      'kit-image',
      'kit-qr',
      'kit-field',
      'kit-input',
      'kit-amount',
      'kit-toast',
      'kit-tablist',
      'kit-tab',
      'kit-spinner',
      'kit-text',
      'kit-card',
      'kit-sheet',
      'kit-sr-only',
    ]) {
      expect(kitStyles).toContain(`.${className}`);
    }
  });

  it('parses fully: every rule survives the parser', () => {
    // One rule per `}` that closes a top-level block; a syntax error would swallow rules.
    expect(rules.length).toBeGreaterThan(80);
    expect(styleRules(rules).every((rule) => rule.style.length > 0)).toBe(true);
  });

  it('scopes every selector to [data-kit] or a kit- class, so nothing styles the host', () => {
    for (const rule of styleRules(rules)) {
      for (const selector of rule.selectorText.split(/,(?![^(]*\))/)) {
        expect(selector.trim()).toMatch(/^(\[data-kit\]|:where\(\[data-kit\]\)|\.kit-)/);
      }
    }
  });

  it('resets inheritance at the root and declares the default light and dark tokens', () => {
    expect(kitStyles).toMatch(/\[data-kit\]\{all:initial;/);
    expect(kitStyles).toContain('[data-kit]{--kit-background:#ffffff');
    expect(kitStyles).toContain('[data-kit][data-kit-theme="dark"]{--kit-background:#141518');
  });

  it('uses only variables the theme defines', () => {
    const defined = new Set(Object.keys(themeToVariables(lightTheme())));
    const used = new Set(
      [...kitStyles.matchAll(/var\((--kit-[a-z0-9-]+)/g)].map(([, name]) => name),
    );
    expect([...used].filter((name) => !defined.has(name as `--kit-${string}`))).toEqual([]);
  });

  it('shows an accent focus ring on :focus-visible', () => {
    expect(kitStyles).toContain(':focus-visible{outline:2px solid var(--kit-accent)');
  });

  it('honours reduced motion and gives touch screens 40px targets', () => {
    const media = rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule);
    const reduced = media.find((rule) => rule.conditionText.includes('prefers-reduced-motion'));
    expect(reduced?.cssRules.length).toBeGreaterThan(0);
    const coarse = media.find(
      (rule) =>
        rule.conditionText.includes('pointer: coarse') ||
        rule.conditionText.includes('pointer:coarse'),
    );
    expect(coarse?.cssText).toContain('min-height: 40px');
  });

  it('names every animation with the kit- prefix', () => {
    for (const [, name] of kitStyles.matchAll(/@keyframes ([\w-]+)/g))
      expect(name).toMatch(/^kit-/);
  });

  it('stays small: under 15 kB raw and 3.8 kB gzipped', () => {
    expect(kitStyles).not.toMatch(/\n|\/\*/);
    expect(kitStyles.length).toBeLessThan(15_000);
    expect(gzipSync(kitStyles, { level: 9 }).length).toBeLessThan(3_800);
  });
});
