/** Skeleton: a pulsing block in the surface colour. */
export const skeletonStyles = `
.kit-skeleton{display:block;width:100%;height:56px;border-radius:var(--kit-radius-md);background:var(--kit-surface-2);animation:kit-pulse 1.2s ease-in-out infinite}
.kit-skeleton[data-shape=tile]{height:96px}
@keyframes kit-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:reduce){.kit-skeleton{animation:none}}
`;
