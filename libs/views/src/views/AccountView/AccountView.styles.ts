/** The Account view: a centred header, the feature buttons in a row, and the token rows. */
export const accountViewStyles = `
.kit-account-header{display:flex;flex-direction:column;align-items:center;gap:var(--kit-space-sm);padding:var(--kit-space-sm) 0}
.kit-account-address{display:flex;align-items:center;gap:var(--kit-space-xs);max-width:100%}
.kit-chip{display:inline-flex;align-items:center;gap:var(--kit-space-xs);padding:var(--kit-space-xs) var(--kit-space-md);border-radius:var(--kit-radius-full);background:var(--kit-surface);color:var(--kit-foreground);font-size:var(--kit-font-size-sm);font-weight:600;text-decoration:none}
@media (hover:hover){.kit-chip:hover{background:var(--kit-surface-2)}}
.kit-feature-buttons{display:flex;flex-wrap:wrap;gap:var(--kit-space-sm)}
.kit-feature-buttons>.kit-button{flex:1 1 0;min-width:min(5.5rem,100%)}
.kit-token-list{display:flex;flex-direction:column;gap:var(--kit-space-xs);list-style:none}
.kit-token-row{display:flex;align-items:center;gap:var(--kit-space-md);min-height:48px;padding:var(--kit-space-xs) var(--kit-space-sm)}
.kit-token-main{display:flex;flex:1;flex-direction:column;min-width:0}
.kit-token-name{font-weight:600;overflow-wrap:anywhere}
.kit-token-amount{color:var(--kit-muted);font-size:var(--kit-font-size-sm);font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.kit-token-value{flex:0 1 auto;min-width:0;text-align:end;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.kit-account-header>.kit-text{max-width:100%;text-align:center;overflow-wrap:anywhere}
.kit-feature-buttons>.kit-button{padding-inline:var(--kit-space-sm)}
`;
