// @kit/ui/qr: the QR code alone, a second entry point so the lazily loaded views that draw QR
// codes bring the encoder with them (esbuild assigns modules to chunks by import-graph reach, so a
// re-export from the main barrel would put it in every app's first chunk).
export { QrCode } from './components/QrCode/QrCode';
export type { QrCodeProps } from './components/QrCode/QrCode';
export type { QrErrorCorrection } from './components/QrCode/qr-path';
