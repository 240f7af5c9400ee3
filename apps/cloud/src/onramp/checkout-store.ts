import { openDatabase, type StoreDatabase } from '../server/open-database';

/** Where a checkout session is: pending until confirmed, processing while paying. */
export type CheckoutStatus = 'pending' | 'processing' | 'complete' | 'failed';

/** A checkout session of the local on-ramp. */
export interface CheckoutSession {
  /** 32 random bytes, base64url: the session's URL, so it is its capability. */
  id: string;
  projectId: string;
  /** Must come back with the confirmation (the page's form has it). */
  confirmToken: string;
  /** Unix milliseconds. */
  createdAt: number;
  status: CheckoutStatus;
  chainId: number;
  /** The network's slug ('kit-devnet'). */
  network: string;
  /** Checksummed destination address. */
  destination: string;
  symbol: string;
  decimals: number;
  /** Checksummed token address; undefined for the native coin. */
  tokenAddress?: string;
  /** What the destination receives, smallest unit, decimal string. */
  amount: string;
  /** What the buyer pays, when the session was made from a fiat amount. */
  fiatAmount?: string;
  fiatCurrency?: string;
  partnerUserId?: string;
  txHash?: string;
  /** Unix milliseconds. */
  completedAt?: number;
  /** Why the last payment attempt failed. */
  error?: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS checkout_sessions (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  confirm_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  chain_id INTEGER NOT NULL,
  network TEXT NOT NULL,
  destination TEXT NOT NULL,
  symbol TEXT NOT NULL,
  decimals INTEGER NOT NULL,
  token_address TEXT,
  amount TEXT NOT NULL,
  fiat_amount TEXT,
  fiat_currency TEXT,
  partner_user_id TEXT,
  tx_hash TEXT,
  completed_at INTEGER,
  claimed_at INTEGER,
  error TEXT
);
`;

/**
 * A payment claimed this long ago and still processing was cut short (the cloud stopped): on
 * opening, such sessions become failed, so the buyer may try again. Younger ones may be another
 * cloud's payment in flight on the same data dir (an anvil payment takes milliseconds).
 */
export const STALE_PAYMENT_MS = 120_000;

interface SessionRow {
  id: string;
  project_id: string;
  confirm_token: string;
  created_at: number;
  status: CheckoutStatus;
  chain_id: number;
  network: string;
  destination: string;
  symbol: string;
  decimals: number;
  token_address: string | null;
  amount: string;
  fiat_amount: string | null;
  fiat_currency: string | null;
  partner_user_id: string | null;
  tx_hash: string | null;
  completed_at: number | null;
  error: string | null;
}

function toSession(row: SessionRow): CheckoutSession {
  const optional = <K extends string, V>(key: K, value: V | null) =>
    (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;
  return {
    id: row.id,
    projectId: row.project_id,
    confirmToken: row.confirm_token,
    createdAt: row.created_at,
    status: row.status,
    chainId: row.chain_id,
    network: row.network,
    destination: row.destination,
    symbol: row.symbol,
    decimals: row.decimals,
    ...optional('tokenAddress', row.token_address),
    amount: row.amount,
    ...optional('fiatAmount', row.fiat_amount),
    ...optional('fiatCurrency', row.fiat_currency),
    ...optional('partnerUserId', row.partner_user_id),
    ...optional('txHash', row.tx_hash),
    ...optional('completedAt', row.completed_at),
    ...optional('error', row.error),
  };
}

/** The checkout sessions in SQLite (better-sqlite3, synchronous), in the cloud's data dir. */
export class CheckoutStore {
  private readonly db: StoreDatabase;

  constructor(file: string, now: number = Date.now()) {
    this.db = openDatabase(file, { synchronous: 'FULL', migrate: (db) => db.exec(SCHEMA) });
    // A payment a stopped run was making: offer it again (the page shows why).
    this.db
      .prepare(
        `UPDATE checkout_sessions SET status = 'failed',
           error = 'The payment was interrupted: check the destination before confirming again'
           WHERE status = 'processing' AND claimed_at < ?`,
      )
      .run(now - STALE_PAYMENT_MS);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  insert(session: CheckoutSession): void {
    this.db
      .prepare(
        `INSERT INTO checkout_sessions (id, project_id, confirm_token, created_at, status, chain_id,
           network, destination, symbol, decimals, token_address, amount, fiat_amount,
           fiat_currency, partner_user_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        session.id,
        session.projectId,
        session.confirmToken,
        session.createdAt,
        session.status,
        session.chainId,
        session.network,
        session.destination,
        session.symbol,
        session.decimals,
        session.tokenAddress ?? null,
        session.amount,
        session.fiatAmount ?? null,
        session.fiatCurrency ?? null,
        session.partnerUserId ?? null,
      );
  }

  get(id: string): CheckoutSession | undefined {
    const row = this.db.prepare('SELECT * FROM checkout_sessions WHERE id = ?').get(id) as
      SessionRow | undefined;
    return row && toSession(row);
  }

  /**
   * Moves a pending (or failed, to retry) session to processing; false when another confirmation
   * got there first or it is complete. The one atomic step that keeps a session paid once.
   */
  claim(id: string, now: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE checkout_sessions SET status = 'processing', error = NULL, claimed_at = ?
             WHERE id = ? AND status IN ('pending', 'failed')`,
        )
        .run(now, id).changes === 1
    );
  }

  /** Records the payment; it wins over a reset that marked the session failed meanwhile. */
  complete(id: string, txHash: string, completedAt: number): void {
    this.db
      .prepare(
        `UPDATE checkout_sessions SET status = 'complete', tx_hash = ?, completed_at = ?, error = NULL
           WHERE id = ? AND status IN ('processing', 'failed')`,
      )
      .run(txHash, completedAt, id);
  }

  fail(id: string, error: string): void {
    this.db
      .prepare(
        `UPDATE checkout_sessions SET status = 'failed', error = ?
           WHERE id = ? AND status = 'processing'`,
      )
      .run(error, id);
  }
}
