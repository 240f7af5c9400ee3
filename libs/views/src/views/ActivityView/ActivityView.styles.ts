/** The Activity view: day headings over rows of icon, title and counterparty, amount and time. */
export const activityViewStyles = `
.kit-activity{display:flex;flex-direction:column;gap:var(--kit-space-md)}
.kit-activity-group{display:flex;flex-direction:column;gap:var(--kit-space-xs)}
.kit-activity-list{display:flex;flex-direction:column;gap:var(--kit-space-xs);list-style:none}
.kit-activity-row{display:flex;align-items:center;gap:var(--kit-space-md);min-height:52px;padding:var(--kit-space-xs) var(--kit-space-sm)}
.kit-activity-main,.kit-activity-side{display:flex;flex-direction:column;min-width:0}
.kit-activity-main{flex:1 1 auto}
.kit-activity-side{flex:0 1 auto;max-width:50%;align-items:flex-end}
.kit-activity-title{font-weight:600}
.kit-activity-title[data-failed]{color:var(--kit-error)}
.kit-activity-amount{max-width:100%;font-variant-numeric:tabular-nums;overflow-wrap:anywhere;text-align:end}
.kit-activity-detail{color:var(--kit-muted);font-size:var(--kit-font-size-sm);overflow-wrap:anywhere}
`;
