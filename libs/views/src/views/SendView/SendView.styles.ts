/** The Send form: the native token picker dressed as a field, and the footer above the button. */
export const sendViewStyles = `
.kit-select{flex:1;min-width:0;min-height:44px;padding:0 var(--kit-space-sm);border:0;background:transparent;color:inherit;font:inherit;appearance:auto;cursor:pointer}
.kit-send-footer{display:flex;flex-direction:column;gap:var(--kit-space-sm)}
`;
