// Watching transactions that were sent but not yet mined (spec §9: off by default, polling every
// 30 s, at most 99 watched). A send gives up waiting for its receipt after 25 s; the transaction
// may still be mined later, and the watcher is what notices.
import { CONSTANTS } from '@kit/core';
import type { RpcClient } from '@kit/core';
import type { TransactionReceipt } from './wait-for-receipt';

/** Starts a repeating poll; returns what stops it. Tests inject one they tick themselves. */
export type PollScheduler = (poll: () => Promise<void>, everyMs: number) => () => void;

/** How the watcher runs; every field defaults from CONSTANTS (spec §9). */
export interface PendingTransactionWatcherOptions {
  /** Off by default (PENDING_TX_WATCHER_ENABLED): watch() then does nothing. */
  enabled?: boolean;
  /** Time between two polls (default PENDING_TX_POLL_MS, 30 s). */
  pollMs?: number;
  /** Most transactions watched at once (default PENDING_TX_LIMIT, 99); the oldest go first. */
  limit?: number;
  /** The timer (default setInterval). */
  schedule?: PollScheduler;
}

const intervalScheduler: PollScheduler = (poll, everyMs) => {
  const timer = setInterval(() => void poll(), everyMs);
  return () => clearInterval(timer);
};

/**
 * Polls eth_getTransactionReceipt for each watched hash while any is watched, and hands each
 * mined one (receipt with a block) to `onMined` once, then stops watching it. A failing poll is
 * tried again at the next interval.
 */
export class PendingTransactionWatcher {
  readonly #hashes = new Set<string>();
  readonly #enabled: boolean;
  readonly #pollMs: number;
  readonly #limit: number;
  readonly #schedule: PollScheduler;
  #stop: (() => void) | undefined;
  #polling = false;

  constructor(
    private readonly rpc: RpcClient,
    private readonly onMined: (receipt: TransactionReceipt) => void,
    options: PendingTransactionWatcherOptions = {},
  ) {
    this.#enabled = options.enabled ?? CONSTANTS.PENDING_TX_WATCHER_ENABLED;
    this.#pollMs = options.pollMs ?? CONSTANTS.PENDING_TX_POLL_MS;
    this.#limit = options.limit ?? CONSTANTS.PENDING_TX_LIMIT;
    this.#schedule = options.schedule ?? intervalScheduler;
  }

  /** The hashes watched, oldest first. */
  get watching(): string[] {
    return [...this.#hashes];
  }

  /** Watches `hash` until mined; false when the watcher is off. */
  watch(hash: string): boolean {
    if (!this.#enabled) return false;
    this.#hashes.delete(hash);
    this.#hashes.add(hash);
    // Past the limit the oldest goes: it is the least likely to be mined still.
    for (const oldest of this.#hashes) {
      if (this.#hashes.size <= this.#limit) break;
      this.#hashes.delete(oldest);
    }
    this.#stop ??= this.#schedule(() => this.poll(), this.#pollMs);
    return true;
  }

  /** One round: asks for every watched receipt (one poll at a time, a slow node never piles up). */
  async poll(): Promise<void> {
    if (this.#polling) return;
    this.#polling = true;
    try {
      for (const hash of this.watching) {
        const receipt = await this.rpc
          .request<TransactionReceipt | null>({
            method: 'eth_getTransactionReceipt',
            params: [hash],
          })
          .catch(() => null);
        if (!receipt?.blockNumber || !this.#hashes.delete(hash)) continue;
        this.onMined(receipt);
      }
    } finally {
      this.#polling = false;
      if (this.#hashes.size === 0) this.stop();
    }
  }

  /** Stops polling (watching again starts it anew). */
  stop(): void {
    this.#stop?.();
    this.#stop = undefined;
  }
}
