/** Lists of rows and the views' common column, shared by every list view. */
export const connectViewStyles = `
.kit-view{display:flex;flex-direction:column;gap:var(--kit-space-md)}
.kit-list{display:flex;flex-direction:column;gap:var(--kit-space-sm);list-style:none}
.kit-icon-tile{display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:var(--kit-radius-md);background:var(--kit-surface-2);color:var(--kit-accent)}
.kit-empty{padding:var(--kit-space-md) 0}
`;
