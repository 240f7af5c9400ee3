/**
 * The RPC methods a page may send to the embedded wallet (spec §6). Safe ones are answered
 * directly: read-only queries, raw transaction send, capability and asset queries. Unsafe ones
 * move or sign value and need the visitor's approval on the secure site. Anything else is refused
 * with 'Requested RPC call is not allowed'.
 */
export const EMBEDDED_SAFE_RPC_METHODS: readonly string[] = Object.freeze([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_getPermissions',
]);

/** Methods that sign or move value: the visitor approves each on the secure site (spec §6). */
export const EMBEDDED_UNSAFE_RPC_METHODS: readonly string[] = Object.freeze([
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]);

/**
 * What the embedded wallet does with a method.
 * - `safe`: answered without asking.
 * - `approval`: shown to the visitor on the secure site first.
 * - `denied`: refused ('Requested RPC call is not allowed'; the modal says 'Action not allowed').
 */
export type EmbeddedRpcPermission = 'safe' | 'approval' | 'denied';

/** The permission of an RPC method for the embedded wallet (spec §6). Names match exactly. */
export function embeddedRpcPermission(method: unknown): EmbeddedRpcPermission {
  if (typeof method !== 'string') return 'denied';
  if (EMBEDDED_SAFE_RPC_METHODS.includes(method)) return 'safe';
  if (EMBEDDED_UNSAFE_RPC_METHODS.includes(method)) return 'approval';
  return 'denied';
}
