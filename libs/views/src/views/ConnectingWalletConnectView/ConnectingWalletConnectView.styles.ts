/** ConnectingWalletConnect: the QR code (a fixed-size tile) and its caption centred in the view. */
export const connectingWalletConnectStyles = `
.kit-connecting-wc>.kit-qr{align-self:center}
.kit-connecting-wc>.kit-text-secondary{color:var(--kit-muted);font-size:var(--kit-font-size-sm);text-align:center}
`;
