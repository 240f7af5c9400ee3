import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';

/** The sign-in database's file in the data dir (its schema on PostgreSQL). */
export const SIWX_DB_FILE = 'siwx.sqlite';

/** A stored sign-in session: what was signed, for which account, under which auth token. */
export interface SiwxSessionRow {
  chainId: string;
  address: string;
  message: string;
  signature: string;
  /** Unix ms after which the session is over (the message's expiration, capped by the service). */
  expiresAt: number;
}

export const SIWX_SCHEMA: StoreSchema = {
  file: SIWX_DB_FILE,
  store: 'siwx',
  synchronous: 'FULL',
  migrations: [
    {
      sqlite: `
CREATE TABLE IF NOT EXISTS siwx_nonces (
  -- sha256 of the nonce token handed to the client; the token itself is never stored.
  token_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  nonce TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS siwx_sessions (
  -- sha256 of the bearer auth token; one token holds the sessions of one browser.
  token_hash TEXT NOT NULL,
  project_id TEXT NOT NULL,
  chain_id TEXT NOT NULL,
  -- The account as compared (eip155 lower case); 'address' keeps the signed spelling.
  account_key TEXT NOT NULL,
  address TEXT NOT NULL,
  message TEXT NOT NULL,
  signature TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (token_hash, project_id, chain_id, account_key)
);`,
      postgres: `
CREATE TABLE siwx_nonces (token_hash TEXT PRIMARY KEY, project_id TEXT NOT NULL,
  nonce TEXT NOT NULL, expires_at BIGINT NOT NULL);
CREATE TABLE siwx_sessions (token_hash TEXT NOT NULL, project_id TEXT NOT NULL,
  chain_id TEXT NOT NULL, account_key TEXT NOT NULL, address TEXT NOT NULL, message TEXT NOT NULL,
  signature TEXT NOT NULL, expires_at BIGINT NOT NULL,
  PRIMARY KEY (token_hash, project_id, chain_id, account_key));`,
    },
  ],
};

interface SiwxTables {
  siwx_nonces: { token_hash: string; project_id: string; nonce: string; expires_at: number };
  siwx_sessions: {
    token_hash: string;
    project_id: string;
    chain_id: string;
    account_key: string;
    address: string;
    message: string;
    signature: string;
    expires_at: number;
  };
}

/** Which of a token's sessions: all, or those of one chain and/or account. */
export interface SiwxSessionFilter {
  chainId?: string;
  accountKey?: string;
}

/** Nonces and sessions of the sign-in service, in the cloud's database. */
export class SiwxStore {
  private constructor(private readonly store: StoreDb<SiwxTables>) {}

  static async open(database: CloudDatabase): Promise<SiwxStore> {
    return new SiwxStore(await database.open<SiwxTables>(SIWX_SCHEMA));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  async addNonce(
    tokenHash: string,
    projectId: string,
    nonce: string,
    expiresAt: number,
  ): Promise<void> {
    await this.store.db
      .insertInto('siwx_nonces')
      .values({ token_hash: tokenHash, project_id: projectId, nonce, expires_at: expiresAt })
      .execute();
  }

  /** Removes and returns a nonce (single use), or undefined when unknown or expired at `now`. */
  async takeNonce(tokenHash: string, projectId: string, now: number): Promise<string | undefined> {
    // One DELETE … RETURNING: of two instances redeeming the same nonce, one gets it.
    const row = await this.store.db
      .deleteFrom('siwx_nonces')
      .where('token_hash', '=', tokenHash)
      .where('project_id', '=', projectId)
      .returning(['nonce', 'expires_at'])
      .executeTakeFirst();
    await this.store.db.deleteFrom('siwx_nonces').where('expires_at', '<=', now).execute();
    return row !== undefined && row.expires_at > now ? row.nonce : undefined;
  }

  async hasToken(tokenHash: string, projectId: string): Promise<boolean> {
    const row = await this.store.db
      .selectFrom('siwx_sessions')
      .select('token_hash')
      .where('token_hash', '=', tokenHash)
      .where('project_id', '=', projectId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async upsertSession(
    tokenHash: string,
    projectId: string,
    accountKey: string,
    row: SiwxSessionRow,
  ): Promise<void> {
    await this.store.db
      .insertInto('siwx_sessions')
      .values({
        token_hash: tokenHash,
        project_id: projectId,
        chain_id: row.chainId,
        account_key: accountKey,
        address: row.address,
        message: row.message,
        signature: row.signature,
        expires_at: row.expiresAt,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['token_hash', 'project_id', 'chain_id', 'account_key'])
          .doUpdateSet((eb) => ({
            address: eb.ref('excluded.address'),
            message: eb.ref('excluded.message'),
            signature: eb.ref('excluded.signature'),
            expires_at: eb.ref('excluded.expires_at'),
          })),
      )
      .execute();
  }

  /** The live sessions of a token, optionally of one chain and account. */
  async listSessions(
    tokenHash: string,
    projectId: string,
    now: number,
    filter: SiwxSessionFilter,
  ): Promise<SiwxSessionRow[]> {
    let query = this.store.db
      .selectFrom('siwx_sessions')
      .select(['chain_id', 'address', 'message', 'signature', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('project_id', '=', projectId)
      .where('expires_at', '>', now);
    if (filter.chainId !== undefined) query = query.where('chain_id', '=', filter.chainId);
    if (filter.accountKey !== undefined) query = query.where('account_key', '=', filter.accountKey);
    const rows = await query.orderBy('chain_id').orderBy('account_key').execute();
    return rows.map((row) => ({
      chainId: row.chain_id,
      address: row.address,
      message: row.message,
      signature: row.signature,
      expiresAt: row.expires_at,
    }));
  }

  /** Deletes a token's sessions (all, or one chain and account); how many went. */
  async revokeSessions(
    tokenHash: string,
    projectId: string,
    filter: SiwxSessionFilter,
  ): Promise<number> {
    let query = this.store.db
      .deleteFrom('siwx_sessions')
      .where('token_hash', '=', tokenHash)
      .where('project_id', '=', projectId);
    if (filter.chainId !== undefined) query = query.where('chain_id', '=', filter.chainId);
    if (filter.accountKey !== undefined) query = query.where('account_key', '=', filter.accountKey);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
