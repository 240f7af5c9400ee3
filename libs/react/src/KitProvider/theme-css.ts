import { darkTheme, lightTheme, themeToCss, type KitThemeVariables } from '@kit/ui';

/**
 * The CSS of an integrator's `themeVariables` for both schemes, layered over Kit's defaults; ''
 * when there are none. Invalid values are dropped by the theme functions.
 */
export function themeVariablesCss(variables: KitThemeVariables | undefined): string {
  if (variables === undefined || Object.keys(variables).length === 0) return '';
  const light = lightTheme(variables);
  return (
    themeToCss(light, { baseline: lightTheme() }) +
    themeToCss(darkTheme(variables), {
      selector: '[data-kit][data-kit-theme="dark"]',
      baseline: darkTheme(),
    })
  );
}
