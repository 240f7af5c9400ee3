/** JSON-RPC 2.0 error codes (spec §8: -32700 to -32006), after EIP-1474. */
export const JSON_RPC_ERROR_CODES = {
  /** Invalid JSON was received. */
  PARSE_ERROR: -32700,
  /** The JSON sent is not a valid request object. */
  INVALID_REQUEST: -32600,
  /** The method does not exist or is not available. */
  METHOD_NOT_FOUND: -32601,
  /** Invalid method parameters. */
  INVALID_PARAMS: -32602,
  /** Internal JSON-RPC error. */
  INTERNAL_ERROR: -32603,
  /** Missing or invalid parameters (EIP-1474). */
  INVALID_INPUT: -32000,
  /** Requested resource not found. */
  RESOURCE_NOT_FOUND: -32001,
  /** Requested resource not available. */
  RESOURCE_UNAVAILABLE: -32002,
  /** Transaction creation failed. */
  TRANSACTION_REJECTED: -32003,
  /** Method is not implemented. */
  METHOD_NOT_SUPPORTED: -32004,
  /** Request exceeds the defined limit. */
  LIMIT_EXCEEDED: -32005,
  /** Version of JSON-RPC protocol is not supported. */
  JSON_RPC_VERSION_NOT_SUPPORTED: -32006,
} as const;

/** EIP-1193 provider codes, EIP-3085/3326 chain switching and EIP-5792 batch calls (spec §8). */
export const PROVIDER_ERROR_CODES = {
  /** The user rejected the request. */
  USER_REJECTED: 4001,
  /** The requested method or account has not been authorised by the user. */
  UNAUTHORIZED: 4100,
  /** The provider does not support the requested method. */
  UNSUPPORTED_METHOD: 4200,
  /** The provider is disconnected from all chains. */
  DISCONNECTED: 4900,
  /** The provider is not connected to the requested chain. */
  CHAIN_DISCONNECTED: 4901,
  /** The chain is unknown to the wallet: add it first (wallet_addEthereumChain). */
  UNRECOGNIZED_CHAIN: 4902,
} as const;

/** EIP-5792 wallet_sendCalls error range (spec §8: 5700 to 5760). */
export const BATCH_CALL_ERROR_CODES = {
  /** A required capability is not supported by the wallet. */
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: 5700,
  /** The wallet does not support the requested chain. */
  UNSUPPORTED_CHAIN_ID: 5710,
  /** The batch id is already known. */
  DUPLICATE_ID: 5720,
  /** The batch id is unknown. */
  UNKNOWN_BUNDLE_ID: 5730,
  /** The batch is too large for the wallet. */
  BATCH_TOO_LARGE: 5740,
  /** The wallet cannot execute the calls atomically. */
  ATOMIC_READY_WALLET_REJECTED_UPGRADE: 5750,
  /** Atomicity was required but is not supported. */
  ATOMICITY_NOT_SUPPORTED: 5760,
} as const;

/** True for a JSON-RPC 2.0 error code: the reserved range or the EIP-1474 server range. */
export function isJsonRpcErrorCode(code: number): boolean {
  return Number.isInteger(code) && code <= -32000 && code >= -32700;
}

/** True for an EIP-5792 batch-call error code. */
export function isBatchCallErrorCode(code: number): boolean {
  return Number.isInteger(code) && code >= 5700 && code <= 5760;
}
