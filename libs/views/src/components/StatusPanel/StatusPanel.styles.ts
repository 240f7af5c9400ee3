/** StatusPanel: a centred column with room around the picture. */
export const statusPanelStyles = `
.kit-status{display:flex;flex-direction:column;align-items:center;gap:var(--kit-space-lg);padding:var(--kit-space-xl) var(--kit-space-sm) var(--kit-space-md);text-align:center}
.kit-status-media{position:relative;display:flex;align-items:center;justify-content:center;min-height:72px;color:var(--kit-muted)}
.kit-status[data-tone=error] .kit-status-media{color:var(--kit-error)}
.kit-status-text{display:flex;flex-direction:column;gap:var(--kit-space-xs);max-width:100%}
.kit-status-actions{display:flex;flex-direction:column;align-items:stretch;gap:var(--kit-space-sm);width:100%}
`;
/** The spinner badge on a StatusPanel picture (a waiting wallet or network). */
export const statusSpinnerStyles = `
.kit-status-spinner{position:absolute;right:-8px;bottom:-8px;display:flex;padding:4px;border-radius:var(--kit-radius-full);background:var(--kit-background);color:var(--kit-accent);box-shadow:var(--kit-shadow-sm)}
`;
