import { ERROR_MESSAGES, formatMessage, type KitErrorCode } from './error-messages';
import { KitError, type KitErrorOptions } from './kit-error';
import { PROVIDER_ERROR_CODES } from './rpc-codes';

/** Builds a KitError from the catalogue, filling the text's placeholders. */
export function kitError(
  code: KitErrorCode,
  values: Record<string, string | number> = {},
  options: KitErrorOptions = {},
): KitError {
  return new KitError(code, formatMessage(ERROR_MESSAGES[code], values), options);
}

/** Input that breaks a validation rule of spec §5 (address, CAIP id, amount, e-mail, name). */
export class ValidationError extends KitError {
  override name = 'ValidationError';
  constructor(
    code: KitErrorCode,
    values: Record<string, string | number> = {},
    options: KitErrorOptions = {},
  ) {
    super(code, formatMessage(ERROR_MESSAGES[code], values), options);
  }
}

/** The visitor declined in their wallet (spec §5 user-rejection rule); always code 4001 outward. */
export class UserRejectedRequestError extends KitError {
  override name = 'UserRejectedRequestError';
  constructor(options: Omit<KitErrorOptions, 'rpcCode'> = {}) {
    super('USER_REJECTED', ERROR_MESSAGES.USER_REJECTED, {
      ...options,
      rpcCode: PROVIDER_ERROR_CODES.USER_REJECTED,
    });
  }
}

/** A connection attempt that failed, was rejected, or was abandoned by closing the modal. */
export class WalletConnectionError extends KitError {
  override name = 'WalletConnectionError';
  constructor(
    code: Extract<
      KitErrorCode,
      | 'CONNECT_FAILED'
      | 'CONNECTION_REJECTED'
      | 'MODAL_CLOSED'
      | 'POPUP_CLOSED'
      | 'INVALID_CONNECTION_STATUS'
    >,
    options: KitErrorOptions = {},
  ) {
    super(code, ERROR_MESSAGES[code], options);
  }
}

/** A namespace, chain, adapter, connector or provider Kit was asked for but does not have. */
export class NotConfiguredError extends KitError {
  override name = 'NotConfiguredError';
  constructor(
    code: Extract<
      KitErrorCode,
      | 'NAMESPACE_NOT_CONFIGURED'
      | 'CHAIN_NOT_CONFIGURED'
      | 'ADAPTER_NOT_FOUND'
      | 'PROVIDER_NOT_FOUND'
      | 'AUTH_PROVIDER_NOT_FOUND'
      | 'AUTH_CONNECTOR_NOT_FOUND'
      | 'WALLETCONNECT_CONNECTOR_NOT_FOUND'
      | 'CONNECTOR_NOT_FOUND_FOR_CONNECTION'
      | 'NETWORK_NOT_FOUND'
      | 'UNSUPPORTED_CHAIN'
      | 'ADAPTER_ALREADY_REGISTERED'
    >,
    values: Record<string, string | number> = {},
    options: KitErrorOptions = {},
  ) {
    super(code, formatMessage(ERROR_MESSAGES[code], values), options);
  }
}

/** A chain or wallet call that failed for a reason other than the visitor's refusal. */
export class ChainRequestError extends KitError {
  override name = 'ChainRequestError';
  constructor(
    code: KitErrorCode,
    values: Record<string, string | number> = {},
    options: KitErrorOptions = {},
  ) {
    super(code, formatMessage(ERROR_MESSAGES[code], values), options);
  }
}
