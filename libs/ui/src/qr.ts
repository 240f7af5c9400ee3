// @kit/ui/qr: the QR code, a second entry point so that only the lazily loaded views that draw
// QR codes (WalletConnect pairing, Receive) bring it with them. esbuild assigns modules to chunks
// by import-graph reach, so a re-export from the main barrel would put QrCode in every app's first
// chunk; the encoder itself loads on first render (or on loadQrEncoder), in a chunk of its own.
export { QrCode } from './components/QrCode/QrCode';
export type { QrCodeProps } from './components/QrCode/QrCode';
export { loadQrEncoder } from './components/QrCode/qr-path';
export type { QrErrorCorrection } from './components/QrCode/qr-path';
