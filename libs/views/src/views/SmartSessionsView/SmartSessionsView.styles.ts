/** SmartSessions: one row per session, its text beside the Revoke button. */
export const smartSessionsStyles = `
.kit-sessions{display:flex;flex-direction:column;gap:var(--kit-space-xs);list-style:none}
.kit-session-row{display:flex;align-items:center;gap:var(--kit-space-md);min-height:56px;padding:var(--kit-space-xs) var(--kit-space-sm)}
.kit-session-main{display:flex;flex:1;flex-direction:column;min-width:0}
`;
