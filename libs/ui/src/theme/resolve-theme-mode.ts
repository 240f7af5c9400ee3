/**
 * The integrator's theme choice.
 * - `light`: always light.
 * - `dark`: always dark.
 * - `system`: follows `prefers-color-scheme`.
 */
export type KitThemeMode = 'light' | 'dark' | 'system';

/** The scheme to render for a theme mode, given whether the OS prefers dark. */
export function resolveThemeMode(mode: KitThemeMode, prefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode === 'dark' ? 'dark' : 'light';
}
