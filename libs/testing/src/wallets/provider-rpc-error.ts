import { JSON_RPC_ERROR_CODES, PROVIDER_ERROR_CODES } from '@kit/core';

/** The error an EIP-1193 provider rejects with: `{ code, message, data? }` on an Error. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError';
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    if (data !== undefined) this.data = data;
  }

  /** The plain `{ code, message, data? }` object, as a wallet sends it over postMessage. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return {
      code: this.code,
      message: this.message,
      ...(this.data !== undefined && { data: this.data }),
    };
  }
}

// The texts of MetaMask's eth-rpc-errors, which dApps and SDKs sometimes match on.

/** 4001: the user said no. */
export function userRejectedError(): ProviderRpcError {
  return new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED, 'User rejected the request.');
}

/** 4100: the site has no access to the account (or the method). */
export function unauthorizedError(): ProviderRpcError {
  return new ProviderRpcError(
    PROVIDER_ERROR_CODES.UNAUTHORIZED,
    'The requested account and/or method has not been authorized by the user.',
  );
}

/** 4200: the wallet does not implement the method. */
export function unsupportedMethodError(method: string): ProviderRpcError {
  return new ProviderRpcError(
    PROVIDER_ERROR_CODES.UNSUPPORTED_METHOD,
    'The requested method is not supported by this Ethereum provider.',
    { method },
  );
}

/** 4900: the wallet lost its connection to every chain. */
export function disconnectedError(): ProviderRpcError {
  return new ProviderRpcError(
    PROVIDER_ERROR_CODES.DISCONNECTED,
    'The provider is disconnected from all chains.',
  );
}

/** 4902: wallet_switchEthereumChain to a chain the wallet does not know. */
export function unrecognizedChainError(chainIdHex: string): ProviderRpcError {
  return new ProviderRpcError(
    PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  );
}

/** -32602: malformed parameters. */
export function invalidParamsError(message: string): ProviderRpcError {
  return new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, message);
}

/** -32600: not a `{ method, params? }` object. */
export function invalidRequestError(): ProviderRpcError {
  return new ProviderRpcError(
    JSON_RPC_ERROR_CODES.INVALID_REQUEST,
    "Expected a single, non-array, object argument with a string 'method'.",
  );
}

/**
 * Wraps an error from ethers or the node as a ProviderRpcError, keeping the node's JSON-RPC code
 * and revert data when there is one (ethers nests it under `error` or `info.error`).
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const record = (error ?? {}) as Record<string, unknown>;
  const info = record['info'] as Record<string, unknown> | undefined;
  for (const candidate of [record['error'], info?.['error'], record]) {
    const nested = candidate as { code?: unknown; message?: unknown; data?: unknown } | undefined;
    if (nested && typeof nested.code === 'number' && typeof nested.message === 'string') {
      return new ProviderRpcError(nested.code, nested.message, nested.data ?? record['data']);
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderRpcError(JSON_RPC_ERROR_CODES.INTERNAL_ERROR, message, record['data']);
}
