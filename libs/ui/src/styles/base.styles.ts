/**
 * The reset under `[data-kit]`. At a shadow boundary inherited properties (font, colour,
 * line-height, letter-spacing, cursor, visibility...) still flow in from the host page, so the
 * root takes `all: initial` and then Kit's own values. Descendant resets use `:where()` (no
 * specificity) so any component class overrides them whatever the order. In forced-colors mode
 * (Windows high contrast) fills disappear, so rows and the selected tab get borders
 * instead (borders, not outlines, which are the focus ring's). Text wraps anywhere rather than
 * overflow (a 42-character address or a long e-mail at 320 px): nothing is ever cut.
 */
export const baseStyles = `
[data-kit]{all:initial;display:block;box-sizing:border-box;color:var(--kit-foreground);font-family:var(--kit-font-family);font-size:var(--kit-font-size-md);font-weight:400;line-height:1.5;text-align:start;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;-webkit-text-size-adjust:100%;text-size-adjust:100%;-webkit-tap-highlight-color:transparent}
:where([data-kit]) *,:where([data-kit]) ::before,:where([data-kit]) ::after{box-sizing:border-box;margin:0;padding:0;border:0 solid;color:inherit;font:inherit;letter-spacing:inherit}
:where([data-kit]) :is(p,h1,h2,h3,label,dd,dt,li,span,output,pre,code){overflow-wrap:anywhere}
:where([data-kit]) :is(button,input){appearance:none;background:none;border-radius:0;text-align:inherit}
:where([data-kit]) button{cursor:pointer;touch-action:manipulation;user-select:none}
:where([data-kit]) :disabled{cursor:not-allowed}
:where([data-kit]) :is(img,svg){display:block;max-width:100%}
:where([data-kit]) [hidden]{display:none!important}
:where([data-kit]) :focus-visible{outline:2px solid var(--kit-accent);outline-offset:2px}
:where([data-kit]) :focus:not(:focus-visible){outline:none}
.kit-wrap{min-width:0;overflow-wrap:anywhere}
.kit-sr-only{position:absolute!important;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (pointer:coarse){.kit-button[data-size=sm],.kit-icon-button{min-width:40px;min-height:40px}.kit-tab{min-height:40px}}
@media (forced-colors:active){.kit-list-item,.kit-tablist{border:1px solid CanvasText}.kit-tab[aria-selected=true],.kit-list-item[aria-current=true]{border:2px solid Highlight}}
@media (prefers-reduced-motion:reduce){:where([data-kit]) *,:where([data-kit]) ::before,:where([data-kit]) ::after{animation-duration:1ms!important;animation-iteration-count:1!important;transition-duration:1ms!important;scroll-behavior:auto!important}[data-kit] .kit-spinner{animation-duration:2s!important;animation-iteration-count:infinite!important}}
`;
