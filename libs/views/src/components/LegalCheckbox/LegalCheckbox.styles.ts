/** LegalCheckbox and the shared text link. */
export const legalCheckboxStyles = `
.kit-legal{display:flex;align-items:flex-start;gap:var(--kit-space-sm);padding:var(--kit-space-sm) var(--kit-space-xs);font-size:var(--kit-font-size-sm);color:var(--kit-muted)}
.kit-checkbox{appearance:auto;flex:none;width:18px;height:18px;margin-top:2px;accent-color:var(--kit-accent);cursor:pointer}
.kit-legal-label{cursor:pointer}
.kit-link{color:var(--kit-accent);text-decoration:underline;text-underline-offset:2px}
`;
