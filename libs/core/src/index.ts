// @kit/core public API: pure TypeScript domain rules, no React, no Redux.

// Errors
export { KitError, isKitError, serializeError } from './errors/kit-error';
export type { KitErrorOptions, SerializedKitError } from './errors/kit-error';
export { ERROR_MESSAGES, formatMessage } from './errors/error-messages';
export type { KitErrorCode } from './errors/error-messages';
export {
  kitError,
  ValidationError,
  UserRejectedRequestError,
  WalletConnectionError,
  NotConfiguredError,
  ChainRequestError,
} from './errors/errors';
export {
  JSON_RPC_ERROR_CODES,
  PROVIDER_ERROR_CODES,
  BATCH_CALL_ERROR_CODES,
  isJsonRpcErrorCode,
  isBatchCallErrorCode,
} from './errors/rpc-codes';
export { INTEGRATOR_ALERTS, isWarningAlert, alertForServerMessage } from './errors/integrator-alerts';
export type { IntegratorAlert, IntegratorAlertCode } from './errors/integrator-alerts';
export { isUserRejection, asUserRejection } from './errors/user-rejection';

// Constants
export { CONSTANTS, SDK_TYPE, SDK_VERSION, DEFAULT_LOG_LEVEL, SWAP_NETWORK_IDS } from './constants';

// CAIP
export { KNOWN_NAMESPACES } from './caip/caip-types';
export type { CaipAddress, CaipNetworkId, ChainNamespace, KnownNamespace } from './caip/caip-types';

// Adapter contract
export type { AccountType, AdapterAccount } from './adapter/account';
export { DEFAULT_ACCOUNT_TYPES, defaultAccountType } from './adapter/account';
export type { ConnectorDescriptor, ConnectorType } from './adapter/connector';
export type { KitNetwork, NativeCurrency } from './adapter/network';
export type {
  AdapterBalance,
  AdapterCapabilities,
  AdapterEvent,
  AdapterEventType,
  AdapterSetupContext,
  AdapterTokenBalance,
  ChainAdapter,
  ConnectResult,
  TransferRequest,
  Unsubscribe,
} from './adapter/chain-adapter';
export {
  canEstimateFee,
  canGetBalance,
  canGetTokenBalances,
  canReconnect,
  canSendTransfer,
  canSignMessage,
  canSwitchNetwork,
} from './adapter/chain-adapter';
