import { CONSTANTS, DEFAULT_LOG_LEVEL, SDK_TYPE, SDK_VERSION, SWAP_NETWORK_IDS } from './constants';

// One assertion per rule of spec §9 (and the §4 timings it repeats), named after the rule, so a
// changed number fails with the rule it breaks.
describe('business constants (spec §9)', () => {
  describe('modal, toast and time constants', () => {
    it('shakes the modal for 500 ms', () => expect(CONSTANTS.MODAL_SHAKE_MS).toBe(500));
    it('reopens a replaced toast after 150 ms', () => expect(CONSTANTS.TOAST_REOPEN_MS).toBe(150));
    it('auto-closes a toast after 2.5 s (ours: §9 gives none)', () =>
      expect(CONSTANTS.TOAST_AUTO_CLOSE_MS).toBe(2_500));
    it('has the time constant 4 min', () => expect(CONSTANTS.FOUR_MINUTES_MS).toBe(4 * 60_000));
    it('has the time constant 10 s', () => expect(CONSTANTS.TEN_SECONDS_MS).toBe(10_000));
    it('has the time constant 5 s', () => expect(CONSTANTS.FIVE_SECONDS_MS).toBe(5_000));
    it('has the time constant 3 s', () => expect(CONSTANTS.THREE_SECONDS_MS).toBe(3_000));
    it('has the time constant 1 s', () => expect(CONSTANTS.ONE_SECOND_MS).toBe(1_000));
    it('debounces input for 500 ms', () => expect(CONSTANTS.DEBOUNCE_MS).toBe(500));
  });

  describe('pairing', () => {
    it('sets pairing expiry 4 minutes ahead', () =>
      expect(CONSTANTS.PAIRING_EXPIRY_MS).toBe(4 * 60_000));
    it('counts a pairing expired within 10 s of its expiry', () =>
      expect(CONSTANTS.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000));
  });

  describe('swaps', () => {
    it('uses a swap slippage tolerance of 1', () =>
      expect(CONSTANTS.SWAP_SLIPPAGE_TOLERANCE_PERCENT).toBe(1));
    it('multiplies fees by 1.2', () => expect(CONSTANTS.SWAP_FEE_MULTIPLIER).toBe(1.2));
    it('offers swaps on eip155 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554', () =>
      expect(SWAP_NETWORK_IDS).toEqual([
        1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
      ]));
  });

  describe('on-ramp', () => {
    it('has an on-ramp fee range starting at 1%', () =>
      expect(CONSTANTS.ONRAMP_FEE_MIN_PERCENT).toBe(1));
    it('has an on-ramp fee range ending at 2%', () =>
      expect(CONSTANTS.ONRAMP_FEE_MAX_PERCENT).toBe(2));
    it('falls back to a card minimum of 10.00', () =>
      expect(CONSTANTS.ONRAMP_CARD_MIN).toBe('10.00'));
    it('falls back to a card maximum of 7500.00', () =>
      expect(CONSTANTS.ONRAMP_CARD_MAX).toBe('7500.00'));
    it('falls back to an ach_bank_account minimum of 10.00', () =>
      expect(CONSTANTS.ONRAMP_ACH_MIN).toBe('10.00'));
    it('falls back to an ach_bank_account maximum of 25000.00', () =>
      expect(CONSTANTS.ONRAMP_ACH_MAX).toBe('25000.00'));
  });

  describe('RPC transport', () => {
    it('times out HTTP RPC after 10000 ms', () => expect(CONSTANTS.RPC_TIMEOUT_MS).toBe(10_000));
    it('batches at most 1000 calls', () => expect(CONSTANTS.RPC_BATCH_SIZE).toBe(1000));
    it('batches multicall by 1024 bytes', () => expect(CONSTANTS.MULTICALL_BATCH_BYTES).toBe(1024));
    it('buffers 1024000 bytes of logs', () => expect(CONSTANTS.LOG_BUFFER_BYTES).toBe(1_024_000));
    it('accepts blobs of at most 761855 bytes', () =>
      expect(CONSTANTS.BLOB_MAX_BYTES).toBe(761_855));
    it('retries RPC 3 times', () => expect(CONSTANTS.RPC_RETRY_COUNT).toBe(3));
    it('starts the RPC retry delay at 150 ms', () =>
      expect(CONSTANTS.RPC_RETRY_DELAY_MS).toBe(150));
    it('retries on HTTP 403, 408, 413, 429, 500, 502, 503, 504', () =>
      expect(CONSTANTS.RPC_RETRY_STATUS_CODES).toEqual([403, 408, 413, 429, 500, 502, 503, 504]));
    it('polls the fallback ranking every 4000 ms', () =>
      expect(CONSTANTS.RPC_RANK_POLL_MS).toBe(4_000));
    it('keeps 10 ranking samples', () => expect(CONSTANTS.RPC_RANK_SAMPLE_COUNT).toBe(10));
    it('times ranking probes out after 1000 ms', () =>
      expect(CONSTANTS.RPC_RANK_TIMEOUT_MS).toBe(1_000));
    it('weights stability 0.7', () => expect(CONSTANTS.RPC_RANK_STABILITY_WEIGHT).toBe(0.7));
    it('weights latency 0.3', () => expect(CONSTANTS.RPC_RANK_LATENCY_WEIGHT).toBe(0.3));
  });

  describe('transactions', () => {
    it('waits 25000 ms for a receipt', () => expect(CONSTANTS.RECEIPT_WAIT_MS).toBe(25_000));
    it('defaults to 1 confirmation', () => expect(CONSTANTS.RECEIPT_CONFIRMATIONS).toBe(1));
    it('defaults to 6 receipt retries', () => expect(CONSTANTS.RECEIPT_RETRY_COUNT).toBe(6));
    it('starts the receipt retry delay at 200 ms', () =>
      expect(CONSTANTS.RECEIPT_RETRY_DELAY_MS).toBe(200));
    it('times receipt polling out after 180000 ms', () =>
      expect(CONSTANTS.RECEIPT_TIMEOUT_MS).toBe(180_000));
    it('keeps the pending-transaction watcher off by default', () =>
      expect(CONSTANTS.PENDING_TX_WATCHER_ENABLED).toBe(false));
    it('polls pending transactions every 30000 ms', () =>
      expect(CONSTANTS.PENDING_TX_POLL_MS).toBe(30_000));
    it('watches at most 99 pending transactions', () =>
      expect(CONSTANTS.PENDING_TX_LIMIT).toBe(99));
  });

  describe('analytics and error reports', () => {
    it('flushes analytics over 45 KB pending', () =>
      expect(CONSTANTS.ANALYTICS_FLUSH_BYTES).toBe(45_000));
    it('flushes analytics over 10 s since the last flush', () =>
      expect(CONSTANTS.ANALYTICS_FLUSH_MS).toBe(10_000));
    it('flushes analytics on a 10 s interval', () =>
      expect(CONSTANTS.ANALYTICS_FLUSH_INTERVAL_MS).toBe(10_000));
    it('reports at most 5 errors', () => expect(CONSTANTS.ERROR_REPORT_LIMIT).toBe(5));
    it('per 60 s window', () => expect(CONSTANTS.ERROR_REPORT_WINDOW_MS).toBe(60_000));
  });

  describe('wallet list', () => {
    it('recommends 4 wallets', () => expect(CONSTANTS.WALLETS_RECOMMENDED_COUNT).toBe(4));
    it('pages wallets by 40', () => expect(CONSTANTS.WALLETS_PAGE_SIZE).toBe(40));
    it('searches up to 100 wallets', () => expect(CONSTANTS.WALLETS_SEARCH_LIMIT).toBe(100));
    it('prefetches 20 certified wallets', () =>
      expect(CONSTANTS.WALLETS_PREFETCH_CERTIFIED_COUNT).toBe(20));
    it('prefetches the first 20 images', () =>
      expect(CONSTANTS.WALLETS_IMAGE_PREFETCH_COUNT).toBe(20));
    it('waits 300 ms before searching', () =>
      expect(CONSTANTS.WALLETS_SEARCH_DEBOUNCE_MS).toBe(300));
    it('times image preloading out after 2 s', () =>
      expect(CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000));
    it('keeps at most 2 recent wallets', () => expect(CONSTANTS.RECENT_WALLETS_LIMIT).toBe(2));
  });

  describe('names', () => {
    it('requires names of at least 4 characters', () => expect(CONSTANTS.NAME_MIN_LENGTH).toBe(4));
    it('flags coin types with 0x80000000', () =>
      expect(CONSTANTS.COIN_TYPE_FLAG).toBe(2_147_483_648));
  });

  describe('balances and caches', () => {
    it('blocks balance retries for 30 s', () =>
      expect(CONSTANTS.BALANCE_RETRY_BACKOFF_MS).toBe(30_000));
    it('shows balances with 3 decimals', () => expect(CONSTANTS.BALANCE_DISPLAY_DECIMALS).toBe(3));
    it('shows totals with 2 decimals', () => expect(CONSTANTS.TOTAL_DISPLAY_DECIMALS).toBe(2));
    it('caches portfolios for 30 s', () => expect(CONSTANTS.PORTFOLIO_CACHE_MS).toBe(30_000));
    it('caches native balances for 30 s', () =>
      expect(CONSTANTS.NATIVE_BALANCE_CACHE_MS).toBe(30_000));
    it('caches names for 5 min', () => expect(CONSTANTS.NAME_CACHE_MS).toBe(5 * 60_000));
    it('caches identities for 5 min', () => expect(CONSTANTS.IDENTITY_CACHE_MS).toBe(5 * 60_000));
    it('caches history for 15 s', () => expect(CONSTANTS.HISTORY_CACHE_MS).toBe(15_000));
    it('caches token prices for 15 s', () => expect(CONSTANTS.TOKEN_PRICE_CACHE_MS).toBe(15_000));
    it('caches the latest kit version for 7 days', () =>
      expect(CONSTANTS.LATEST_VERSION_CACHE_MS).toBe(604_800_000));
    it('keeps 8192 entries in the large cache', () =>
      expect(CONSTANTS.CACHE_LARGE_ENTRIES).toBe(8192));
    it('keeps 128 entries in the small cache', () =>
      expect(CONSTANTS.CACHE_SMALL_ENTRIES).toBe(128));
  });

  describe('wallet providers and embedded wallet', () => {
    it('waits 100 ms for an injected disconnect revoke', () =>
      expect(CONSTANTS.INJECTED_REVOKE_TIMEOUT_MS).toBe(100));
    it('waits 1000 ms for a late-injected provider', () =>
      expect(CONSTANTS.ASYNC_INJECT_WAIT_MS).toBe(1_000));
    it('polls for a closed popup every 1 s', () => expect(CONSTANTS.POPUP_POLL_MS).toBe(1_000));
    it('polls for an e-mail change every 1 s', () =>
      expect(CONSTANTS.EMAIL_CHANGE_POLL_MS).toBe(1_000));
    it('opens the social popup 600 wide', () => expect(CONSTANTS.SOCIAL_POPUP_WIDTH).toBe(600));
    it('opens the social popup 800 high', () => expect(CONSTANTS.SOCIAL_POPUP_HEIGHT).toBe(800));
    it('holds e-mail login for a 30 s cooldown', () =>
      expect(CONSTANTS.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000));
    it('speaks secure site SDK version 4', () => expect(CONSTANTS.SECURE_SITE_SDK_VERSION).toBe(4));
    it('waits 15 s for the secure frame to load (ours)', () =>
      expect(CONSTANTS.SECURE_FRAME_LOAD_TIMEOUT_MS).toBe(15_000));
    it('waits 30 s for a secure frame request (ours)', () =>
      expect(CONSTANTS.SECURE_FRAME_REQUEST_TIMEOUT_MS).toBe(30_000));
  });

  describe('swap and on-ramp views', () => {
    it('opens the on-ramp popup 600 wide', () => expect(CONSTANTS.POPUP_WIDTH).toBe(600));
    it('opens the on-ramp popup 800 high', () => expect(CONSTANTS.POPUP_HEIGHT).toBe(800));
    it('prices a swap on the Swap view at 200,000 gas', () =>
      expect(CONSTANTS.SWAP_GAS_LIMIT_ESTIMATE).toBe(200_000));
  });

  describe('SDK identity and logging', () => {
    it('defaults the SDK type to appkit', () => expect(SDK_TYPE).toBe('appkit'));
    it('is kit version 2.22.0', () => expect(SDK_VERSION).toBe('2.22.0'));
    it('logs at level error', () => expect(DEFAULT_LOG_LEVEL).toBe('error'));
  });
});
