/** IconButton. On touch screens (`pointer: coarse`) every size is a 44x44 px target (WCAG 2.5.5). */
export const iconButtonStyles = `
.kit-icon-button{display:inline-flex;flex:none;align-items:center;justify-content:center;width:40px;height:40px;border-radius:var(--kit-radius-full);color:var(--kit-foreground);transition:background-color .15s}
.kit-icon-button[data-size=sm]{width:32px;height:32px}
.kit-icon-button[data-variant=secondary]{background:var(--kit-surface)}
@media (hover:hover){.kit-icon-button:not(:disabled):hover{background:var(--kit-surface-2)}}
.kit-icon-button:disabled{opacity:.4}
@media (pointer:coarse){.kit-icon-button,.kit-icon-button[data-size=sm]{width:44px;height:44px}}
`;
