import { openDatabase, type StoreDatabase } from '../server/open-database';

/** A stored sign-in session: what was signed, for which account, under which auth token. */
export interface SiwxSessionRow {
  chainId: string;
  address: string;
  message: string;
  signature: string;
  /** Unix ms after which the session is over (the message's expiration, capped by the service). */
  expiresAt: number;
}

const SCHEMA = `
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
);
`;

/** Nonces and sessions of the sign-in service, in SQLite (better-sqlite3, synchronous). */
export class SiwxStore {
  private readonly db: StoreDatabase;

  constructor(file: string) {
    this.db = openDatabase(file, { synchronous: 'FULL', migrate: (db) => db.exec(SCHEMA) });
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  addNonce(tokenHash: string, projectId: string, nonce: string, expiresAt: number): void {
    this.db
      .prepare(
        'INSERT INTO siwx_nonces (token_hash, project_id, nonce, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(tokenHash, projectId, nonce, expiresAt);
  }

  /** Removes and returns a nonce (single use), or undefined when unknown or expired at `now`. */
  takeNonce(tokenHash: string, projectId: string, now: number): string | undefined {
    const row = this.db
      .prepare(
        'DELETE FROM siwx_nonces WHERE token_hash = ? AND project_id = ? RETURNING nonce, expires_at',
      )
      .get(tokenHash, projectId) as { nonce: string; expires_at: number } | undefined;
    this.db.prepare('DELETE FROM siwx_nonces WHERE expires_at <= ?').run(now);
    return row !== undefined && row.expires_at > now ? row.nonce : undefined;
  }

  hasToken(tokenHash: string, projectId: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM siwx_sessions WHERE token_hash = ? AND project_id = ? LIMIT 1')
        .get(tokenHash, projectId) !== undefined
    );
  }

  upsertSession(
    tokenHash: string,
    projectId: string,
    accountKey: string,
    row: SiwxSessionRow,
  ): void {
    this.db
      .prepare(
        `INSERT INTO siwx_sessions (token_hash, project_id, chain_id, account_key, address, message,
           signature, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (token_hash, project_id, chain_id, account_key) DO UPDATE SET
           address = excluded.address, message = excluded.message,
           signature = excluded.signature, expires_at = excluded.expires_at`,
      )
      .run(
        tokenHash,
        projectId,
        row.chainId,
        accountKey,
        row.address,
        row.message,
        row.signature,
        row.expiresAt,
      );
  }

  /** The live sessions of a token, optionally of one chain and account. */
  listSessions(
    tokenHash: string,
    projectId: string,
    now: number,
    filter: { chainId?: string; accountKey?: string },
  ): SiwxSessionRow[] {
    const rows = this.db
      .prepare(
        `SELECT chain_id, address, message, signature, expires_at FROM siwx_sessions
         WHERE token_hash = ? AND project_id = ? AND expires_at > ?
           AND (? IS NULL OR chain_id = ?) AND (? IS NULL OR account_key = ?)
         ORDER BY chain_id, account_key`,
      )
      .all(
        tokenHash,
        projectId,
        now,
        filter.chainId ?? null,
        filter.chainId ?? null,
        filter.accountKey ?? null,
        filter.accountKey ?? null,
      ) as Array<{
      chain_id: string;
      address: string;
      message: string;
      signature: string;
      expires_at: number;
    }>;
    return rows.map((row) => ({
      chainId: row.chain_id,
      address: row.address,
      message: row.message,
      signature: row.signature,
      expiresAt: row.expires_at,
    }));
  }

  /** Deletes a token's sessions (all, or one chain and account); how many went. */
  revokeSessions(
    tokenHash: string,
    projectId: string,
    filter: { chainId?: string; accountKey?: string },
  ): number {
    return this.db
      .prepare(
        `DELETE FROM siwx_sessions WHERE token_hash = ? AND project_id = ?
           AND (? IS NULL OR chain_id = ?) AND (? IS NULL OR account_key = ?)`,
      )
      .run(
        tokenHash,
        projectId,
        filter.chainId ?? null,
        filter.chainId ?? null,
        filter.accountKey ?? null,
        filter.accountKey ?? null,
      ).changes;
  }
}
