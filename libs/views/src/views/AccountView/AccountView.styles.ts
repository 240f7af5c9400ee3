/**
 * The Account view: a centred header, the feature buttons in a row (icon over label, so four fit a
 * 320 px screen), and the token rows (name over amount, value at the end; every part wraps).
 */
export const accountViewStyles = `
.kit-account-header{display:flex;flex-direction:column;align-items:center;gap:var(--kit-space-sm);padding:var(--kit-space-sm) 0}
.kit-account-address{display:flex;align-items:center;gap:var(--kit-space-xs);max-width:100%}
.kit-chip{display:inline-flex;align-items:center;gap:var(--kit-space-xs);padding:var(--kit-space-xs) var(--kit-space-md);border-radius:var(--kit-radius-full);background:var(--kit-surface);color:var(--kit-foreground);font-size:var(--kit-font-size-sm);font-weight:600;text-decoration:none}
@media (hover:hover){.kit-chip:hover{background:var(--kit-surface-2)}}
.kit-feature-buttons{display:grid;grid-template-columns:repeat(auto-fit,minmax(3.75rem,1fr));gap:var(--kit-space-sm)}
.kit-token-list{display:flex;flex-direction:column;gap:var(--kit-space-xs);list-style:none}
.kit-token-row{display:flex;align-items:center;gap:var(--kit-space-md);min-height:48px;padding:var(--kit-space-xs) var(--kit-space-sm)}
.kit-token-main{display:flex;flex:1;flex-direction:column;min-width:0}
.kit-token-name{font-weight:600;overflow-wrap:anywhere}
.kit-token-amount{color:var(--kit-muted);font-size:var(--kit-font-size-sm);font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.kit-token-value{flex:0 1 auto;min-width:0;text-align:end;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.kit-account-header>.kit-text{max-width:100%;text-align:center;overflow-wrap:anywhere}
.kit-feature-buttons>.kit-button{flex-direction:column;gap:2px;min-width:0;padding:8px 4px;font-size:var(--kit-font-size-xs)}
`;
