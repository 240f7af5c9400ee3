/** The OnRamp view: the payment methods as a radio list, the chosen currencies' images. */
export const onRampViewStyles = `
.kit-currency-image{flex:none;margin-inline-start:var(--kit-space-md)}
.kit-onramp-methods{display:flex;flex-direction:column;gap:var(--kit-space-xs);margin:0;padding:0;border:0;min-width:0}
.kit-onramp-method{display:flex;align-items:center;gap:var(--kit-space-sm);min-height:44px;padding:0 var(--kit-space-md);border:1px solid var(--kit-border);border-radius:var(--kit-radius-sm);background:var(--kit-surface);cursor:pointer}
.kit-onramp-method>span:first-of-type{flex:1;font-weight:600}
.kit-onramp-method:has(input:checked){border-color:var(--kit-accent)}
`;
