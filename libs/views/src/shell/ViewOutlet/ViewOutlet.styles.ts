/** The body of a view whose code is loading. */
export const viewOutletStyles = `
.kit-view-loading{display:flex;align-items:center;justify-content:center;min-height:240px;color:var(--kit-accent)}
`;
