import type { FastifyBaseLogger } from 'fastify';
import type { BlockchainChain, BlockchainChains } from '../blockchain-chains';
import { readBlock, readBlockHash } from './block-reader';
import type { ChainProgress, HistoryStore } from './history-store';

/** How often the indexer looks for new blocks. */
export const HISTORY_POLL_MS = 1_000;
/** Blocks fetched at once (one JSON-RPC batch) and stored in one SQLite transaction. */
const BLOCKS_PER_CHUNK = 20;
/** How far back a revert is followed block by block before the chain is re-indexed whole. */
const MAX_REWIND_BLOCKS = 64;
/** How long close() waits for a sync in flight before closing the database under it. */
const CLOSE_GRACE_MS = 2_000;

interface ChainState {
  inFlight?: Promise<void>;
  rerun?: Promise<void>;
  /** Genesis hash read from the node, once per process. */
  genesisHash?: string;
  failing: boolean;
}

/**
 * Follows the devnet chains into the history store: every second (and on request) it reads the
 * blocks it has not seen yet. It never reindexes what the store has: a restart resumes after the
 * stored head. A different chain behind the same id (new genesis) is indexed afresh; reverted
 * blocks (evm_revert, anvil_reset) are dropped and the new ones read.
 */
export class HistoryIndexer {
  private readonly states = new Map<number, ChainState>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private closed = false;

  constructor(
    private readonly chains: BlockchainChains,
    private readonly store: HistoryStore,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number = HISTORY_POLL_MS,
  ) {}

  /** Starts polling (and indexes what is there now). */
  start(): void {
    if (this.closed || this.timer !== undefined || this.chains.list.length === 0) return;
    this.timer = setInterval(() => void this.syncAll(), this.pollMs);
    // Polling alone must not keep a process (a test run, the CLI) alive.
    this.timer.unref();
    void this.syncAll();
  }

  /** Syncs every chain; failures are logged, never thrown (the poll has nobody to throw to). */
  async syncAll(): Promise<void> {
    await Promise.all(this.chains.list.map((chain) => this.sync(chain).catch(() => undefined)));
  }

  /**
   * Brings a chain's index up to the node's head. Concurrent callers share the run in flight;
   * a caller arriving during one gets a fresh run after it, since the one in flight may have read
   * the head before the caller's transaction was mined.
   */
  sync(chain: BlockchainChain): Promise<void> {
    const state = this.stateOf(chain.chainId);
    if (state.inFlight === undefined) {
      state.inFlight = this.run(chain, state).finally(() => {
        state.inFlight = undefined;
      });
      return state.inFlight;
    }
    state.rerun ??= state.inFlight
      .catch(() => undefined)
      .then(() => {
        state.rerun = undefined;
        return this.sync(chain);
      });
    return state.rerun;
  }

  /** Stops polling and waits (briefly) for the syncs in flight, so the store can close. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    const running = [...this.states.values()].flatMap((state) =>
      [state.inFlight, state.rerun].filter((p): p is Promise<void> => p !== undefined),
    );
    let grace: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled(running),
      new Promise((resolve) => {
        grace = setTimeout(resolve, CLOSE_GRACE_MS);
      }),
    ]);
    clearTimeout(grace);
  }

  private stateOf(chainId: number): ChainState {
    let state = this.states.get(chainId);
    if (state === undefined) {
      state = { failing: false };
      this.states.set(chainId, state);
    }
    return state;
  }

  private async run(chain: BlockchainChain, state: ChainState): Promise<void> {
    if (this.closed) return;
    try {
      await this.index(chain, state);
      if (state.failing) this.log.info({ chainId: chain.chainId }, 'history indexing resumed');
      state.failing = false;
    } catch (error) {
      if (this.closed) return;
      // Once per failure streak: a stopped devnet would otherwise log every second.
      if (!state.failing) {
        this.log.warn({ err: error, chainId: chain.chainId }, 'history indexing failed');
      }
      state.failing = true;
      throw error;
    }
  }

  private async index(chain: BlockchainChain, state: ChainState): Promise<void> {
    const head = Number(await chain.provider.send('eth_blockNumber', []));
    state.genesisHash ??= await readBlockHash(chain, 0);
    const genesisHash = state.genesisHash;
    if (this.closed || genesisHash === undefined) return;

    let progress = await this.store.progress(chain.chainId);
    if (progress?.genesisHash !== genesisHash) {
      await this.store.resetChain(chain.chainId, genesisHash);
      progress = { genesisHash };
    }
    const indexed = await this.commonHead(chain, progress, head);
    if (indexed === undefined) return;

    for (let start = indexed + 1; start <= head; start += BLOCKS_PER_CHUNK) {
      const numbers = Array.from(
        { length: Math.min(BLOCKS_PER_CHUNK, head - start + 1) },
        (_, offset) => start + offset,
      );
      const blocks = await Promise.all(numbers.map((number) => readBlock(chain, number)));
      if (this.closed) return;
      const found = blocks.filter((block) => block !== undefined);
      // A block missing below the head means the chain moved under us; the next run sorts it out.
      if (found.length !== numbers.length) return;
      await this.store.addBlocks(chain.chainId, found);
    }
  }

  /**
   * The last stored block the node still has (same number, same hash), after dropping the stored
   * blocks above it; -1 when none. Usually one call: the stored head is still there.
   */
  private async commonHead(
    chain: BlockchainChain,
    progress: ChainProgress,
    head: number,
  ): Promise<number | undefined> {
    if (progress.head === undefined) return -1;
    let number = Math.min(progress.head.number, head);
    for (let steps = 0; number >= 0; steps += 1, number -= 1) {
      if (steps >= MAX_REWIND_BLOCKS) {
        await this.store.resetChain(chain.chainId, progress.genesisHash);
        return -1;
      }
      const live = await readBlockHash(chain, number);
      if (this.closed) return undefined;
      if (live !== undefined && live === (await this.store.blockHash(chain.chainId, number))) {
        break;
      }
    }
    if (number < progress.head.number) await this.store.rewind(chain.chainId, number);
    return number;
  }
}
