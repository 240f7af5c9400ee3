/**
 * ModalCard: 360px wide, at most the viewport's height less a margin; only the body scrolls, and
 * its scroll never chains to the host page. The header's side columns are equal so the title is
 * centred whatever buttons are present. It rises into place without fading: an opacity from 0
 * left the card invisible in the open's first frames (issue 22).
 */
export const modalCardStyles = `
.kit-card{display:flex;flex-direction:column;width:100%;max-width:360px;max-height:calc(100vh - 32px);max-height:min(680px,calc(100dvh - 32px));overflow:hidden;border:1px solid var(--kit-border);border-radius:var(--kit-radius-xl);background:var(--kit-background);color:var(--kit-foreground);box-shadow:var(--kit-shadow-lg);animation:kit-rise .2s cubic-bezier(.2,.8,.2,1)}
.kit-card[data-shake]{animation:kit-shake .5s}
.kit-card-header{display:grid;grid-template-columns:1fr minmax(0,auto) 1fr;align-items:center;gap:var(--kit-space-sm);min-height:64px;padding:var(--kit-space-md)}
.kit-card-header-start,.kit-card-header-end{display:flex;gap:4px;min-width:40px}
.kit-card-header-end{justify-content:flex-end}
.kit-card-title{min-width:0;font-size:var(--kit-font-size-md);font-weight:600;text-align:center;overflow-wrap:anywhere}
.kit-card-body{container:kit-body/inline-size;flex:1;min-height:0;padding:0 var(--kit-space-lg) var(--kit-space-lg);overflow-y:auto;overscroll-behavior:contain;scrollbar-width:thin}
.kit-card-footer{padding:var(--kit-space-md) var(--kit-space-lg);border-top:1px solid var(--kit-border)}
@keyframes kit-rise{from{translate:0 8px}}
@keyframes kit-shake{20%,60%{translate:-6px}40%,80%{translate:6px}}
`;
