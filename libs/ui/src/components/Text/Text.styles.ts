/** Text variants and tones. */
export const textStyles = `
.kit-text[data-variant=display]{font-size:var(--kit-font-size-xl);font-weight:600;line-height:1.2;letter-spacing:-.01em}
.kit-text[data-variant=title]{font-size:var(--kit-font-size-lg);font-weight:600;line-height:1.3}
.kit-text[data-variant=small]{font-size:var(--kit-font-size-sm)}
.kit-text[data-variant=caption]{font-size:var(--kit-font-size-xs)}
.kit-text[data-tone=muted]{color:var(--kit-muted)}
.kit-text[data-tone=accent]{color:var(--kit-accent)}
.kit-text[data-tone=success]{color:var(--kit-success)}
.kit-text[data-tone=error]{color:var(--kit-error)}
.kit-text[data-align]{display:block}
.kit-text[data-align=start]{text-align:start}
.kit-text[data-align=center]{text-align:center}
.kit-text[data-align=end]{text-align:end}
.kit-text[data-truncate]{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kit-text[data-mono]{font-family:var(--kit-font-family-mono)}
`;
