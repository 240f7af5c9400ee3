import { openDatabase, type StoreDatabase } from '../../server/open-database';

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

// Bump when the tables change: the index is rebuilt from the chain, so old tables are dropped.
const SCHEMA_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS chains (
  chain_id INTEGER PRIMARY KEY,
  genesis_hash TEXT NOT NULL,
  head_number INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS blocks (
  chain_id INTEGER NOT NULL,
  number INTEGER NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (chain_id, number)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS transactions (
  chain_id INTEGER NOT NULL,
  hash TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  tx_index INTEGER NOT NULL,
  mined_at INTEGER NOT NULL,
  sent_from TEXT NOT NULL,
  sent_to TEXT NOT NULL,
  created INTEGER NOT NULL,
  nonce INTEGER NOT NULL,
  status TEXT NOT NULL,
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX IF NOT EXISTS transactions_block ON transactions (chain_id, block_number);
CREATE TABLE IF NOT EXISTS transfers (
  chain_id INTEGER NOT NULL,
  hash TEXT NOT NULL,
  position INTEGER NOT NULL,
  block_number INTEGER NOT NULL,
  token TEXT NOT NULL,
  name TEXT NOT NULL,
  symbol TEXT NOT NULL,
  decimals INTEGER NOT NULL,
  sender TEXT NOT NULL,
  recipient TEXT NOT NULL,
  amount TEXT NOT NULL,
  PRIMARY KEY (chain_id, hash, position)
);
CREATE INDEX IF NOT EXISTS transfers_block ON transfers (chain_id, block_number);
-- Who a transaction concerns: its sender and every party of its transfers (lower-case), in
-- history order, so a page is one range scan.
CREATE TABLE IF NOT EXISTS parties (
  address TEXT NOT NULL,
  mined_at INTEGER NOT NULL,
  chain_id INTEGER NOT NULL,
  block_number INTEGER NOT NULL,
  tx_index INTEGER NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (address, mined_at, chain_id, block_number, tx_index)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS parties_block ON parties (chain_id, block_number);
`;

const TABLES = ['chains', 'blocks', 'transactions', 'transfers', 'parties'];

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
 * The history index in SQLite (better-sqlite3, synchronous): blocks seen per chain, their
 * transactions and fungible transfers. It lives in the cloud's data dir, so a restarted cloud
 * continues where it stopped.
 */
export class HistoryStore {
  private readonly db: StoreDatabase;

  constructor(file: string) {
    // An index the chain can rebuild: NORMAL sync, and another schema version starts it over.
    this.db = openDatabase(file, {
      synchronous: 'NORMAL',
      migrate: (db) => {
        const version = db.pragma('user_version', { simple: true }) as number;
        if (version !== SCHEMA_VERSION) {
          for (const table of TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
          db.pragma(`user_version = ${SCHEMA_VERSION}`);
        }
        db.exec(SCHEMA);
      },
    });
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** Where indexing of a chain stands, or undefined for a chain never indexed. */
  progress(chainId: number): ChainProgress | undefined {
    const row = this.db
      .prepare('SELECT genesis_hash, head_number FROM chains WHERE chain_id = ?')
      .get(chainId) as { genesis_hash: string; head_number: number } | undefined;
    if (row === undefined) return undefined;
    const hash = this.blockHash(chainId, row.head_number);
    return {
      genesisHash: row.genesis_hash,
      ...(hash !== undefined ? { head: { number: row.head_number, hash } } : {}),
    };
  }

  /** The hash an indexed block had. */
  blockHash(chainId: number, number: number): string | undefined {
    const row = this.db
      .prepare('SELECT hash FROM blocks WHERE chain_id = ? AND number = ?')
      .get(chainId, number) as { hash: string } | undefined;
    return row?.hash;
  }

  /** Forgets everything of a chain (another devnet now has its id) and starts it afresh. */
  resetChain(chainId: number, genesisHash: string): void {
    this.db.transaction(() => {
      for (const table of TABLES) {
        this.db.prepare(`DELETE FROM ${table} WHERE chain_id = ?`).run(chainId);
      }
      this.db
        .prepare('INSERT INTO chains (chain_id, genesis_hash, head_number) VALUES (?, ?, -1)')
        .run(chainId, genesisHash);
    })();
  }

  /** Forgets the blocks after `number` (the node reverted them). */
  rewind(chainId: number, number: number): void {
    this.db.transaction(() => {
      for (const table of ['transfers', 'transactions', 'parties']) {
        this.db
          .prepare(`DELETE FROM ${table} WHERE chain_id = ? AND block_number > ?`)
          .run(chainId, number);
      }
      this.db.prepare('DELETE FROM blocks WHERE chain_id = ? AND number > ?').run(chainId, number);
      this.db.prepare('UPDATE chains SET head_number = ? WHERE chain_id = ?').run(number, chainId);
    })();
  }

  /** Stores consecutive blocks after the head, in one transaction, and moves the head. */
  addBlocks(chainId: number, blocks: readonly IndexedBlock[]): void {
    const insertBlock = this.db.prepare(
      'INSERT OR REPLACE INTO blocks (chain_id, number, hash) VALUES (?, ?, ?)',
    );
    const insertTransaction = this.db.prepare(
      `INSERT OR REPLACE INTO transactions (chain_id, hash, block_number, tx_index, mined_at,
         sent_from, sent_to, created, nonce, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertTransfer = this.db.prepare(
      `INSERT OR REPLACE INTO transfers (chain_id, hash, position, block_number, token, name,
         symbol, decimals, sender, recipient, amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertParty = this.db.prepare(
      `INSERT OR REPLACE INTO parties (address, mined_at, chain_id, block_number, tx_index, hash)
         VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const moveHead = this.db.prepare('UPDATE chains SET head_number = ? WHERE chain_id = ?');
    this.db.transaction(() => {
      for (const block of blocks) {
        insertBlock.run(chainId, block.number, block.hash);
        for (const tx of block.transactions) {
          insertTransaction.run(
            chainId,
            tx.hash,
            tx.blockNumber,
            tx.txIndex,
            tx.minedAt,
            tx.from,
            tx.to,
            tx.created ? 1 : 0,
            tx.nonce,
            tx.status,
          );
          const parties = new Set([tx.from.toLowerCase()]);
          for (const transfer of tx.transfers) {
            insertTransfer.run(
              chainId,
              tx.hash,
              transfer.position,
              tx.blockNumber,
              transfer.token,
              transfer.name,
              transfer.symbol,
              transfer.decimals,
              transfer.from,
              transfer.to,
              transfer.amount,
            );
            parties.add(transfer.from.toLowerCase());
            parties.add(transfer.to.toLowerCase());
          }
          for (const party of parties) {
            insertParty.run(party, tx.minedAt, chainId, tx.blockNumber, tx.txIndex, tx.hash);
          }
        }
        moveHead.run(block.number, chainId);
      }
    })();
  }

  /** Up to `limit` transactions of an address on the given chains, newest first, after `after`. */
  page(
    address: string,
    chainIds: readonly number[],
    limit: number,
    after?: HistoryPosition,
  ): HistoryPageRows {
    if (chainIds.length === 0) return { transactions: [] };
    const conditions = [
      'address = ?',
      `chain_id IN (${chainIds.map(() => '?').join(', ')})`,
      ...(after ? ['(mined_at, chain_id, block_number, tx_index) < (?, ?, ?, ?)'] : []),
    ];
    const params: number[] = after
      ? [after.minedAt, after.chainId, after.blockNumber, after.txIndex]
      : [];
    const rows = this.db
      .prepare(
        `SELECT chain_id, hash, mined_at, block_number, tx_index FROM parties
           WHERE ${conditions.join(' AND ')}
           ORDER BY mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC
           LIMIT ?`,
      )
      .all(address.toLowerCase(), ...chainIds, ...params, limit + 1) as PartyRow[];
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    return {
      transactions: pageRows.flatMap((row) => {
        const tx = this.transaction(row.chain_id, row.hash);
        return tx ? [tx] : [];
      }),
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

  private transaction(chainId: number, hash: string): IndexedTransaction | undefined {
    const row = this.db
      .prepare('SELECT * FROM transactions WHERE chain_id = ? AND hash = ?')
      .get(chainId, hash) as TransactionRow | undefined;
    if (row === undefined) return undefined;
    const transfers = this.db
      .prepare(
        `SELECT position, token, name, symbol, decimals, sender, recipient, amount FROM transfers
           WHERE chain_id = ? AND hash = ? ORDER BY position`,
      )
      .all(chainId, hash) as TransferRow[];
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
