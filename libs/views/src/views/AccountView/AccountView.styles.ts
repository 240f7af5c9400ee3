/** The Account view: a centred header, the feature buttons in a row, and the token rows. */
export const accountViewStyles = `
.kit-account-header{display:flex;flex-direction:column;align-items:center;gap:var(--kit-space-sm);padding:var(--kit-space-sm) 0}
.kit-account-address{display:flex;align-items:center;gap:var(--kit-space-xs);max-width:100%}
.kit-chip{display:inline-flex;align-items:center;gap:var(--kit-space-xs);padding:var(--kit-space-xs) var(--kit-space-md);border-radius:var(--kit-radius-full);background:var(--kit-surface);color:var(--kit-foreground);font-size:var(--kit-font-size-sm);font-weight:600;text-decoration:none}
@media (hover:hover){.kit-chip:hover{background:var(--kit-surface-2)}}
.kit-feature-buttons{display:flex;gap:var(--kit-space-sm)}
.kit-feature-buttons>.kit-button{flex:1}
.kit-token-list{display:flex;flex-direction:column;gap:var(--kit-space-xs);list-style:none}
.kit-token-row{display:flex;align-items:center;gap:var(--kit-space-md);min-height:48px;padding:var(--kit-space-xs) var(--kit-space-sm)}
.kit-token-name{flex:1;min-width:0;overflow:hidden;font-weight:600;text-overflow:ellipsis;white-space:nowrap}
.kit-token-amount{flex:none;color:var(--kit-muted);font-variant-numeric:tabular-nums}
.kit-token-value{flex:none;min-width:5em;text-align:end;font-variant-numeric:tabular-nums}
`;
