/** One JSON-RPC call: the method and its params (positional or named). */
export interface RpcRequest {
  method: string;
  params?: readonly unknown[] | Readonly<Record<string, unknown>>;
}

/**
 * Per-call overrides. A call with either set is sent on its own (never batched), since its HTTP
 * request behaves differently from its neighbours'. Transports that cannot honour them ignore them.
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
