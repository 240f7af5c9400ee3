/**
 * Button. While busy the content turns transparent (not hidden, so the accessible name stays) and
 * the spinner sits centred on top, so the width does not jump. On touch screens a small button is
 * still a 44 px high target. A long label wraps (never cut): the padding keeps it off the edges.
 */
export const buttonStyles = `
.kit-button{position:relative;display:inline-flex;align-items:center;justify-content:center;gap:var(--kit-space-sm);min-height:44px;padding:6px var(--kit-space-lg);border:1px solid transparent;border-radius:var(--kit-radius-md);font-size:var(--kit-font-size-md);font-weight:600;line-height:1.25;text-align:center;transition:background-color .15s,color .15s,scale .1s}
.kit-button-label{min-width:0;overflow-wrap:break-word}
.kit-button>svg{flex:none}
.kit-button[data-size=sm]{min-height:32px;padding:4px var(--kit-space-md);border-radius:var(--kit-radius-sm);font-size:var(--kit-font-size-sm)}
@media (pointer:coarse){.kit-button[data-size=sm]{min-height:44px}}
.kit-button[data-size=lg]{min-height:52px;padding:6px var(--kit-space-xl);font-size:var(--kit-font-size-lg)}
.kit-button[data-full-width]{display:flex;width:100%}
.kit-button[data-variant=primary]{background:var(--kit-accent);color:var(--kit-accent-foreground)}
.kit-button[data-variant=secondary]{background:var(--kit-surface);border-color:var(--kit-border)}
@media (hover:hover){.kit-button[data-variant=primary]:not(:disabled,[aria-busy]):hover{background:color-mix(in srgb,var(--kit-accent) 88%,var(--kit-foreground))}.kit-button:not([data-variant=primary]):not(:disabled,[aria-busy]):hover{background:var(--kit-surface-2)}}
.kit-button:not(:disabled,[aria-busy]):active{scale:.98}
.kit-button:disabled{opacity:.5}
.kit-button[aria-busy]{cursor:progress}
.kit-button[aria-busy]>:not(.kit-spinner){opacity:0}
.kit-button>.kit-spinner{position:absolute;top:50%;left:50%;translate:-50% -50%}
`;
