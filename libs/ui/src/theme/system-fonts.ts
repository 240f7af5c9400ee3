// Kit's default font stacks and the weights its styles use, apart from the theme so the first
// load can name them without loading the theme (@kit/ui/fonts, issue 22: @kit/react looks the
// fonts up ahead of the first open).

/** System fonts: nothing to download, so the first paint is not held back by a web font. */
export const SYSTEM_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The monospace stack (addresses, amounts). */
export const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The weights Kit's styles set on its font family (body text, labels, titles). */
export const FONT_WEIGHTS: readonly number[] = [400, 600, 700];
