/** The Swap and SwapPreview views: the flip button between the fields, and the detail rows. */
export const swapViewStyles = `
.kit-swap-flip{display:flex;justify-content:center;margin:calc(var(--kit-space-xs) * -1) 0}
.kit-swap-details{display:flex;flex-direction:column;gap:var(--kit-space-xs);margin:0;padding:var(--kit-space-sm) var(--kit-space-md);border-radius:var(--kit-radius-sm);background:var(--kit-surface)}
.kit-swap-details>div{display:flex;justify-content:space-between;align-items:center;gap:var(--kit-space-sm);font-size:var(--kit-font-size-sm)}
.kit-swap-details dt{color:var(--kit-muted)}
.kit-swap-details dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums;text-align:end;overflow-wrap:anywhere}
.kit-swap-steps{display:flex;flex-direction:column;gap:var(--kit-space-xs);margin:0;padding:0;list-style:none}
.kit-swap-step{display:flex;align-items:center;gap:var(--kit-space-sm);font-size:var(--kit-font-size-sm);color:var(--kit-muted)}
.kit-swap-step[aria-current="step"]{color:var(--kit-foreground);font-weight:600}
.kit-swap-step-mark{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:var(--kit-radius-full);background:var(--kit-surface-2)}
.kit-swap-footer{display:flex;flex-direction:column;gap:var(--kit-space-sm)}
.kit-feature-buttons{flex-wrap:wrap}
.kit-feature-buttons>.kit-button{min-width:0}
`;
