/** Toast: a floating pill; the region around it is layout-neutral so the caller places it. */
export const toastStyles = `
.kit-toast{display:inline-flex;align-items:center;gap:var(--kit-space-sm);max-width:100%;padding:var(--kit-space-sm) var(--kit-space-lg) var(--kit-space-sm) var(--kit-space-md);border:1px solid var(--kit-border);border-radius:var(--kit-radius-full);background:var(--kit-background);box-shadow:var(--kit-shadow-lg);font-size:var(--kit-font-size-sm);font-weight:600;animation:kit-rise .2s ease-out}
.kit-toast-icon{display:flex;flex:none}
.kit-toast[data-variant=success] .kit-toast-icon{color:var(--kit-success)}
.kit-toast[data-variant=loading] .kit-toast-icon{color:var(--kit-accent)}
.kit-toast[data-variant=error] .kit-toast-icon{color:var(--kit-error)}
`;
