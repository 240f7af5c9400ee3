// @kit/api/rpc-transports: the JSON-RPC transports (HTTP, and the ranked fallback across several
// URLs). An entry of their own: the store loads them on the first RPC request, and no request
// before the first click needs them (issue 22). The errors they throw come with them, for the same
// reason. Their types are in @kit/api's main entry too.
export { createHttpTransport } from './rpc/http-transport';
export { createFallbackTransport, rankTransports } from './rpc/fallback-transport';
export {
  RpcRequestError,
  isRpcRequestError,
  isTransportError,
  jsonRpcErrorName,
} from './rpc/rpc-request-error';
