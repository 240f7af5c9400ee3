import { CONSTANTS, ValidationError } from '@kit/core';
import { isRetryableFailure, isTransportError } from './rpc-request-error';
import type { RpcRequest, RpcRequestOptions, RpcTransport } from './rpc-transport';
import { jitteredBackoff, realSleep, remainingBudget, type RandomSource } from './retry-backoff';

/** One probe of one transport. */
export interface RankSample {
  /** The probe answered within the probe timeout. */
  success: boolean;
  /** Time from sending the probe to its answer or failure. */
  latencyMs: number;
}

/** How much stability and latency weigh in a transport's score (spec §9: 0.7 and 0.3). */
export interface RankWeights {
  stability: number;
  latency: number;
}

/** A transport's score, best first in rankTransports' result. */
export interface TransportScore {
  /** The transport's position in the list given to rankTransports. */
  index: number;
  /** stability × weight + latencyScore × weight. */
  score: number;
  /** Share of successful samples, 0 to 1 (0 without samples). */
  stability: number;
  /** 1 − mean latency / slowest mean latency, over successful samples (0 without any). */
  latencyScore: number;
}

const DEFAULT_WEIGHTS: RankWeights = {
  stability: CONSTANTS.RPC_RANK_STABILITY_WEIGHT,
  latency: CONSTANTS.RPC_RANK_LATENCY_WEIGHT,
};

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Scores transports from their probe samples (index-aligned) and returns them best first; equal
 * scores keep the given order. Latency is the mean of successful samples only, since a failure's
 * time says nothing about speed (stability already counts it); the slowest transport gets a
 * latency score of 0, and all of them 1 when every mean is 0.
 */
export function rankTransports(
  samples: readonly (readonly RankSample[])[],
  weights: RankWeights = DEFAULT_WEIGHTS,
): TransportScore[] {
  const latencies = samples.map((list) => {
    const answered = list.filter((sample) => sample.success);
    return answered.length > 0 ? mean(answered.map((sample) => sample.latencyMs)) : undefined;
  });
  const slowest = Math.max(
    0,
    ...latencies.filter((latency): latency is number => latency !== undefined),
  );
  return samples
    .map((list, index): TransportScore => {
      const stability =
        list.length > 0 ? list.filter((sample) => sample.success).length / list.length : 0;
      const latency = latencies[index];
      const latencyScore = latency === undefined ? 0 : slowest > 0 ? 1 - latency / slowest : 1;
      return {
        index,
        stability,
        latencyScore,
        score: weights.stability * stability + weights.latency * latencyScore,
      };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

/** Ranking settings; every default comes from CONSTANTS (spec §9). */
export interface FallbackRankOptions {
  /** Probe on a timer (default true); false probes only when rank() is called. */
  poll?: boolean;
  /** Time between probe rounds (default RPC_RANK_POLL_MS, 4 s). */
  intervalMs?: number;
  /** Samples kept per transport (default RPC_RANK_SAMPLE_COUNT, 10). */
  sampleCount?: number;
  /** Probe timeout (default RPC_RANK_TIMEOUT_MS, 1 s). */
  timeoutMs?: number;
  /** The probe call (default `eth_blockNumber`; use e.g. `getSlot` for Solana). */
  method?: string;
  params?: RpcRequest['params'];
  /** Score weights (default 0.7 stability, 0.3 latency). */
  weights?: Partial<RankWeights>;
}

/** Options of createFallbackTransport. */
export interface FallbackTransportOptions {
  /** Reorder the transports by probing them (default false). `true` uses every default. */
  rank?: boolean | FallbackRankOptions;
  /** Clock used to time probes and each request's budget (default Date.now). */
  now?: () => number;
  /** Called after each probe round with the scores, best first. */
  onRanked?: (scores: readonly TransportScore[]) => void;
  /** Rounds over the list after the first (default RPC_RETRY_COUNT, 3); a call may override it. */
  retryCount?: number;
  /** Back-off before the second round, doubled each round, jittered (default RPC_RETRY_DELAY_MS). */
  retryDelayMs?: number;
  /**
   * How long one call may take before it stops waiting on a server's `Retry-After` (default
   * RPC_TIMEOUT_MS, 10 s): an endpoint asking for more than what is left is dropped for this call.
   */
  retryBudgetMs?: number;
  /** Waits between rounds (default: real timers). Specs inject one to record the delays. */
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1] (default Math.random). Specs inject one to fix the delays. */
  random?: RandomSource;
}

/** A transport that tries several in rank order. */
export interface FallbackTransport extends RpcTransport {
  /** The transports in the order they are tried now. */
  readonly transports: readonly RpcTransport[];
  /** Probes every transport once, reorders them, and returns the scores, best first. */
  rank(): Promise<readonly TransportScore[]>;
  /** Stops the probe timer. Requests keep working with the last order. */
  destroy(): void;
}

type Timer = ReturnType<typeof setTimeout>;

/** Node's timers keep the process alive unless unref'd; browsers return a number and need nothing. */
function unref(timer: Timer): Timer {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

/**
 * Creates a transport that sends each call to the first transport and moves to the next as soon as
 * one attempt fails (HTTP error, timeout, network, malformed reply): a hanging first URL costs one
 * timeout, not its retries. A JSON-RPC error answer is an answer and is returned as is. When every
 * URL has failed once, those whose failure is worth retrying (timeout, network, HTTP 403, 408, 413,
 * 429, 5xx) are tried again, up to `retryCount` more rounds, after the spec's
 * doubling delay with equal jitter, or after the longest `Retry-After` still within the call's
 * budget; a URL whose `Retry-After` exceeds what is left of the budget is dropped for the call.
 * With `rank`, every transport is probed at once and then every `intervalMs`, and the order
 * follows rankTransports over the last `sampleCount` samples.
 */
export function createFallbackTransport(
  transports: readonly RpcTransport[],
  options: FallbackTransportOptions = {},
): FallbackTransport {
  if (transports.length === 0) {
    throw new ValidationError(
      'INVALID_URL',
      {},
      { details: 'A fallback needs at least one RPC URL' },
    );
  }
  const given = [...transports];
  const rankOptions: FallbackRankOptions = typeof options.rank === 'object' ? options.rank : {};
  const polling =
    options.rank !== undefined && options.rank !== false && rankOptions.poll !== false;
  const intervalMs = rankOptions.intervalMs ?? CONSTANTS.RPC_RANK_POLL_MS;
  const sampleCount = Math.max(1, rankOptions.sampleCount ?? CONSTANTS.RPC_RANK_SAMPLE_COUNT);
  const probeTimeoutMs = rankOptions.timeoutMs ?? CONSTANTS.RPC_RANK_TIMEOUT_MS;
  const probe: RpcRequest = {
    method: rankOptions.method ?? 'eth_blockNumber',
    ...(rankOptions.params !== undefined ? { params: rankOptions.params } : {}),
  };
  const weights: RankWeights = { ...DEFAULT_WEIGHTS, ...rankOptions.weights };
  const now = options.now ?? Date.now;
  const retryCount = options.retryCount ?? CONSTANTS.RPC_RETRY_COUNT;
  const retryDelayMs = options.retryDelayMs ?? CONSTANTS.RPC_RETRY_DELAY_MS;
  const retryBudgetMs = options.retryBudgetMs ?? CONSTANTS.RPC_TIMEOUT_MS;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;

  let order: RpcTransport[] = [...given];
  const samples: RankSample[][] = given.map(() => []);
  let timer: Timer | undefined;
  let destroyed = false;

  async function sample(transport: RpcTransport): Promise<RankSample> {
    const started = now();
    let timeout: Timer | undefined;
    try {
      await Promise.race([
        // No retries: a probe measures the endpoint, and a retried success is not a stable one.
        transport.request(probe, { timeoutMs: probeTimeoutMs, retryCount: 0 }),
        // For transports that ignore the per-call timeout.
        new Promise((_, reject) => {
          timeout = unref(setTimeout(() => reject(new Error('probe timed out')), probeTimeoutMs));
        }),
      ]);
      return { success: true, latencyMs: now() - started };
    } catch {
      return { success: false, latencyMs: now() - started };
    } finally {
      clearTimeout(timeout);
    }
  }

  async function rank(): Promise<readonly TransportScore[]> {
    const round = await Promise.all(given.map(sample));
    round.forEach((result, index) => {
      const list = samples[index];
      if (!list) return;
      list.push(result);
      // Drops the oldest beyond sampleCount; a negative count (a list not full yet) drops none.
      list.splice(0, list.length - sampleCount);
    });
    const scores = rankTransports(samples, weights);
    order = scores.map((score) => given[score.index]).filter((t): t is RpcTransport => !!t);
    options.onRanked?.(scores);
    return scores;
  }

  function schedule(): void {
    if (destroyed) return;
    timer = unref(setTimeout(() => void rank().then(schedule, schedule), intervalMs));
  }

  if (polling) void rank().then(schedule, schedule);

  async function request<T = unknown>(args: RpcRequest, requestOptions: RpcRequestOptions = {}) {
    const startedAt = now();
    const rounds = (requestOptions.retryCount ?? retryCount) + 1;
    // One attempt per endpoint per round; the rounds are this transport's retries. retryCount 0
    // alone keeps calls batched (the HTTP transport batches calls with equal options).
    const attemptOptions: RpcRequestOptions = { ...requestOptions, retryCount: 0 };
    // A copy: a probe round may reorder while this call is still walking the list.
    let candidates = [...order];
    let lastError: unknown;
    for (let round = 0; ; round += 1) {
      const waits: number[] = [];
      const kept: RpcTransport[] = [];
      for (const transport of candidates) {
        try {
          return await transport.request<T>(args, attemptOptions);
        } catch (error) {
          if (!isTransportError(error)) throw error;
          lastError = error;
          // Asked again next round only when that may help (not after a 400 or a malformed
          // reply) and its Retry-After fits in what is left of the budget; the others go on.
          if (!isRetryableFailure(error)) continue;
          const { retryAfterMs } = error;
          if (retryAfterMs === undefined) {
            kept.push(transport);
          } else if (retryAfterMs <= remainingBudget(retryBudgetMs, startedAt, now())) {
            kept.push(transport);
            waits.push(retryAfterMs);
          }
        }
      }
      candidates = kept;
      if (candidates.length === 0 || round + 1 >= rounds) throw lastError;
      await sleep(Math.max(jitteredBackoff(round, retryDelayMs, random), ...waits));
    }
  }

  return {
    get url() {
      return order[0]?.url ?? '';
    },
    get transports() {
      return [...order];
    },
    request,
    rank,
    destroy() {
      destroyed = true;
      clearTimeout(timer);
    },
  };
}
