/**
 * The error catalogue: every code Kit uses with the spec's exact text (spec §5 and §8). Texts with
 * `{placeholders}` are filled by `formatMessage`. Where the spec names an error without giving its
 * text (node send errors, invalid address, chain not configured) the text is ours, and says so.
 */
export const ERROR_MESSAGES = {
  // §5 validation
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP-2 network id',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_DECIMAL: 'Number {value} is not a valid decimal number.',
  INVALID_EMAIL: 'Please enter a valid email address',
  NAMESPACE_NOT_CONFIGURED:
    "Namespace '{ns}' is not configured. Please call connect() first with namespace config.",
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  UNTRUSTED_ORIGIN: 'Untrusted Origin',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  // Ours: the spec gives the rules (§5) but no text for these.
  INVALID_ADDRESS: 'Invalid {namespace} address',
  INVALID_ACCOUNT_NAME: 'Names use letters, digits and hyphens only, at least {min} characters',
  INVALID_URL: 'Invalid URL',
  // Ours: integrator configuration mistakes caught by createKit().
  ADAPTER_ALREADY_REGISTERED: "An adapter for namespace '{ns}' is already registered",
  DUPLICATE_NETWORK: 'Network {id} is listed more than once',
  NETWORK_MISMATCH: "Network {id} does not match its chainNamespace '{ns}' and id '{ref}'",

  // §8 toasts and messages
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGN_IN_FAILED: 'Error signing message',
  BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
  INSUFFICIENT_LIQUIDITY: 'Insufficient liquidity',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  CONNECT_FAILED: 'Failed to connect',
  POPUP_CLOSED: 'Popup closed',
  SOCIAL_CONNECTION_FAILED: 'Failed to initiate social connection',
  FARCASTER_CONNECTION_FAILED: 'Failed to connect to farcaster',
  AUTH_CONNECTOR_NOT_FOUND: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  DISCONNECT_FAILED: 'Failed to disconnect',
  DISCONNECT_CONNECTOR_FAILED: 'Failed to disconnect connector',
  CONNECTOR_NOT_FOUND_FOR_CONNECTION: 'No connector found for connection: {id}',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  PROVIDER_NOT_FOUND: 'Provider not found',
  AUTH_PROVIDER_NOT_FOUND: 'Auth provider not found',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  USER_REJECTED: 'User rejected the request',
  SIGN_MESSAGE_FAILED: 'WagmiAdapter:signMessage - Sign message failed',
  ESTIMATE_GAS_FAILED: 'WagmiAdapter:estimateGas - error estimating gas',
  // Ours: §8 names "chain not configured error" without its text.
  CHAIN_NOT_CONFIGURED: 'Chain {chainId} is not configured',
  // §8 name APIs: defaults used when the server gives no reason.
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: 'Error registering name {name}',
  // §8 "node send errors map to nonce, fee, gas and insufficient-funds errors"; texts are ours.
  NONCE_ERROR: 'The transaction nonce is invalid: it was already used or is too high',
  FEE_TOO_LOW: 'The transaction fee is too low for the network',
  GAS_ERROR: 'The transaction ran out of gas or exceeds the gas limit',
  INSUFFICIENT_FUNDS: 'Insufficient funds for the amount and the network fee',
  // Ours: the JSON-RPC transport (§7, §9 name the behaviour, not the texts).
  /** The server answered with a non-success HTTP status (kept on the error as `status`). */
  RPC_HTTP_ERROR: 'HTTP request failed',
  /** No HTTP answer at all: connection refused or reset, DNS, CORS, offline. */
  RPC_NETWORK_ERROR: 'The RPC server could not be reached',
  /** No complete answer within the request timeout. */
  RPC_TIMEOUT: 'The request took too long to respond',
  /** The body was not JSON, not a JSON-RPC reply, or had no reply for this call's id. */
  RPC_INVALID_RESPONSE: 'The RPC response was malformed',
  /** A JSON-RPC error object: its code in `rpcCode`, its text in details. */
  RPC_ERROR: 'The RPC server returned an error',
  // Ours: the HTTP clients of the cloud services (§7; §8 names RATE_LIMITED and SERVER_ERROR).
  /** HTTP 429: the service is rate limiting this project (Retry-After kept on the error). */
  RATE_LIMITED: 'Rate limited',
  /** HTTP 500-599: the service failed. */
  SERVER_ERROR: 'Server error',
  /** Any other non-success HTTP status (kept on the error as `status`). */
  API_HTTP_ERROR: 'The service refused the request',
  /** No HTTP answer at all: connection refused or reset, DNS, CORS, offline. */
  API_NETWORK_ERROR: 'The service could not be reached',
  /** No complete answer within the request timeout. */
  API_TIMEOUT: 'The service took too long to respond',
  /** The body was not JSON or not the shape the service promises. */
  API_INVALID_RESPONSE: 'The service response was malformed',
  // Embedded wallet (§8 names the behaviour; the throttle text says how long to wait, §9 30 s).
  EMAIL_LOGIN_THROTTLED: 'Too many requests. Please try again after {seconds} seconds',
  /** Ours: a one-time code that does not match the one sent (or has expired). */
  INVALID_OTP: 'Invalid or expired code',
  /** The integrator alerts APKT003, APKT004 and APKT005 (§8) as errors of the calls they fail. */
  WALLET_LOAD_FAILED: 'Network Error: Wallet Load Failed',
  WALLET_REQUEST_TIMEOUT: 'Wallet Request Timeout',
  UNVERIFIED_DOMAIN: 'Unverified Domain',
  // Catch-all for values that were not errors of ours.
  UNKNOWN_ERROR: 'An unknown error occurred',
  // Ours: the sign-in (SIWX) message codec and verification (EIP-4361, CAIP-122).
  /** A message or data object breaking EIP-4361's grammar; names the spec §3 field at fault. */
  INVALID_SIWX_MESSAGE: 'Invalid sign-in message: {field}',
  /** No signature scheme Kit can check for this namespace's sign-in messages. */
  SIWX_VERIFICATION_UNSUPPORTED: 'Sign-in signatures of {namespace} cannot be verified',
  /** A signed sign-in message was refused: bad signature, another nonce or domain, or expired. */
  SIWX_SESSION_INVALID: 'The sign-in signature could not be verified',
  // Ours: the WalletConnect relay did not come back in time for a wallet request.
  RELAY_UNREACHABLE: 'The WalletConnect relay could not be reached',
  // Ours: DataCapture (emailCapture) needs a sign-in session to put the e-mail on.
  EMAIL_CAPTURE_SIGN_IN_REQUIRED: 'Sign in before adding an e-mail',
  // Ours: a browser-only call made where there is no page (a server, a worker); names the call.
  BROWSER_ONLY: '{call} needs a browser page (window and document)',
  // Ours: the element helpers of @kit/html know only the Kits createKitModal() mounted.
  KIT_NOT_MOUNTED: '{call} takes a Kit made by createKitModal()',
  // Ours: the modal's code (loaded on the first intent to open it) did not arrive: offline, a
  // blocked or since-deployed chunk. The next intent (hover, focus, press, open) tries again.
  MODAL_LOAD_FAILED: 'The wallet modal could not be loaded',
  // Ours: kit.signMessage() / useSignMessage input (the spec names the call, not these texts).
  /** The message to sign is missing, empty or not a string. */
  SIGN_MESSAGE_REQUIRED: 'A message to sign is required',
  /** The address asked to sign is not an account of the namespace's connection. */
  ACCOUNT_NOT_CONNECTED: 'Account {address} is not connected',
} as const;

/** Every error code Kit uses. */
export type KitErrorCode = keyof typeof ERROR_MESSAGES;

/** Fills `{name}` placeholders of a catalogue text; unknown placeholders are left as they are. */
export function formatMessage(
  template: string,
  values: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
