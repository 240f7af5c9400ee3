// @kit/adapter-evm public API: the eip155 chain adapter (injected + EIP-6963 wallets, ethers v6).
export { createEvmAdapter, EvmAdapter } from './evm-adapter';
export type { EvmAdapterOptions } from './evm-adapter';
export type { EvmBalances } from './balances';
export type { Eip1193Provider } from './eip1193-provider';
export type { ReceiptWaitOptions, TransactionReceipt } from './wait-for-receipt';
export type {
  PendingTransactionWatcherOptions,
  PollScheduler,
} from './pending-transaction-watcher';
export { INJECTED_CONNECTOR_ID, announcedConnectorId } from './connector-catalog';
// MULTICALL3_ADDRESS: @kit/adapter-evm/multicall-address (only the lazily loaded balance reads use
// it; a file this entry reaches would be in every page's first load, issue 22).
