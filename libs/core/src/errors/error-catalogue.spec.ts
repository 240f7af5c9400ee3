import { ERROR_MESSAGES, formatMessage, type KitErrorCode } from './error-messages';
import {
  ChainRequestError,
  kitError,
  NotConfiguredError,
  UserRejectedRequestError,
  ValidationError,
  WalletConnectionError,
} from './errors';
import {
  alertForServerMessage,
  INTEGRATOR_ALERTS,
  isWarningAlert,
  type IntegratorAlertCode,
} from './integrator-alerts';
import { isKitError, KitError, serializeError } from './kit-error';
import {
  BATCH_CALL_ERROR_CODES,
  isBatchCallErrorCode,
  isJsonRpcErrorCode,
  JSON_RPC_ERROR_CODES,
  PROVIDER_ERROR_CODES,
} from './rpc-codes';

// The texts below are copied from the spec by hand, not from error-messages.ts, so a typo on
// either side fails here. Each row: [code, exact text, where the spec says it].
const SPEC_MESSAGES: ReadonlyArray<readonly [KitErrorCode, string, string]> = [
  // §5 validation rules
  [
    'NAMESPACE_NOT_CONFIGURED',
    "Namespace '{ns}' is not configured. Please call connect() first with namespace config.",
    '§5',
  ],
  ['INVALID_EMAIL', 'Please enter a valid email address', '§5'],
  ['INVALID_CAIP_NETWORK_ID', 'Invalid CAIP-2 network id', '§5'],
  ['INVALID_CAIP_ADDRESS', 'Invalid CAIP-10 address', '§5'],
  ['INVALID_DECIMAL', 'Number {value} is not a valid decimal number.', '§5'],
  ['NETWORK_NOT_FOUND', 'Network not found', '§5'],
  ['ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found', '§5'],
  ['NETWORK_NOT_SUPPORTED_FOR_SWAPS', 'Network not supported for Swaps', '§5'],
  ['NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE', 'Network not supported for Gas Price', '§5'],
  ['SEND_AMOUNT_AND_RECEIVER_REQUIRED', 'An amount and receiver address are required', '§5'],
  ['SEND_TOKEN_REQUIRED', 'A token is required', '§5'],
  ['UNTRUSTED_ORIGIN', 'Untrusted Origin', '§5'],
  // §6 (embedded-wallet RPC permissions)
  ['RPC_CALL_NOT_ALLOWED', 'Requested RPC call is not allowed', '§6'],
  ['ACTION_NOT_ALLOWED', 'Action not allowed', '§6'],
  // §8 toasts and messages
  ['AUTH_INIT_FAILED', 'A problem occurred while trying initialize authentication', '§8'],
  ['SIGN_IN_FAILED', 'Error signing message', '§8'],
  ['BALANCE_UNAVAILABLE', 'Token Balance Unavailable', '§8'],
  ['FETCH_TRANSACTIONS_FAILED', 'Failed to fetch transactions', '§8'],
  ['INSUFFICIENT_LIQUIDITY', 'Insufficient liquidity', '§8'],
  // §8 other messages (also §4 for 'Unsupported chain', 'Modal closed', the rejection)
  ['UNSUPPORTED_CHAIN', 'Unsupported chain', '§8'],
  ['MODAL_CLOSED', 'Modal closed', '§8'],
  ['CONNECTION_REJECTED', 'Connection rejected', '§8'],
  ['CONNECT_FAILED', 'Failed to connect', '§8'],
  ['POPUP_CLOSED', 'Popup closed', '§8'],
  ['SOCIAL_CONNECTION_FAILED', 'Failed to initiate social connection', '§8'],
  ['FARCASTER_CONNECTION_FAILED', 'Failed to connect to farcaster', '§8'],
  ['AUTH_CONNECTOR_NOT_FOUND', 'No auth connector found', '§8'],
  ['NOT_CONNECTED_TO_EMAIL_OR_SOCIAL', 'Not connected to email or social', '§8'],
  ['DISCONNECT_FAILED', 'Failed to disconnect', '§8'],
  ['DISCONNECT_CONNECTOR_FAILED', 'Failed to disconnect connector', '§8'],
  ['CONNECTOR_NOT_FOUND_FOR_CONNECTION', 'No connector found for connection: {id}', '§8'],
  ['INVALID_CONNECTION_STATUS', 'Invalid connection status', '§8'],
  ['ADAPTER_NOT_FOUND', 'Adapter not found', '§8'],
  ['PROVIDER_NOT_FOUND', 'Provider not found', '§8'],
  ['AUTH_PROVIDER_NOT_FOUND', 'Auth provider not found', '§8'],
  ['WALLETCONNECT_CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found', '§8'],
  ['USER_REJECTED', 'User rejected the request', '§8'],
  ['SIGN_MESSAGE_FAILED', 'WagmiAdapter:signMessage - Sign message failed', '§8'],
  ['ESTIMATE_GAS_FAILED', 'WagmiAdapter:estimateGas - error estimating gas', '§8'],
  // §8 name API defaults
  ['NAME_RESOLVE_FAILED', 'Error resolving name', '§8'],
  ['NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions', '§8'],
  ['NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address', '§8'],
  ['NAME_REGISTER_FAILED', 'Error registering name {name}', '§8'],
];

// Texts the spec names without wording them; they are ours, pinned so changes are deliberate.
const OUR_MESSAGES: ReadonlyArray<readonly [KitErrorCode, string]> = [
  ['INVALID_ADDRESS', 'Invalid {namespace} address'],
  ['INVALID_ACCOUNT_NAME', 'Names use letters, digits and hyphens only, at least {min} characters'],
  ['INVALID_URL', 'Invalid URL'],
  ['ADAPTER_ALREADY_REGISTERED', "An adapter for namespace '{ns}' is already registered"],
  ['DUPLICATE_NETWORK', 'Network {id} is listed more than once'],
  ['NETWORK_MISMATCH', "Network {id} does not match its chainNamespace '{ns}' and id '{ref}'"],
  ['RPC_HTTP_ERROR', 'HTTP request failed'],
  ['RPC_NETWORK_ERROR', 'The RPC server could not be reached'],
  ['RPC_TIMEOUT', 'The request took too long to respond'],
  ['RPC_INVALID_RESPONSE', 'The RPC response was malformed'],
  ['RPC_ERROR', 'The RPC server returned an error'],
  ['CHAIN_NOT_CONFIGURED', 'Chain {chainId} is not configured'],
  ['NONCE_ERROR', 'The transaction nonce is invalid: it was already used or is too high'],
  ['FEE_TOO_LOW', 'The transaction fee is too low for the network'],
  ['GAS_ERROR', 'The transaction ran out of gas or exceeds the gas limit'],
  ['INSUFFICIENT_FUNDS', 'Insufficient funds for the amount and the network fee'],
  ['RATE_LIMITED', 'Rate limited'],
  ['SERVER_ERROR', 'Server error'],
  ['API_HTTP_ERROR', 'The service refused the request'],
  ['API_NETWORK_ERROR', 'The service could not be reached'],
  ['API_TIMEOUT', 'The service took too long to respond'],
  ['API_INVALID_RESPONSE', 'The service response was malformed'],
  ['EMAIL_LOGIN_THROTTLED', 'Too many requests. Please try again after {seconds} seconds'],
  ['INVALID_OTP', 'Invalid or expired code'],
  ['WALLET_LOAD_FAILED', 'Network Error: Wallet Load Failed'],
  ['WALLET_REQUEST_TIMEOUT', 'Wallet Request Timeout'],
  ['UNVERIFIED_DOMAIN', 'Unverified Domain'],
  ['UNKNOWN_ERROR', 'An unknown error occurred'],
  ['INVALID_SIWX_MESSAGE', 'Invalid sign-in message: {field}'],
  ['SIWX_VERIFICATION_UNSUPPORTED', 'Sign-in signatures of {namespace} cannot be verified'],
  ['SIWX_SESSION_INVALID', 'The sign-in signature could not be verified'],
  ['RELAY_UNREACHABLE', 'The WalletConnect relay could not be reached'],
  ['EMAIL_CAPTURE_SIGN_IN_REQUIRED', 'Sign in before adding an e-mail'],
  ['BROWSER_ONLY', '{call} needs a browser page (window and document)'],
  ['KIT_NOT_MOUNTED', '{call} takes a Kit made by createKitModal()'],
  ['MODAL_LOAD_FAILED', 'The wallet modal could not be loaded'],
  ['SIGN_MESSAGE_REQUIRED', 'A message to sign is required'],
  ['ACCOUNT_NOT_CONNECTED', 'Account {address} is not connected'],
];

describe('error catalogue texts (spec §5, §6, §8)', () => {
  it.each(SPEC_MESSAGES)('%s is the spec text %j (%s)', (code, text) => {
    expect(ERROR_MESSAGES[code]).toBe(text);
  });

  it.each(OUR_MESSAGES)('%s keeps our text %j', (code, text) => {
    expect(ERROR_MESSAGES[code]).toBe(text);
  });

  it('has no code that this test does not pin', () => {
    const pinned = [...SPEC_MESSAGES, ...OUR_MESSAGES].map(([code]) => code).sort();
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(pinned);
  });

  it('gives every code its own text, so a message identifies its error', () => {
    const texts = Object.values(ERROR_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('integrator alerts (spec §8)', () => {
  const SPEC_ALERTS: ReadonlyArray<readonly [IntegratorAlertCode, string]> = [
    ['APKT001', 'Network Not Found'],
    ['APKT002', 'Invalid App Configuration'],
    ['APKT003', 'Network Error: Wallet Load Failed'],
    ['APKT004', 'Wallet Request Timeout'],
    ['APKT005', 'Unverified Domain'],
    ['APKT006', 'Session Expired'],
    ['APKT007', 'Invalid Project ID'],
    ['APKT008', 'Project ID Missing'],
    ['APKT009', 'Server Error'],
    ['APKT010', 'Rate Limited'],
    ['APKTW001', 'Inactive Namespace Not Connected'],
    ['APKTW002', 'Invalid Email Address'],
  ];

  it.each(SPEC_ALERTS)('%s has the short text %j', (code, shortMessage) => {
    expect(INTEGRATOR_ALERTS[code].shortMessage).toBe(shortMessage);
    expect(INTEGRATOR_ALERTS[code].code).toBe(code);
    expect(INTEGRATOR_ALERTS[code].longMessage.length).toBeGreaterThan(0);
  });

  it('holds exactly APKT001-APKT010 and APKTW001-APKTW002', () => {
    expect(Object.keys(INTEGRATOR_ALERTS).sort()).toEqual(SPEC_ALERTS.map(([code]) => code).sort());
  });

  it.each(SPEC_ALERTS)('%s is a warning only when it starts with APKTW', (code) => {
    expect(isWarningAlert(code)).toBe(code.startsWith('APKTW'));
  });
});

describe('server messages mapped to alerts (spec §8)', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'APKT002'],
    ['JWT validation error: JWT Token is not yet valid', 'APKT006'],
    ['Unauthorized: invalid key', 'APKT007'],
  ] as const)('maps %j to %s', (message, code) => {
    expect(alertForServerMessage(message)).toEqual(INTEGRATOR_ALERTS[code]);
  });

  it('maps a message that only contains the phrase', () => {
    expect(alertForServerMessage('HTTP 403: Unauthorized: origin not allowed (https://a.b)')).toBe(
      INTEGRATOR_ALERTS.APKT002,
    );
  });

  it.each([undefined, null, 42, { message: 'Unauthorized: invalid key' }, ['x']])(
    'returns undefined for the non-string %p',
    (value) => {
      expect(alertForServerMessage(value)).toBeUndefined();
    },
  );

  it('returns undefined for an unrelated message', () => {
    expect(alertForServerMessage('Internal Server Error')).toBeUndefined();
  });
});

describe('formatMessage', () => {
  it('fills the placeholders of the spec texts', () => {
    expect(formatMessage(ERROR_MESSAGES.NAMESPACE_NOT_CONFIGURED, { ns: 'solana' })).toBe(
      "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
    );
    expect(formatMessage(ERROR_MESSAGES.INVALID_DECIMAL, { value: '1.2.3' })).toBe(
      'Number 1.2.3 is not a valid decimal number.',
    );
    expect(formatMessage(ERROR_MESSAGES.CONNECTOR_NOT_FOUND_FOR_CONNECTION, { id: 0 })).toBe(
      'No connector found for connection: 0',
    );
    expect(formatMessage(ERROR_MESSAGES.NAME_REGISTER_FAILED, { name: 'alice' })).toBe(
      'Error registering name alice',
    );
  });

  it('fills every occurrence of a placeholder', () => {
    expect(formatMessage('{a} and {a}', { a: 'x' })).toBe('x and x');
  });

  it('leaves unknown and inherited placeholders as they are', () => {
    expect(formatMessage('{known} {unknown}', { known: 'k' })).toBe('k {unknown}');
    expect(formatMessage(ERROR_MESSAGES.INVALID_DECIMAL)).toBe(ERROR_MESSAGES.INVALID_DECIMAL);
    expect(formatMessage('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });
});

describe('KitError', () => {
  it('carries code, short message, details, rpc code and cause', () => {
    const cause = new Error('socket hang up');
    const error = new KitError('CONNECT_FAILED', ERROR_MESSAGES.CONNECT_FAILED, {
      details: 'relay unreachable',
      rpcCode: -32603,
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('KitError');
    expect(error.code).toBe('CONNECT_FAILED');
    expect(error.shortMessage).toBe('Failed to connect');
    expect(error.message).toBe('Failed to connect\n\nDetails: relay unreachable');
    expect(error.details).toBe('relay unreachable');
    expect(error.rpcCode).toBe(-32603);
    expect(error.cause).toBe(cause);
  });

  it('uses the short message as message when there are no details', () => {
    const error = new KitError('MODAL_CLOSED', ERROR_MESSAGES.MODAL_CLOSED);
    expect(error.message).toBe('Modal closed');
    expect(error.details).toBeUndefined();
    expect(error.rpcCode).toBeUndefined();
    expect(error.cause).toBeUndefined();
  });

  it('serialises to { name, code, message } for state, without details or cause', () => {
    const error = new KitError('MODAL_CLOSED', ERROR_MESSAGES.MODAL_CLOSED, {
      details: 'secret detail',
      cause: new Error('inner'),
    });
    expect(error.toJSON()).toEqual({
      name: 'KitError',
      code: 'MODAL_CLOSED',
      message: 'Modal closed',
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual(error.toJSON());
    expect(serializeError(error)).toEqual(error.toJSON());
  });

  it.each([
    [new Error('boom'), 'boom'],
    ['plain string', 'plain string'],
    [42, 'Unknown error'],
    [null, 'Unknown error'],
    [undefined, 'Unknown error'],
    [{ message: 'not an Error instance' }, 'Unknown error'],
  ])('serialises the non-Kit value %p as UNKNOWN_ERROR', (value, message) => {
    expect(serializeError(value)).toEqual({ name: 'KitError', code: 'UNKNOWN_ERROR', message });
  });

  it('recognises a KitError from another copy of the package by its shape', () => {
    const foreign = Object.assign(new Error('Modal closed'), {
      code: 'MODAL_CLOSED',
      shortMessage: 'Modal closed',
    });
    expect(isKitError(foreign)).toBe(true);
    expect(isKitError(new Error('plain'))).toBe(false);
    expect(isKitError({ code: 'MODAL_CLOSED', shortMessage: 'Modal closed' })).toBe(false);
  });
});

describe('KitError subclasses', () => {
  const cases: ReadonlyArray<readonly [string, KitError, string, KitErrorCode, string]> = [
    [
      'kitError()',
      kitError('NAMESPACE_NOT_CONFIGURED', { ns: 'bip122' }),
      'KitError',
      'NAMESPACE_NOT_CONFIGURED',
      "Namespace 'bip122' is not configured. Please call connect() first with namespace config.",
    ],
    [
      'ValidationError',
      new ValidationError('INVALID_DECIMAL', { value: 'abc' }),
      'ValidationError',
      'INVALID_DECIMAL',
      'Number abc is not a valid decimal number.',
    ],
    [
      'UserRejectedRequestError',
      new UserRejectedRequestError(),
      'UserRejectedRequestError',
      'USER_REJECTED',
      'User rejected the request',
    ],
    [
      'WalletConnectionError',
      new WalletConnectionError('MODAL_CLOSED'),
      'WalletConnectionError',
      'MODAL_CLOSED',
      'Modal closed',
    ],
    [
      'NotConfiguredError',
      new NotConfiguredError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { id: 'eip155:io.metamask' }),
      'NotConfiguredError',
      'CONNECTOR_NOT_FOUND_FOR_CONNECTION',
      'No connector found for connection: eip155:io.metamask',
    ],
    [
      'ChainRequestError',
      new ChainRequestError('NETWORK_NOT_SUPPORTED_FOR_SWAPS'),
      'ChainRequestError',
      'NETWORK_NOT_SUPPORTED_FOR_SWAPS',
      'Network not supported for Swaps',
    ],
  ];

  it.each(cases)('%s is a KitError with its name, code and text', (_, error, name, code, text) => {
    expect(error).toBeInstanceOf(KitError);
    expect(error).toBeInstanceOf(Error);
    expect(isKitError(error)).toBe(true);
    expect(error.name).toBe(name);
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe(text);
    expect(error.toJSON()).toEqual({ name, code, message: text });
  });

  it('gives a user rejection the provider code 4001 whatever the options say', () => {
    const error = new UserRejectedRequestError({ details: 'declined in wallet' });
    expect(error.rpcCode).toBe(4001);
    expect(error.details).toBe('declined in wallet');
  });

  it('keeps the cause and details passed to a subclass', () => {
    const cause = { code: -32000, message: 'nonce too low' };
    const error = new ChainRequestError('NONCE_ERROR', {}, { cause, details: 'nonce too low' });
    expect(error.cause).toBe(cause);
    expect(error.message).toBe(`${ERROR_MESSAGES.NONCE_ERROR}\n\nDetails: nonce too low`);
  });
});

describe('JSON-RPC and provider codes (spec §8)', () => {
  it.each([
    ['PARSE_ERROR', -32700],
    ['INVALID_REQUEST', -32600],
    ['METHOD_NOT_FOUND', -32601],
    ['INVALID_PARAMS', -32602],
    ['INTERNAL_ERROR', -32603],
    ['INVALID_INPUT', -32000],
    ['RESOURCE_NOT_FOUND', -32001],
    ['RESOURCE_UNAVAILABLE', -32002],
    ['TRANSACTION_REJECTED', -32003],
    ['METHOD_NOT_SUPPORTED', -32004],
    ['LIMIT_EXCEEDED', -32005],
    ['JSON_RPC_VERSION_NOT_SUPPORTED', -32006],
  ] as const)('JSON-RPC %s is %i and passes the guard', (name, code) => {
    expect(JSON_RPC_ERROR_CODES[name]).toBe(code);
    expect(isJsonRpcErrorCode(code)).toBe(true);
  });

  it('holds the twelve JSON-RPC codes from -32700 to -32006', () => {
    expect(Object.values(JSON_RPC_ERROR_CODES)).toHaveLength(12);
    expect(Math.min(...Object.values(JSON_RPC_ERROR_CODES))).toBe(-32700);
  });

  it.each([-31999, -32701, 0, 4001, -32000.5, Number.NaN])(
    'does not take %p for a JSON-RPC code',
    (code) => {
      expect(isJsonRpcErrorCode(code)).toBe(false);
    },
  );

  it.each([
    ['USER_REJECTED', 4001],
    ['UNAUTHORIZED', 4100],
    ['UNSUPPORTED_METHOD', 4200],
    ['DISCONNECTED', 4900],
    ['CHAIN_DISCONNECTED', 4901],
    ['UNRECOGNIZED_CHAIN', 4902],
  ] as const)('provider %s is %i', (name, code) => {
    expect(PROVIDER_ERROR_CODES[name]).toBe(code);
    expect(isJsonRpcErrorCode(code)).toBe(false);
    expect(isBatchCallErrorCode(code)).toBe(false);
  });

  it.each([
    ['UNSUPPORTED_NON_OPTIONAL_CAPABILITY', 5700],
    ['UNSUPPORTED_CHAIN_ID', 5710],
    ['DUPLICATE_ID', 5720],
    ['UNKNOWN_BUNDLE_ID', 5730],
    ['BATCH_TOO_LARGE', 5740],
    ['ATOMIC_READY_WALLET_REJECTED_UPGRADE', 5750],
    ['ATOMICITY_NOT_SUPPORTED', 5760],
  ] as const)('batch-call %s is %i and passes the guard', (name, code) => {
    expect(BATCH_CALL_ERROR_CODES[name]).toBe(code);
    expect(isBatchCallErrorCode(code)).toBe(true);
  });

  it.each([5699, 5761, 5700.5, 4001, -32700])('does not take %p for a batch-call code', (code) => {
    expect(isBatchCallErrorCode(code)).toBe(false);
  });
});
