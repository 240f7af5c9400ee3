// Reads and sends need ABI encoding, and so ethers (about 60 kB minified). Discovery, connecting
// and signing need none of it, so the adapter reaches these through dynamic imports: ethers loads
// once a page first reads a balance or sends, never before the visitor has connected. Each
// operation keeps the signature of its implementation, which the type import below carries.
import type * as EthersOperations from './ethers-operations';

const load = () => import('./ethers-operations');

/** readNativeBalance of balances.ts, with ethers loaded on first use. */
export const readNativeBalance: typeof EthersOperations.readNativeBalance = async (...args) =>
  (await load()).readNativeBalance(...args);

/** readBalances of balances.ts, with ethers loaded on first use. */
export const readBalances: typeof EthersOperations.readBalances = async (...args) =>
  (await load()).readBalances(...args);

/** sendTransfer of send-transfer.ts, with ethers loaded on first use. */
export const sendTransfer: typeof EthersOperations.sendTransfer = async (...args) =>
  (await load()).sendTransfer(...args);

/** estimateTransferFee of estimate-fee.ts, with ethers loaded on first use. */
export const estimateTransferFee: typeof EthersOperations.estimateTransferFee = async (...args) =>
  (await load()).estimateTransferFee(...args);

/**
 * buildTransaction then sendEvmTransaction of send-transaction.ts (a swap's approval or swap),
 * with the send code loaded on first use (the ethers chunk: a page that sends has read balances).
 */
export const sendBuiltTransaction = async (
  request: Parameters<typeof EthersOperations.buildTransaction>[0],
  ...rest: Parameters<typeof EthersOperations.sendEvmTransaction> extends [unknown, ...infer Tail]
    ? Tail
    : never
): ReturnType<typeof EthersOperations.sendEvmTransaction> => {
  const operations = await load();
  return operations.sendEvmTransaction(operations.buildTransaction(request), ...rest);
};

/** The PendingTransactionWatcher class, loaded with the send code (a send's context needs it). */
export const loadPendingTransactionWatcher = async (): Promise<
  typeof EthersOperations.PendingTransactionWatcher
> => (await load()).PendingTransactionWatcher;
