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
    return Math.max(
      await this.#lockedFor(this.#key('inbox', guesser.inbox), this.limits.inbox, now),
      await this.#lockedFor(this.#key('client', guesser.client), this.limits.client, now),
    );
  }

  /** Counts a wrong code against the inbox and the client. */
  async recordFailure(guesser: OtpGuesser, now: number): Promise<void> {
    await this.#count(this.#key('inbox', guesser.inbox), this.limits.inbox, now);
    await this.#count(this.#key('client', guesser.client), this.limits.client, now);
  }

  #key(kind: 'inbox' | 'client', value: string): string {
    return `${this.scope}:${kind}:${value}`;
  }

  async #lockedFor(key: string, budget: OtpBudget, now: number): Promise<number> {
    const window = await this.store.window(key);
    if (!window || window.failures < budget.maxFailures) return 0;
    return Math.max(0, window.windowStart + budget.windowMs - now);
  }

  async #count(key: string, budget: OtpBudget, now: number): Promise<void> {
    if (this.store.countFailure) {
      await this.store.countFailure(key, budget.windowMs, now);
      return;
    }
    const window = await this.store.window(key);
    const open = window !== undefined && now - window.windowStart < budget.windowMs;
    await this.store.saveWindow(
      key,
      open
        ? { failures: window.failures + 1, windowStart: window.windowStart }
        : { failures: 1, windowStart: now },
    );
  }
}
