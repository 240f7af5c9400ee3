import { kitStyles } from '../styles/kit-styles';
import { contrastRatio } from './contrast';
import { themeToVariables } from './theme-css';
import { darkTheme, lightTheme } from './themes';

/**
 * The colour variable a rule of kitStyles draws with, read from the shipped CSS itself (not from
 * a copy), so moving a field's outline back to a hairline token fails here.
 */
function ruleVariable(selector: string, property: RegExp): string {
  const rule = kitStyles.split('}').find((block) => block.trimStart().startsWith(`${selector}{`));
  if (rule === undefined) throw new Error(`no rule ${selector} in kitStyles`);
  const declaration = rule
    .slice(rule.indexOf('{') + 1)
    .split(';')
    .find((part) => property.test(part));
  const variable = declaration?.match(/var\((--kit-[a-z0-9-]+)\)/)?.[1];
  if (variable === undefined)
    throw new Error(`${selector} sets no colour variable for ${property}`);
  return variable;
}

// WCAG 1.4.11 (non-text contrast): what identifies a control or its state needs 3:1 against
// every colour next to it. A field's outline sits between the card and the field's own fill.
describe.each([
  ['light', lightTheme()],
  ['dark', darkTheme()],
])('non-text boundaries of the %s theme', (_name, tokens) => {
  const variables = themeToVariables(tokens);
  const color = (variable: string): string => {
    const value = variables[variable as keyof typeof variables];
    if (value === undefined) throw new Error(`${variable} is not a theme variable`);
    return value;
  };
  const { background, surface } = tokens.colors;

  it.each([
    ['a text field or select outline', '.kit-field-box', /^border:/],
    ['an invalid field outline', '.kit-field-box[data-invalid]', /^border-color:/],
    ['a focused field outline', '.kit-field-box:focus-within', /^border-color:/],
  ])('draws %s at 3:1 against the card and the field fill', (_what, selector, property) => {
    const boundary = color(ruleVariable(selector, property));
    expect(contrastRatio(boundary, background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(boundary, surface)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the field outline token itself at 3:1, for custom CSS built on it', () => {
    expect(contrastRatio(tokens.colors.fieldBorder, background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(tokens.colors.fieldBorder, surface)).toBeGreaterThanOrEqual(3);
  });
});
