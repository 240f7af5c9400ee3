/** The Receive view: the QR code centred, the address wrapped, the network chips. */
export const receiveViewStyles = `
.kit-receive{align-items:center}
.kit-receive-qr{align-self:center}
.kit-receive-address{max-width:100%;overflow-wrap:anywhere}
.kit-receive-networks{display:flex;flex-wrap:wrap;justify-content:center;gap:var(--kit-space-xs);margin:0;padding:0;list-style:none}
.kit-receive-network{display:inline-flex;align-items:center;gap:var(--kit-space-xs);padding:var(--kit-space-xs) var(--kit-space-sm);border-radius:var(--kit-radius-full);background:var(--kit-surface);font-size:var(--kit-font-size-sm);font-weight:600}
`;
