/** A JSON-RPC error the relay answers with (codes as WalletConnect's relay uses them). */
export class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RelayRpcError';
  }
}

/** -32600: not a JSON-RPC request. */
export const invalidRequest = (detail: string) =>
  new RelayRpcError(-32600, `Invalid request: ${detail}`);
/** -32601: a method the relay does not implement. */
export const methodNotFound = (method: string) =>
  new RelayRpcError(-32601, `Method not found: ${method}`);
/** -32602: parameters missing or of the wrong type. */
export const invalidParams = (detail: string) =>
  new RelayRpcError(-32602, `Invalid params: ${detail}`);
/** -32000: the mailbox holds its byte budget; the publish is refused, nothing stored is dropped. */
export const mailboxFull = (maxBytes: number) =>
  new RelayRpcError(
    -32000,
    `Mailbox full: the relay keeps at most ${maxBytes} bytes of undelivered messages; try again later`,
  );
/** -32001: a per-socket cap (subscriptions, message size) was reached. */
export const socketLimit = (detail: string) =>
  new RelayRpcError(-32001, `Limit reached: ${detail}`);
