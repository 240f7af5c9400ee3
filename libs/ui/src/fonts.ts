// @kit/ui/fonts: Kit's default font stacks and weights without the theme or the components, so
// code in the page's first load can name them (a re-export from the main entry would bring all
// of @kit/ui into the first load).
export { FONT_WEIGHTS, MONO_FONT, SYSTEM_FONT } from './theme/system-fonts';
