// Watching transactions that were sent but not yet mined (spec §9: off by default, polling every
// 30 s, at most 99 watched). A send gives up waiting for its receipt after 25 s; the transaction
// may still be mined later, and the watcher is what notices.
import { CONSTANTS } from '@kit/core';
import type { RpcClient, SettledTransactionStatus } from '@kit/core';
import type { TransactionReceipt } from './wait-for-receipt';

/** A watched transaction that ended: mined (with its receipt) or dropped from the node's pool. */
export type SettledTransaction =
  | { hash: string; status: 'success' | 'reverted'; receipt: TransactionReceipt }
  | { hash: string; status: Extract<SettledTransactionStatus, 'dropped'> };

/**
 * Polls in a row that must find neither a receipt nor the transaction before it counts as dropped:
 * one miss may be a node behind its peers (a load-balanced RPC URL), two 30 s apart are not.
 */
const DROPPED_AFTER_MISSES = 2;

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
 * mined one (receipt with a block; status 0x0 reverted, else success) to `onSettled` once, then
 * stops watching it. A hash with no receipt that eth_getTransactionByHash no longer knows either,
 * twice in a row, was dropped (replaced or evicted) and is reported so. A failing request is
 * tried again at the next interval.
 */
export class PendingTransactionWatcher {
  /** Watched hashes, oldest first, each with its polls in a row that found nothing. */
  readonly #hashes = new Map<string, number>();
  readonly #enabled: boolean;
  readonly #pollMs: number;
  readonly #limit: number;
  readonly #schedule: PollScheduler;
  #stop: (() => void) | undefined;
  #polling = false;

  constructor(
    private readonly rpc: RpcClient,
    private readonly onSettled: (settled: SettledTransaction) => void,
    options: PendingTransactionWatcherOptions = {},
  ) {
    this.#enabled = options.enabled ?? CONSTANTS.PENDING_TX_WATCHER_ENABLED;
    this.#pollMs = options.pollMs ?? CONSTANTS.PENDING_TX_POLL_MS;
    this.#limit = options.limit ?? CONSTANTS.PENDING_TX_LIMIT;
    this.#schedule = options.schedule ?? intervalScheduler;
  }

  /** The hashes watched, oldest first. */
  get watching(): string[] {
    return [...this.#hashes.keys()];
  }

  /** Watches `hash` until mined; false when the watcher is off. */
  watch(hash: string): boolean {
    if (!this.#enabled) return false;
    this.#hashes.delete(hash);
    this.#hashes.set(hash, 0);
    // Past the limit the oldest goes: it is the least likely to be mined still.
    for (const oldest of this.#hashes.keys()) {
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
        const settled = await this.#check(hash);
        // A hash dropped meanwhile (past the limit) is not reported.
        if (settled === undefined || !this.#hashes.delete(hash)) continue;
        this.onSettled(settled);
      }
    } finally {
      this.#polling = false;
      if (this.#hashes.size === 0) this.stop();
    }
  }

  /** One hash's state: settled, or undefined while pending (or when the node did not answer). */
  async #check(hash: string): Promise<SettledTransaction | undefined> {
    const receipt = await this.#ask<TransactionReceipt>('eth_getTransactionReceipt', hash);
    if (receipt === 'failed') return undefined;
    if (receipt?.blockNumber) {
      // Status 0x0 is a revert (receipts before EIP-658 carry no status: mined is all they say).
      return { hash, status: receipt.status === '0x0' ? 'reverted' : 'success', receipt };
    }
    const transaction = await this.#ask<object>('eth_getTransactionByHash', hash);
    if (transaction === 'failed' || !this.#hashes.has(hash)) return undefined;
    const misses = transaction === null ? (this.#hashes.get(hash) ?? 0) + 1 : 0;
    this.#hashes.set(hash, misses);
    return misses >= DROPPED_AFTER_MISSES ? { hash, status: 'dropped' } : undefined;
  }

  /** One request about `hash`: its answer (null: unknown to the node), or 'failed'. */
  #ask<T>(method: string, hash: string): Promise<T | null | 'failed'> {
    return this.rpc
      .request<T | null>({ method, params: [hash] })
      .then((answer) => answer ?? null)
      .catch(() => 'failed' as const);
  }

  /** Stops polling (watching again starts it anew). */
  stop(): void {
    this.#stop?.();
    this.#stop = undefined;
  }
}
