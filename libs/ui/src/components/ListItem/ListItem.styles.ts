/**
 * ListItem and its tag. Tags use muted on surface-2 (5.2:1 light, 5.4:1 dark). Text wraps; in a
 * narrow card (a 320 px phone) the tag moves under the title so the name keeps its width.
 */
export const listItemStyles = `
.kit-list-item{display:flex;align-items:center;gap:var(--kit-space-md);width:100%;min-width:0;min-height:56px;padding:var(--kit-space-sm) var(--kit-space-md) var(--kit-space-sm) var(--kit-space-sm);border-radius:var(--kit-radius-md);background:var(--kit-surface);text-align:start;transition:background-color .15s}
@media (hover:hover){.kit-list-item:not(:disabled):hover{background:var(--kit-surface-2)}}
.kit-list-item:disabled{opacity:.5}
.kit-list-item[aria-current=true]{box-shadow:inset 0 0 0 2px var(--kit-accent)}
.kit-list-item-image{display:flex;flex:none}
.kit-list-item-text{display:flex;flex:1;flex-direction:column;min-width:0}
.kit-list-item-title,.kit-list-item-description{overflow-wrap:anywhere}
.kit-list-item-title{font-weight:600}
.kit-list-item-description{color:var(--kit-muted);font-size:var(--kit-font-size-sm)}
.kit-list-item-end{flex:none;color:var(--kit-muted)}
.kit-tag{flex:none;padding:2px var(--kit-space-sm);border-radius:var(--kit-radius-xs);background:var(--kit-surface-2);color:var(--kit-muted);font-size:var(--kit-font-size-xs);font-weight:600;line-height:1.5}
.kit-tag[data-tone=accent]{background:var(--kit-accent);color:var(--kit-accent-foreground)}
@container kit-body (max-width:320px){.kit-list-item:has(>.kit-tag){display:grid;grid-template-columns:auto minmax(0,1fr) auto}.kit-list-item>*{grid-row:span 2}.kit-list-item>.kit-list-item-text{grid-row:1}.kit-list-item>.kit-tag{grid-area:2/2;justify-self:start}}
`;
