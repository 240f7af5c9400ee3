/** RegisterAccountName: the zone after the field, and the suggestion rows under it. */
export const registerAccountNameStyles = `
.kit-register-name{display:flex;flex-direction:column;gap:var(--kit-space-md)}
.kit-name-zone{flex:none;padding-right:var(--kit-space-sm);color:var(--kit-muted)}
.kit-name-suggestions{display:flex;flex-direction:column;gap:var(--kit-space-xs)}
`;
