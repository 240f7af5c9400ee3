export { createEmbeddedWallet, EmbeddedWallet } from './embedded-wallet';
export type { EmbeddedWalletOptions } from './embedded-wallet';
export { EmbeddedEip1193Provider } from './embedded-provider';
export { FrameBridge } from './frame-bridge';
export type { FrameBridgeOptions } from './frame-bridge';
export { EmbeddedSolanaWallet } from './embedded-solana-wallet';
export type { EmbeddedSolanaHost } from './embedded-solana-wallet';
