/** Tabs as a segmented control: the selected tab is a raised pill on the surface track;
 * 44 px high on touch screens. */
export const tabsStyles = `
.kit-tabs{display:flex;flex-direction:column;gap:var(--kit-space-md);min-width:0}
.kit-tablist{display:flex;gap:2px;padding:3px;border-radius:var(--kit-radius-full);background:var(--kit-surface)}
.kit-tab{flex:1;min-width:0;text-align:center;overflow-wrap:anywhere;line-height:1.25;min-height:36px;padding:4px var(--kit-space-md);border-radius:var(--kit-radius-full);color:var(--kit-muted);font-size:var(--kit-font-size-sm);font-weight:600;transition:background-color .15s,color .15s}
.kit-tab[aria-selected=true]{background:var(--kit-background);color:var(--kit-foreground);box-shadow:var(--kit-shadow-sm),inset 0 0 0 1px var(--kit-border)}
@media (hover:hover){.kit-tab[aria-selected=false]:not(:disabled):hover{color:var(--kit-foreground)}}
.kit-tab:disabled{opacity:.5}
@media (pointer:coarse){.kit-tab{min-height:44px}}
`;
