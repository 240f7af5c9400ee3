// Everything the adapter does with ethers, as one lazily loaded chunk (lazy-chain-codec.ts): reads
// and sends all need ethers' ABI coder, so a page that reads a balance has loaded what a send
// needs, and one chunk rather than one per operation saves requests and size.
export { readBalances, readNativeBalance } from './balances';
export { estimateTransferFee } from './estimate-fee';
export { sendTransfer } from './send-transfer';
// A built transaction's send (swaps) and the watcher of receipts that ran out: after a send only.
export { buildTransaction, sendEvmTransaction } from './send-transaction';
export { PendingTransactionWatcher } from './pending-transaction-watcher';
