/** A connection row with its Disconnect button beside it. */
export const profileWalletsStyles = `
.kit-profile-row{display:flex;align-items:center;gap:var(--kit-space-xs)}
.kit-profile-row>.kit-list-item{flex:1}
`;
