// @kit/adapter-solana public API: the solana chain adapter (Wallet Standard wallets, @solana/web3.js).
export { createSolanaAdapter, SolanaAdapter } from './solana-adapter';
export type { SolanaAdapterOptions } from './solana-adapter';
export type { SplTokenInfo } from './balances';
export type { ConfirmationWaitOptions } from './wait-for-confirmation';
export { walletConnectorId } from './connector-catalog';
export { walletChainOf } from './solana-chains';
