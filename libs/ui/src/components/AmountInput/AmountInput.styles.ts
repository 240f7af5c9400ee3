/** AmountInput: display-size tabular digits. */
export const amountInputStyles = `
.kit-amount .kit-field-box{min-height:64px}
.kit-amount .kit-input{height:62px;font-size:var(--kit-font-size-xl);font-weight:600;font-variant-numeric:tabular-nums}
.kit-amount-symbol{flex:none;color:var(--kit-muted);font-weight:600}
`;
