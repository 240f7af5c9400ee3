/** CloseRefusedNotice: takes no room while empty; a quiet callout above the view once it speaks. */
export const closeRefusedNoticeStyles = `
.kit-close-refused:empty{display:none}
.kit-close-refused{margin-bottom:var(--kit-space-md);padding:var(--kit-space-sm) var(--kit-space-md);border-radius:var(--kit-radius-sm);background:var(--kit-surface);color:var(--kit-foreground);font-size:var(--kit-font-size-sm);text-align:center}
`;
