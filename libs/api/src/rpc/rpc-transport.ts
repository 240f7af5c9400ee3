/** One JSON-RPC call: the method and its params (positional or named). */
export interface RpcRequest {
  method: string;
  params?: readonly unknown[] | Readonly<Record<string, unknown>>;
}

/**
 * Per-call overrides. A call is batched only with calls of the same effective options, since one
 * HTTP request has one timeout and one retry policy. Transports that cannot honour them ignore them.
 */
export interface RpcRequestOptions {
  /** Timeout of each HTTP attempt for this call. */
  timeoutMs?: number;
  /** Retries after the first attempt for this call. */
  retryCount?: number;
}

/** Anything that answers JSON-RPC calls: the HTTP transport, the fallback transport, a test double. */
export interface RpcTransport {
  /** The endpoint (for a fallback, the one currently tried first). */
  readonly url: string;
  /** Sends one call and resolves with its `result`; rejects with an RpcRequestError. */
  request<T = unknown>(args: RpcRequest, options?: RpcRequestOptions): Promise<T>;
}
