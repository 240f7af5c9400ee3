import type { FastifyBaseLogger } from 'fastify';
import type { CloudDatabase } from '../../server/database/cloud-database';
import type { BlockchainChain, BlockchainChains } from '../blockchain-chains';
import { decodeCursor, encodeCursor } from './history-cursor';
import { HistoryIndexer } from './history-indexer';
import { toWireTransaction, type WireTransaction } from './history-items';
import { HistoryStore } from './history-store';

/**
 * Transactions per history page. Kit sends no page size and the real API then answers pages of
 * about 50; the local one uses exactly 50, so paging is exercised by any account with 51+.
 */
export const HISTORY_PAGE_SIZE = 50;

/** The history index's file in the cloud's data dir. */
export { HISTORY_DB_FILE } from './history-store';

/** A page of GET /v1/account/{address}/history; `next` is absent on the last page. */
export interface WireHistoryPage {
  data: WireTransaction[];
  next?: string;
}

/** The history service: the SQLite index and the indexer that fills it. */
export interface HistoryService {
  /** Starts following the chains. */
  start(): void;
  /** A page of an address's history on the given chains, after indexing up to their heads. */
  page(
    address: string,
    chains: readonly BlockchainChain[],
    cursor: string | undefined,
    iconUrl: (symbol: string) => string,
  ): Promise<WireHistoryPage>;
  /** Stops the indexer and closes the database. */
  close(): Promise<void>;
}

/** Opens (or creates) the index in `dataDir`; without chains there is nothing to index or open. */
export async function createHistoryService(
  chains: BlockchainChains,
  database: CloudDatabase,
  log: FastifyBaseLogger,
): Promise<HistoryService> {
  if (chains.list.length === 0) {
    return {
      start: () => undefined,
      page: async () => ({ data: [] }),
      close: async () => undefined,
    };
  }
  const store = await HistoryStore.open(database);
  const indexer = new HistoryIndexer(chains, store, log);

  return {
    start: () => indexer.start(),

    async page(address, wanted, cursor, iconUrl) {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      // Index up to the heads first, so a transaction mined just before the request is listed.
      // A node that is down leaves the index as it is: answer from it rather than fail.
      await Promise.all(
        wanted.map((chain) =>
          indexer.sync(chain).catch((error: unknown) => {
            log.warn(
              { err: error, chainId: chain.chainId },
              'answering history from a stale index',
            );
          }),
        ),
      );
      if (!store.isOpen) return { data: [] };
      const rows = await store.page(
        address,
        wanted.map((chain) => chain.chainId),
        HISTORY_PAGE_SIZE,
        after,
      );
      const caipOf = new Map(wanted.map((chain) => [chain.chainId, chain.caipNetworkId]));
      return {
        data: rows.transactions.map((tx) =>
          toWireTransaction(tx, address, caipOf.get(tx.chainId) ?? `eip155:${tx.chainId}`, iconUrl),
        ),
        ...(rows.next ? { next: encodeCursor(rows.next) } : {}),
      };
    },

    async close() {
      await indexer.close();
      await store.close();
    },
  };
}
