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
export { MULTICALL3_ADDRESS } from './multicall-address';
