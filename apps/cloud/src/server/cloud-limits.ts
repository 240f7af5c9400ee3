/**
 * What the cloud accepts before it refuses (413, 429, 507 or a relay error), so that nobody can
 * grow its memory or disk without end. Every figure is an option of startCloud (`limits`); the
 * defaults suit a public deployment, tests lower them. README "Hosting it → Limits" lists them.
 */
export interface CloudLimits {
  /** Largest request body of any route, in bytes (default 256 KiB). */
  bodyBytes: number;
  /** Largest body of POST /batch and POST /e, in bytes (default 64 KiB: what a beacon may send). */
  sinkBodyBytes: number;
  /**
   * Requests one client (remote address) may make per window (default 3 000: a page opening the
   * All Wallets list alone loads 342 images).
   */
  requestsPerClient: number;
  /** Requests naming one project (all clients together) per window (default 60 000). */
  requestsPerProject: number;
  /** The rate-limit window in ms (default 60 000). */
  rateWindowMs: number;
  /** Bytes each sink (analytics, errors) keeps on disk; the oldest go first (default 64 MiB). */
  sinkBytes: number;
  /** Largest WebSocket frame the relay reads, in bytes (default 256 KiB). */
  relayFrameBytes: number;
  /** Largest relay message (one envelope), in characters (default 100 000, the params check's own cap). */
  relayMessageBytes: number;
  /** Topics one relay socket may subscribe to (default 1 000). */
  relaySubscriptionsPerSocket: number;
  /** Bytes queued to one slow relay socket before it is closed (default 4 MiB). */
  relayBytesInFlight: number;
  /** Relay sockets open at once per client (remote address); one more gets 429 (default 100). */
  relaySocketsPerClient: number;
  /** Bytes of undelivered messages the relay mailbox keeps; past it publishes are refused (default 64 MiB). */
  relayMailboxBytes: number;
}

export const DEFAULT_CLOUD_LIMITS: CloudLimits = {
  bodyBytes: 256 * 1024,
  sinkBodyBytes: 64 * 1024,
  requestsPerClient: 3_000,
  requestsPerProject: 60_000,
  rateWindowMs: 60_000,
  sinkBytes: 64 * 1024 * 1024,
  relayFrameBytes: 256 * 1024,
  relayMessageBytes: 100_000,
  relaySubscriptionsPerSocket: 1_000,
  relayBytesInFlight: 4 * 1024 * 1024,
  relaySocketsPerClient: 100,
  relayMailboxBytes: 64 * 1024 * 1024,
};

/** The defaults with the given overrides; a limit must be a positive number. */
export function resolveLimits(overrides: Partial<CloudLimits> = {}): CloudLimits {
  const limits = { ...DEFAULT_CLOUD_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!(typeof value === 'number' && value > 0)) {
      throw new RangeError(`limits.${name} must be a positive number, got ${String(value)}`);
    }
  }
  return limits;
}
