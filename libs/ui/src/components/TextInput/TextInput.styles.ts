/**
 * TextInput and the field pieces SearchInput and AmountInput share. Inputs use 16px text so iOS
 * does not zoom on focus; the box shows the focus ring because the input itself has no outline.
 * On touch screens the input itself is a 44 px high target.
 */
export const textInputStyles = `
.kit-field{display:flex;flex-direction:column;gap:6px;width:100%;min-width:0}
.kit-field-label{font-size:var(--kit-font-size-sm);font-weight:600}
.kit-field-box{display:flex;align-items:center;gap:var(--kit-space-sm);min-height:44px;padding:0 var(--kit-space-md);border:1px solid var(--kit-field-border);border-radius:var(--kit-radius-sm);background:var(--kit-surface);transition:border-color .15s,box-shadow .15s}
.kit-field-box:focus-within{border-color:var(--kit-accent);box-shadow:0 0 0 1px var(--kit-accent)}
.kit-field-box[data-invalid]{border-color:var(--kit-error)}
.kit-field-box[data-invalid]:focus-within{box-shadow:0 0 0 1px var(--kit-error)}
.kit-input{flex:1;min-width:0;height:42px;outline:none;font-size:max(16px,var(--kit-font-size-md))}
.kit-input::placeholder{color:var(--kit-muted);opacity:1}
.kit-input::-webkit-search-cancel-button{-webkit-appearance:none}
.kit-input:disabled{cursor:not-allowed;opacity:.6}
@media (pointer:coarse){.kit-field-box{min-height:46px}.kit-input{height:44px}}
.kit-field-leading{display:flex;flex:none;color:var(--kit-muted)}
.kit-field-clear{margin-inline-end:calc(-1 * var(--kit-space-sm))}
.kit-field-hint{color:var(--kit-muted);font-size:var(--kit-font-size-sm)}
.kit-field-error{display:flex;align-items:flex-start;gap:6px;color:var(--kit-error);font-size:var(--kit-font-size-sm)}
.kit-field-error>svg{flex:none;margin-top:3px}
`;
