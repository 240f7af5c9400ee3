/**
 * Images of wallets and networks. The radius is a share of the size so a 24px and a 64px image
 * look alike; the inner hairline keeps white logos visible on a white card.
 */
export const fallbackImageStyles = `
.kit-image{position:relative;display:inline-flex;flex:none;overflow:hidden;border-radius:calc(28% * var(--kit-border-radius-master,1));background:var(--kit-surface-2)}
.kit-image[data-shape=circle]{border-radius:50%}
.kit-image[data-shape=hex]{border-radius:0;clip-path:polygon(50% 0,93.3% 25%,93.3% 75%,50% 100%,6.7% 75%,6.7% 25%)}
.kit-image::after{content:"";position:absolute;inset:0;border-radius:inherit;box-shadow:inset 0 0 0 1px rgba(128,128,128,.2);pointer-events:none}
.kit-image>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:0;transition:opacity .2s}
.kit-image[data-status=loaded]>img{opacity:1}
.kit-image[data-status=loading]{animation:kit-pulse 1.2s ease-in-out infinite}
.kit-image-initials{display:flex;align-items:center;justify-content:center;width:100%;height:100%;font-weight:700;line-height:1}
@keyframes kit-pulse{50%{opacity:.55}}
`;
