/** Spinner: `rotate` (not `transform`) so a parent may still position it with `translate`. */
export const spinnerStyles = `
.kit-spinner{display:inline-flex;flex:none;animation:kit-spin .8s linear infinite}
@keyframes kit-spin{to{rotate:360deg}}
`;
