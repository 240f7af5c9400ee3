/** SendPreview: the receiver and network as label/value rows under the amount. */
export const sendPreviewStyles = `
.kit-send-preview-details{display:grid;grid-template-columns:auto 1fr;gap:var(--kit-space-xs) var(--kit-space-sm);margin:0}
.kit-send-preview-details dt{color:var(--kit-muted)}
.kit-send-preview-details dd{margin:0;text-align:end;overflow-wrap:anywhere}
.kit-send-preview-receiver{font-family:var(--kit-font-family-mono)}
`;
