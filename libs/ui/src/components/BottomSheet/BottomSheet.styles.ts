/** BottomSheet; `dvh` so mobile browser toolbars do not push the sheet off screen. */
export const bottomSheetStyles = `
.kit-sheet{position:fixed;right:0;bottom:0;left:0;z-index:var(--kit-z-index);display:flex;flex-direction:column;width:100%;max-height:90vh;max-height:90dvh;padding-bottom:env(safe-area-inset-bottom,0);border-radius:var(--kit-radius-xl) var(--kit-radius-xl) 0 0;background:var(--kit-background);box-shadow:var(--kit-shadow-lg);animation:kit-sheet-in .25s cubic-bezier(.2,.8,.2,1)}
.kit-sheet-handle{flex:none;width:36px;height:4px;margin:var(--kit-space-sm) auto 0;border-radius:var(--kit-radius-full);background:var(--kit-muted);opacity:.4}
.kit-sheet>.kit-card{flex:1;min-height:0;max-width:none;max-height:none;border:0;border-radius:0;box-shadow:none}
.kit-sheet>.kit-card:not([data-shake]){animation:none}
@keyframes kit-sheet-in{from{translate:0 100%}}
`;
