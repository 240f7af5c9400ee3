/** Where the toast floats: centred at the top, over the modal, never catching clicks around it. */
export const modalToastStyles = `
.kit-toast-layer{position:fixed;top:var(--kit-space-lg);right:var(--kit-space-lg);left:var(--kit-space-lg);z-index:var(--kit-z-index);display:flex;justify-content:center;pointer-events:none}
.kit-toast-layer .kit-toast{pointer-events:auto}
`;
