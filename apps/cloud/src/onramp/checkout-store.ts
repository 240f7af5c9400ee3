import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';

/** The on-ramp's file in the data dir (its schema on PostgreSQL). */
export const ONRAMP_DB_FILE = 'onramp.sqlite';

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

const COLUMNS = (types: { int: string; bigint: string }) => `
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  confirm_token TEXT NOT NULL,
  created_at ${types.bigint} NOT NULL,
  status TEXT NOT NULL,
  chain_id ${types.bigint} NOT NULL,
  network TEXT NOT NULL,
  destination TEXT NOT NULL,
  symbol TEXT NOT NULL,
  decimals ${types.int} NOT NULL,
  token_address TEXT,
  amount TEXT NOT NULL,
  fiat_amount TEXT,
  fiat_currency TEXT,
  partner_user_id TEXT,
  tx_hash TEXT,
  completed_at ${types.bigint},
  claimed_at ${types.bigint},
  error TEXT`;

export const ONRAMP_SCHEMA: StoreSchema = {
  file: ONRAMP_DB_FILE,
  store: 'onramp',
  synchronous: 'FULL',
  migrations: [
    {
      sqlite: `CREATE TABLE IF NOT EXISTS checkout_sessions (${COLUMNS({ int: 'INTEGER', bigint: 'INTEGER' })}\n);`,
      postgres: `CREATE TABLE checkout_sessions (${COLUMNS({ int: 'INTEGER', bigint: 'BIGINT' })}\n);`,
    },
  ],
};

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

interface CheckoutTables {
  checkout_sessions: SessionRow & { claimed_at: number | null };
}

/** The checkout sessions, in the cloud's database (SQLite in the data dir, or PostgreSQL). */
export class CheckoutStore {
  private constructor(private readonly store: StoreDb<CheckoutTables>) {}

  static async open(database: CloudDatabase, now: number = Date.now()): Promise<CheckoutStore> {
    const store = new CheckoutStore(await database.open<CheckoutTables>(ONRAMP_SCHEMA));
    // A payment a stopped run was making: offer it again (the page shows why).
    await store.store.db
      .updateTable('checkout_sessions')
      .set({
        status: 'failed',
        error: 'The payment was interrupted: check the destination before confirming again',
      })
      .where('status', '=', 'processing')
      .where('claimed_at', '<', now - STALE_PAYMENT_MS)
      .execute();
    return store;
  }

  close(): Promise<void> {
    return this.store.close();
  }

  async insert(session: CheckoutSession): Promise<void> {
    await this.store.db
      .insertInto('checkout_sessions')
      .values({
        id: session.id,
        project_id: session.projectId,
        confirm_token: session.confirmToken,
        created_at: session.createdAt,
        status: session.status,
        chain_id: session.chainId,
        network: session.network,
        destination: session.destination,
        symbol: session.symbol,
        decimals: session.decimals,
        token_address: session.tokenAddress ?? null,
        amount: session.amount,
        fiat_amount: session.fiatAmount ?? null,
        fiat_currency: session.fiatCurrency ?? null,
        partner_user_id: session.partnerUserId ?? null,
      })
      .execute();
  }

  async get(id: string): Promise<CheckoutSession | undefined> {
    const row = await this.store.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toSession(row);
  }

  /**
   * Moves a pending (or failed, to retry) session to processing; false when another confirmation
   * got there first or it is complete. The one atomic step that keeps a session paid once.
   */
  async claim(id: string, now: number): Promise<boolean> {
    const result = await this.store.db
      .updateTable('checkout_sessions')
      .set({ status: 'processing', error: null, claimed_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'failed'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records the payment; it wins over a reset that marked the session failed meanwhile. */
  async complete(id: string, txHash: string, completedAt: number): Promise<void> {
    await this.store.db
      .updateTable('checkout_sessions')
      .set({ status: 'complete', tx_hash: txHash, completed_at: completedAt, error: null })
      .where('id', '=', id)
      .where('status', 'in', ['processing', 'failed'])
      .execute();
  }

  async fail(id: string, error: string): Promise<void> {
    await this.store.db
      .updateTable('checkout_sessions')
      .set({ status: 'failed', error })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .execute();
  }
}
