import type { Kysely, Transaction } from 'kysely';
import type { CloudDatabase, StoreDb } from '../../server/database/cloud-database';
import type { StoreSchema } from '../../server/database/store-schema';

/** The history index's file in the data dir (its schema on PostgreSQL). */
export const HISTORY_DB_FILE = 'blockchain-history.sqlite';

/** A fungible transfer inside a transaction: the native coin (tx value) or an ERC-20 Transfer log. */
export interface IndexedTransfer {
  /** -1 for the native value, else the log index. */
  position: number;
  /** Checksummed token address; '' for the native coin. */
  token: string;
  name: string;
  symbol: string;
  decimals: number;
  from: string;
  to: string;
  /** Base units, as a decimal integer string. */
  amount: string;
}

/** A mined transaction as the index keeps it. */
export interface IndexedTransaction {
  chainId: number;
  hash: string;
  blockNumber: number;
  txIndex: number;
  /** Block timestamp, in seconds. */
  minedAt: number;
  from: string;
  /** The recipient, or the created contract's address. */
  to: string;
  created: boolean;
  nonce: number;
  status: 'confirmed' | 'failed';
  transfers: IndexedTransfer[];
}

/** A block and its transactions, ready to store. */
export interface IndexedBlock {
  number: number;
  hash: string;
  transactions: IndexedTransaction[];
}

/** Where indexing of a chain stands. */
export interface ChainProgress {
  genesisHash: string;
  /** The last indexed block; undefined before the first. */
  head?: { number: number; hash: string };
}

/** The sort key of a history item: newest first by (minedAt, chainId, blockNumber, txIndex). */
export interface HistoryPosition {
  minedAt: number;
  chainId: number;
  blockNumber: number;
  txIndex: number;
}

/** One page of an address's transactions, newest first. */
export interface HistoryPageRows {
  transactions: IndexedTransaction[];
  /** The position of the last transaction when more follow. */
  next?: HistoryPosition;
}

const TABLES = ['chains', 'blocks', 'transactions', 'transfers', 'parties'] as const;

/** The tables; `int` is unix seconds, block numbers and the like (BIGINT on PostgreSQL). */
const tables = (int: string, withoutRowid: string) => `
CREATE TABLE chains (
  chain_id ${int} PRIMARY KEY,
  genesis_hash TEXT NOT NULL,
  head_number ${int} NOT NULL
);
CREATE TABLE blocks (
  chain_id ${int} NOT NULL,
  number ${int} NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (chain_id, number)
)${withoutRowid};
CREATE TABLE transactions (
  chain_id ${int} NOT NULL,
  hash TEXT NOT NULL,
  block_number ${int} NOT NULL,
  tx_index ${int} NOT NULL,
  mined_at ${int} NOT NULL,
  sent_from TEXT NOT NULL,
  sent_to TEXT NOT NULL,
  created ${int} NOT NULL,
  nonce ${int} NOT NULL,
  status TEXT NOT NULL,
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX transactions_block ON transactions (chain_id, block_number);
CREATE TABLE transfers (
  chain_id ${int} NOT NULL,
  hash TEXT NOT NULL,
  position ${int} NOT NULL,
  block_number ${int} NOT NULL,
  token TEXT NOT NULL,
  name TEXT NOT NULL,
  symbol TEXT NOT NULL,
  decimals ${int} NOT NULL,
  sender TEXT NOT NULL,
  recipient TEXT NOT NULL,
  amount TEXT NOT NULL,
  PRIMARY KEY (chain_id, hash, position)
);
CREATE INDEX transfers_block ON transfers (chain_id, block_number);
-- Who a transaction concerns: its sender and every party of its transfers (lower-case), in
-- history order, so a page is one range scan.
CREATE TABLE parties (
  address TEXT NOT NULL,
  mined_at ${int} NOT NULL,
  chain_id ${int} NOT NULL,
  block_number ${int} NOT NULL,
  tx_index ${int} NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (address, mined_at, chain_id, block_number, tx_index)
)${withoutRowid};
CREATE INDEX parties_block ON parties (chain_id, block_number);
`;

/**
 * An index the chain can rebuild: NORMAL sync on SQLite, and a change of tables starts it over
 * (a step drops them and creates the new ones). Files of before kit_migrations are at
 * user_version 1, this first step's version.
 */
export const HISTORY_SCHEMA: StoreSchema = {
  file: HISTORY_DB_FILE,
  store: 'blockchain-history',
  synchronous: 'NORMAL',
  migrations: [
    {
      sqlite:
        TABLES.map((table) => `DROP TABLE IF EXISTS ${table};`).join('\n') +
        tables('INTEGER', ' WITHOUT ROWID'),
      postgres: tables('BIGINT', ''),
    },
  ],
};

interface HistoryTables {
  chains: { chain_id: number; genesis_hash: string; head_number: number };
  blocks: { chain_id: number; number: number; hash: string };
  transactions: TransactionRow;
  transfers: TransferRow & { chain_id: number; hash: string; block_number: number };
  parties: PartyRow & { address: string };
}

type HistoryDb = Kysely<HistoryTables> | Transaction<HistoryTables>;

interface TransactionRow {
  chain_id: number;
  hash: string;
  block_number: number;
  tx_index: number;
  mined_at: number;
  sent_from: string;
  sent_to: string;
  created: number;
  nonce: number;
  status: string;
}

interface TransferRow {
  position: number;
  token: string;
  name: string;
  symbol: string;
  decimals: number;
  sender: string;
  recipient: string;
  amount: string;
}

interface PartyRow {
  chain_id: number;
  hash: string;
  mined_at: number;
  block_number: number;
  tx_index: number;
}

/**
 * The history index in the cloud's database: blocks seen per chain, their transactions and
 * fungible transfers. It outlives a restart, so a restarted cloud continues where it stopped;
 * instances sharing PostgreSQL share it (their writes are upserts of the same rows).
 */
export class HistoryStore {
  #open = true;

  private constructor(private readonly store: StoreDb<HistoryTables>) {}

  static async open(database: CloudDatabase): Promise<HistoryStore> {
    return new HistoryStore(await database.open<HistoryTables>(HISTORY_SCHEMA));
  }

  get isOpen(): boolean {
    return this.#open;
  }

  close(): Promise<void> {
    this.#open = false;
    return this.store.close();
  }

  private get db() {
    return this.store.db;
  }

  /** Where indexing of a chain stands, or undefined for a chain never indexed. */
  async progress(chainId: number): Promise<ChainProgress | undefined> {
    const row = await this.db
      .selectFrom('chains')
      .select(['genesis_hash', 'head_number'])
      .where('chain_id', '=', chainId)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const hash = await this.blockHash(chainId, row.head_number);
    return {
      genesisHash: row.genesis_hash,
      ...(hash !== undefined ? { head: { number: row.head_number, hash } } : {}),
    };
  }

  /** The hash an indexed block had. */
  async blockHash(chainId: number, number: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('blocks')
      .select('hash')
      .where('chain_id', '=', chainId)
      .where('number', '=', number)
      .executeTakeFirst();
    return row?.hash;
  }

  /** Forgets everything of a chain (another devnet now has its id) and starts it afresh. */
  async resetChain(chainId: number, genesisHash: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const table of TABLES) {
        await trx.deleteFrom(table).where('chain_id', '=', chainId).execute();
      }
      // An upsert: another instance sharing the index may have reset the chain meanwhile.
      await trx
        .insertInto('chains')
        .values({ chain_id: chainId, genesis_hash: genesisHash, head_number: -1 })
        .onConflict((conflict) =>
          conflict.column('chain_id').doUpdateSet({ genesis_hash: genesisHash, head_number: -1 }),
        )
        .execute();
    });
  }

  /** Forgets the blocks after `number` (the node reverted them). */
  async rewind(chainId: number, number: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const table of ['transfers', 'transactions', 'parties'] as const) {
        await trx
          .deleteFrom(table)
          .where('chain_id', '=', chainId)
          .where('block_number', '>', number)
          .execute();
      }
      await trx
        .deleteFrom('blocks')
        .where('chain_id', '=', chainId)
        .where('number', '>', number)
        .execute();
      await trx
        .updateTable('chains')
        .set({ head_number: number })
        .where('chain_id', '=', chainId)
        .execute();
    });
  }

  /** Stores consecutive blocks after the head, in one transaction, and moves the head. */
  async addBlocks(chainId: number, blocks: readonly IndexedBlock[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const block of blocks) await this.#addBlock(trx, chainId, block);
    });
  }

  async #addBlock(trx: HistoryDb, chainId: number, block: IndexedBlock): Promise<void> {
    // Upserts (SQLite's INSERT OR REPLACE): indexing a block again writes the same rows.
    await trx
      .insertInto('blocks')
      .values({ chain_id: chainId, number: block.number, hash: block.hash })
      .onConflict((conflict) =>
        conflict
          .columns(['chain_id', 'number'])
          .doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash') })),
      )
      .execute();
    for (const tx of block.transactions) {
      await trx
        .insertInto('transactions')
        .values({
          chain_id: chainId,
          hash: tx.hash,
          block_number: tx.blockNumber,
          tx_index: tx.txIndex,
          mined_at: tx.minedAt,
          sent_from: tx.from,
          sent_to: tx.to,
          created: tx.created ? 1 : 0,
          nonce: tx.nonce,
          status: tx.status,
        })
        .onConflict((conflict) =>
          conflict.columns(['chain_id', 'hash']).doUpdateSet((eb) => ({
            block_number: eb.ref('excluded.block_number'),
            tx_index: eb.ref('excluded.tx_index'),
            mined_at: eb.ref('excluded.mined_at'),
            sent_from: eb.ref('excluded.sent_from'),
            sent_to: eb.ref('excluded.sent_to'),
            created: eb.ref('excluded.created'),
            nonce: eb.ref('excluded.nonce'),
            status: eb.ref('excluded.status'),
          })),
        )
        .execute();
      const parties = new Set([tx.from.toLowerCase()]);
      if (tx.transfers.length > 0) {
        await trx
          .insertInto('transfers')
          .values(
            tx.transfers.map((transfer) => ({
              chain_id: chainId,
              hash: tx.hash,
              position: transfer.position,
              block_number: tx.blockNumber,
              token: transfer.token,
              name: transfer.name,
              symbol: transfer.symbol,
              decimals: transfer.decimals,
              sender: transfer.from,
              recipient: transfer.to,
              amount: transfer.amount,
            })),
          )
          .onConflict((conflict) =>
            conflict.columns(['chain_id', 'hash', 'position']).doUpdateSet((eb) => ({
              block_number: eb.ref('excluded.block_number'),
              token: eb.ref('excluded.token'),
              name: eb.ref('excluded.name'),
              symbol: eb.ref('excluded.symbol'),
              decimals: eb.ref('excluded.decimals'),
              sender: eb.ref('excluded.sender'),
              recipient: eb.ref('excluded.recipient'),
              amount: eb.ref('excluded.amount'),
            })),
          )
          .execute();
      }
      for (const transfer of tx.transfers) {
        parties.add(transfer.from.toLowerCase());
        parties.add(transfer.to.toLowerCase());
      }
      await trx
        .insertInto('parties')
        .values(
          [...parties].map((party) => ({
            address: party,
            mined_at: tx.minedAt,
            chain_id: chainId,
            block_number: tx.blockNumber,
            tx_index: tx.txIndex,
            hash: tx.hash,
          })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['address', 'mined_at', 'chain_id', 'block_number', 'tx_index'])
            .doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash') })),
        )
        .execute();
    }
    await trx
      .updateTable('chains')
      .set({ head_number: block.number })
      .where('chain_id', '=', chainId)
      .execute();
  }

  /** Up to `limit` transactions of an address on the given chains, newest first, after `after`. */
  async page(
    address: string,
    chainIds: readonly number[],
    limit: number,
    after?: HistoryPosition,
  ): Promise<HistoryPageRows> {
    if (chainIds.length === 0) return { transactions: [] };
    let query = this.db
      .selectFrom('parties')
      .select(['chain_id', 'hash', 'mined_at', 'block_number', 'tx_index'])
      .where('address', '=', address.toLowerCase())
      .where('chain_id', 'in', chainIds);
    if (after) {
      query = query.where((eb) =>
        eb(
          eb.refTuple('mined_at', 'chain_id', 'block_number', 'tx_index'),
          '<',
          eb.tuple(after.minedAt, after.chainId, after.blockNumber, after.txIndex),
        ),
      );
    }
    const rows = await query
      .orderBy('mined_at', 'desc')
      .orderBy('chain_id', 'desc')
      .orderBy('block_number', 'desc')
      .orderBy('tx_index', 'desc')
      .limit(limit + 1)
      .execute();
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    const transactions = await Promise.all(
      pageRows.map((row) => this.#transaction(row.chain_id, row.hash)),
    );
    return {
      transactions: transactions.filter((tx) => tx !== undefined),
      ...(rows.length > limit && last
        ? {
            next: {
              minedAt: last.mined_at,
              chainId: last.chain_id,
              blockNumber: last.block_number,
              txIndex: last.tx_index,
            },
          }
        : {}),
    };
  }

  async #transaction(chainId: number, hash: string): Promise<IndexedTransaction | undefined> {
    const row = await this.db
      .selectFrom('transactions')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('hash', '=', hash)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const transfers = await this.db
      .selectFrom('transfers')
      .select(['position', 'token', 'name', 'symbol', 'decimals', 'sender', 'recipient', 'amount'])
      .where('chain_id', '=', chainId)
      .where('hash', '=', hash)
      .orderBy('position')
      .execute();
    return {
      chainId: row.chain_id,
      hash: row.hash,
      blockNumber: row.block_number,
      txIndex: row.tx_index,
      minedAt: row.mined_at,
      from: row.sent_from,
      to: row.sent_to,
      created: row.created === 1,
      nonce: row.nonce,
      status: row.status === 'failed' ? 'failed' : 'confirmed',
      transfers: transfers.map((transfer) => ({
        position: transfer.position,
        token: transfer.token,
        name: transfer.name,
        symbol: transfer.symbol,
        decimals: transfer.decimals,
        from: transfer.sender,
        to: transfer.recipient,
        amount: transfer.amount,
      })),
    };
  }
}
