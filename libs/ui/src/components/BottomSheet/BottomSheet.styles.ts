/**
 * BottomSheet; `dvh` so mobile browser toolbars do not push the sheet off screen. A swipeable
 * sheet keeps the browser's own gestures off its grab area (`touch-action`), so the drag reaches
 * the page as pointer events; the handle's hit area is padded wider and taller than the bar it
 * draws (its content box) without moving the card, and the sheet springs back when let go short.
 */
export const bottomSheetStyles = `
.kit-sheet{position:fixed;right:0;bottom:0;left:0;z-index:var(--kit-z-index);display:flex;flex-direction:column;width:100%;max-height:90vh;max-height:90dvh;padding-bottom:env(safe-area-inset-bottom,0);border-radius:var(--kit-radius-xl) var(--kit-radius-xl) 0 0;background:var(--kit-background);box-shadow:var(--kit-shadow-lg);animation:kit-sheet-in .25s cubic-bezier(.2,.8,.2,1)}
.kit-sheet-handle{flex:none;width:36px;height:4px;margin:var(--kit-space-sm) auto 0;border-radius:var(--kit-radius-full);background:var(--kit-muted);opacity:.4}
.kit-sheet>.kit-card{flex:1;min-height:0;max-width:none;max-height:none;border:0;border-radius:0;box-shadow:none}
.kit-sheet>.kit-card:not([data-shake]){animation:none}
.kit-sheet[data-swipe]{transition:translate .2s cubic-bezier(.2,.8,.2,1)}
.kit-sheet[data-dragging]{transition:none}
.kit-sheet[data-swipe]>.kit-sheet-handle{width:116px;height:24px;margin:0 auto -12px;padding:10px 40px;background-clip:content-box;cursor:grab;touch-action:none}
.kit-sheet[data-swipe]>.kit-card>.kit-card-header{touch-action:none}
@keyframes kit-sheet-in{from{translate:0 100%}}
`;
