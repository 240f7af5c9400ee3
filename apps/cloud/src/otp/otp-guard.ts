import type { OtpLockStore } from './otp-lock-store';

/** A failure budget: `maxFailures` wrong codes per `windowMs`; at the limit, locked until the window ends. */
export interface OtpBudget {
  maxFailures: number;
  windowMs: number;
}

/** The brute-force limits of the e-mail one-time codes (startCloud's `otpLimits`). */
export interface OtpLimits {
  /**
   * Per inbox, across codes: a new code does not reset it. Default 10 per hour, so at most 240
   * guesses a day reach an inbox (1 in ~4,000 to hit a 6-digit code), not 14,400.
   */
  inbox: OtpBudget;
  /** Per client address, across inboxes. Default 30 per 15 minutes. */
  client: OtpBudget;
}

/** The defaults of OtpLimits. */
export const DEFAULT_OTP_LIMITS: OtpLimits = {
  inbox: { maxFailures: 10, windowMs: 60 * 60_000 },
  client: { maxFailures: 30, windowMs: 15 * 60_000 },
};

/** Who is guessing: the inbox the code went to and the remote address asking. */
export interface OtpGuesser {
  inbox: string;
  client: string;
}

/**
 * Counts wrong one-time codes per inbox and per client in fixed windows, in a store that
 * outlives a restart. `scope` keeps the secure site's login and sign-in's e-mail capture apart.
 */
export class OtpGuard {
  constructor(
    private readonly store: OtpLockStore,
    private readonly scope: string,
    private readonly limits: OtpLimits = DEFAULT_OTP_LIMITS,
  ) {}

  /** Milliseconds until this guesser may try (or ask for a code) again; 0 when not locked. */
  async lockedForMs(guesser: OtpGuesser, now: number): Promise<number> {
    const [inbox, client] = await Promise.all([
      this.#lockedFor(this.#key('inbox', guesser.inbox), this.limits.inbox, now),
      this.#lockedFor(this.#key('client', guesser.client), this.limits.client, now),
    ]);
    return Math.max(inbox, client);
  }

  /** Counts a wrong code against the inbox and the client. */
  async recordFailure(guesser: OtpGuesser, now: number): Promise<void> {
    await Promise.all([
      this.store.countFailure(this.#key('inbox', guesser.inbox), now, this.limits.inbox.windowMs),
      this.store.countFailure(
        this.#key('client', guesser.client),
        now,
        this.limits.client.windowMs,
      ),
    ]);
  }

  #key(kind: 'inbox' | 'client', value: string): string {
    return `${this.scope}:${kind}:${value}`;
  }

  async #lockedFor(key: string, budget: OtpBudget, now: number): Promise<number> {
    const window = await this.store.window(key);
    if (!window || window.failures < budget.maxFailures) return 0;
    return Math.max(0, window.windowStart + budget.windowMs - now);
  }
}
