/**
 * Every business constant of spec §9 in one table, each named after its rule. Times are in
 * milliseconds, sizes in bytes, unless the name says otherwise. Sagas take their timing from here
 * (ARCHITECTURE.md, "State and effects"); nothing else writes these numbers inline.
 */
export const CONSTANTS = {
  // --- Modal and toast
  /** §4/§9 Modal shake animation. */
  MODAL_SHAKE_MS: 500,
  /** §4/§9 A new toast while one is open: close, then reopen after this delay. */
  TOAST_REOPEN_MS: 150,
  /** Ours: §9 gives no auto-close time; long enough to read a short message. */
  TOAST_AUTO_CLOSE_MS: 2_500,
  /**
   * Ours: how long after an open (desktop) AllWallets' code is fetched: past the open's 0.2 s
   * animation, well before a visitor has read Connect and clicked All wallets (issue 22).
   */
  ALL_WALLETS_PRELOAD_DELAY_MS: 250,
  /**
   * Ours: how long Kit's sagas wait at most for the page's first paint before they start (a frame
   * that never comes: a hidden tab; issue 22, libs/store's saga-start.ts).
   */
  SAGA_START_FALLBACK_MS: 500,
  /**
   * Ours: how long the modal's fonts wait at most for an idle page before they are looked up
   * (issue 22, libs/react's font-warmup.ts), and the delay used where the browser has no idle
   * callbacks.
   */
  FONT_WARMUP_IDLE_TIMEOUT_MS: 3_000,
  FONT_WARMUP_FALLBACK_DELAY_MS: 200,

  // --- Generic time constants (§9 "4 min, 10 s, 5 s, 3 s, 1 s")
  FOUR_MINUTES_MS: 240_000,
  TEN_SECONDS_MS: 10_000,
  FIVE_SECONDS_MS: 5_000,
  THREE_SECONDS_MS: 3_000,
  ONE_SECOND_MS: 1_000,

  // --- WalletConnect pairing
  /** §4/§9 A pairing URI expires this long after it is created. */
  PAIRING_EXPIRY_MS: 240_000,
  /** §4/§9 A pairing counts as expired this long before its expiry. */
  PAIRING_EXPIRY_MARGIN_MS: 10_000,

  // --- Swap
  /** §9 Swap slippage tolerance, in percent. */
  SWAP_SLIPPAGE_TOLERANCE_PERCENT: 1,
  /** §9 Swap network fee multiplier. */
  SWAP_FEE_MULTIPLIER: 1.2,
  /** §9 Debounce for quotes and other typed input. */
  DEBOUNCE_MS: 500,

  // --- On-ramp (§9)
  /** On-ramp provider fee range, in percent. */
  ONRAMP_FEE_MIN_PERCENT: 1,
  ONRAMP_FEE_MAX_PERCENT: 2,
  /** Fallback payment limits when options cannot be fetched (decimal strings, fiat units). */
  ONRAMP_CARD_MIN: '10.00',
  ONRAMP_CARD_MAX: '7500.00',
  ONRAMP_ACH_MIN: '10.00',
  ONRAMP_ACH_MAX: '25000.00',

  // --- RPC transport (§9)
  /** HTTP JSON-RPC request timeout. */
  RPC_TIMEOUT_MS: 10_000,
  /** Most JSON-RPC calls in one HTTP batch. */
  RPC_BATCH_SIZE: 1000,
  /** Multicall calldata batch size. */
  MULTICALL_BATCH_BYTES: 1024,
  /** Retries after the first attempt. */
  RPC_RETRY_COUNT: 3,
  /** First retry delay; doubles each retry. Retry-After wins when the server sends it. */
  RPC_RETRY_DELAY_MS: 150,
  /** HTTP statuses that are retried; any other status fails at once. */
  RPC_RETRY_STATUS_CODES: [403, 408, 413, 429, 500, 502, 503, 504],
  /** Fallback ranking: how often transports are probed. */
  RPC_RANK_POLL_MS: 4_000,
  /** Fallback ranking: how many samples are kept per transport. */
  RPC_RANK_SAMPLE_COUNT: 10,
  /** Fallback ranking: probe timeout. */
  RPC_RANK_TIMEOUT_MS: 1_000,
  /** Fallback ranking weights. */
  RPC_RANK_STABILITY_WEIGHT: 0.7,
  RPC_RANK_LATENCY_WEIGHT: 0.3,
  /** Log buffer size. */
  LOG_BUFFER_BYTES: 1_024_000,
  /** Largest blob accepted. */
  BLOB_MAX_BYTES: 761_855,

  // --- Transactions (§9)
  /** How long to wait for a receipt after sending. */
  RECEIPT_WAIT_MS: 25_000,
  /** Receipt polling: confirmations, retries, first delay (doubling) and overall timeout. */
  RECEIPT_CONFIRMATIONS: 1,
  RECEIPT_RETRY_COUNT: 6,
  RECEIPT_RETRY_DELAY_MS: 200,
  RECEIPT_TIMEOUT_MS: 180_000,
  /** Pending-transaction watcher (off by default): poll interval and most transactions watched. */
  PENDING_TX_WATCHER_ENABLED: false,
  PENDING_TX_POLL_MS: 30_000,
  PENDING_TX_LIMIT: 99,

  // --- Analytics (§4/§9)
  /** Flush when pending events exceed this size. */
  ANALYTICS_FLUSH_BYTES: 45_000,
  /** Flush when this long has passed since the last flush; also the flush interval. */
  ANALYTICS_FLUSH_MS: 10_000,
  ANALYTICS_FLUSH_INTERVAL_MS: 10_000,
  /** Error reports: at most this many per window. */
  ERROR_REPORT_LIMIT: 5,
  ERROR_REPORT_WINDOW_MS: 60_000,

  // --- Wallet list (§9)
  /** Recommended wallets shown on Connect. */
  WALLETS_RECOMMENDED_COUNT: 4,
  /** Wallets per page in AllWallets. */
  WALLETS_PAGE_SIZE: 40,
  /** Most results of a search. */
  WALLETS_SEARCH_LIMIT: 100,
  /** Certified wallets prefetched. */
  WALLETS_PREFETCH_CERTIFIED_COUNT: 20,
  /** Wallet images preloaded. */
  WALLETS_IMAGE_PREFETCH_COUNT: 20,
  /** Search debounce. */
  WALLETS_SEARCH_DEBOUNCE_MS: 300,
  /** Image preload timeout. */
  IMAGE_PRELOAD_TIMEOUT_MS: 2_000,
  /** Most recent wallets shown. */
  RECENT_WALLETS_LIMIT: 2,

  // --- Names (§5/§9)
  /** Shortest account name. */
  NAME_MIN_LENGTH: 4,
  /** Coin types are the chain id with this flag set (ENSIP-11). */
  COIN_TYPE_FLAG: 0x80000000,

  // --- Balances (§4/§5/§9)
  /** After a failed balance fetch, retrying is blocked this long. */
  BALANCE_RETRY_BACKOFF_MS: 30_000,
  /** Decimals shown for balances (floored) and totals. */
  BALANCE_DISPLAY_DECIMALS: 3,
  TOTAL_DISPLAY_DECIMALS: 2,

  // --- Caches (§9)
  PORTFOLIO_CACHE_MS: 30_000,
  NATIVE_BALANCE_CACHE_MS: 30_000,
  NAME_CACHE_MS: 300_000,
  IDENTITY_CACHE_MS: 300_000,
  HISTORY_CACHE_MS: 15_000,
  TOKEN_PRICE_CACHE_MS: 15_000,
  LATEST_VERSION_CACHE_MS: 7 * 24 * 60 * 60 * 1000,
  /** Entries kept by the large and the small in-memory caches. */
  CACHE_LARGE_ENTRIES: 8192,
  CACHE_SMALL_ENTRIES: 128,

  // --- Wallet providers (§9)
  /** Injected disconnect: how long to wait for wallet_revokePermissions. */
  INJECTED_REVOKE_TIMEOUT_MS: 100,
  /** How long to wait for a provider that injects itself late. */
  ASYNC_INJECT_WAIT_MS: 1_000,

  // --- Embedded wallet (§9)
  /** Polling for a closed popup and for an e-mail change. */
  POPUP_POLL_MS: 1_000,
  EMAIL_CHANGE_POLL_MS: 1_000,
  /** Social login popup size. */
  SOCIAL_POPUP_WIDTH: 600,
  SOCIAL_POPUP_HEIGHT: 800,
  /** E-mail OTP resend cooldown. */
  EMAIL_LOGIN_COOLDOWN_MS: 30_000,
  /** Secure site protocol version. */
  SECURE_SITE_SDK_VERSION: 4,

  // --- Swap and on-ramp views (appended by issue 9)
  /** §9 Popup size (600x800), for the on-ramp checkout window. */
  POPUP_WIDTH: 600,
  POPUP_HEIGHT: 800,
  /**
   * Ours: the gas limit a swap is priced at on the Swap view, before its transaction is built
   * (then the service's estimate is used). A Uniswap V2 swap with one or two hops stays under it.
   */
  SWAP_GAS_LIMIT_ESTIMATE: 200_000,

  // --- Embedded wallet (appended by issue 10)
  /** Ours: how long the secure frame may take to say it is ready (else APKT003). */
  SECURE_FRAME_LOAD_TIMEOUT_MS: 15_000,
  /** Ours: how long a frame request may take (else APKT004); approvals wait for the visitor. */
  SECURE_FRAME_REQUEST_TIMEOUT_MS: 30_000,
} as const;

/** The default SDK type and version sent to the Blockchain API (§9). */
export const SDK_TYPE = 'appkit';
export const SDK_VERSION = '2.22.0';

/** Default log level (§9). */
export const DEFAULT_LOG_LEVEL = 'error';

/** eip155 chain ids where swaps are offered (§9), besides the local devnets. */
export const SWAP_NETWORK_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
];
