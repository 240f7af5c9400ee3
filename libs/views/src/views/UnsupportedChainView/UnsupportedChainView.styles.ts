/** A warning notice above a view's content. */
export const noticeStyles = `
.kit-notice{display:flex;align-items:flex-start;gap:var(--kit-space-sm);padding:var(--kit-space-md);border-radius:var(--kit-radius-md);background:var(--kit-surface);color:var(--kit-foreground)}
.kit-notice>svg{flex:none;color:var(--kit-warning)}
`;
