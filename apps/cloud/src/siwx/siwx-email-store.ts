import { openDatabase, type StoreDatabase } from '../server/open-database';

/** Which signed-in account an e-mail or a pending code belongs to, within a project. */
export interface SiwxEmailAccount {
  projectId: string;
  /** The CAIP-2 namespace (eip155…): an EVM address is one account on every EVM network. */
  namespace: string;
  /** The account as compared (eip155 lower case). */
  accountKey: string;
}

/** A code mailed to confirm an e-mail for a session's account. */
export interface SiwxPendingCode {
  email: string;
  /** HMAC of the code under the cloud's secret key (otp-code.ts): the code itself is never stored. */
  codeHash: string;
  /** Unix ms. */
  sentAt: number;
  /** Wrong guesses so far. */
  attempts: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS siwx_account_emails (
  project_id TEXT NOT NULL,
  namespace TEXT NOT NULL,
  account_key TEXT NOT NULL,
  email TEXT NOT NULL,
  verified_at INTEGER NOT NULL,
  PRIMARY KEY (project_id, namespace, account_key)
);
CREATE TABLE IF NOT EXISTS siwx_email_codes (
  -- sha256 of the auth token that asked: a code confirms nothing for another browser.
  token_hash TEXT NOT NULL,
  project_id TEXT NOT NULL,
  namespace TEXT NOT NULL,
  account_key TEXT NOT NULL,
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (token_hash, project_id, namespace, account_key)
);
CREATE INDEX IF NOT EXISTS siwx_email_codes_by_email ON siwx_email_codes (email, sent_at);
`;

/**
 * The verified e-mails of signed-in accounts (emailCapture) and the codes that confirm them, in
 * the sign-in database (better-sqlite3, synchronous; its own connection beside SiwxStore's).
 */
export class SiwxEmailStore {
  private readonly db: StoreDatabase;

  constructor(file: string) {
    this.db = openDatabase(file, { synchronous: 'FULL', migrate: (db) => db.exec(SCHEMA) });
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** The account's verified e-mail, if any. */
  email(account: SiwxEmailAccount): string | undefined {
    const row = this.db
      .prepare(
        `SELECT email FROM siwx_account_emails
         WHERE project_id = ? AND namespace = ? AND account_key = ?`,
      )
      .get(account.projectId, account.namespace, account.accountKey) as
      { email: string } | undefined;
    return row?.email;
  }

  /** Records (or replaces) the account's verified e-mail. */
  setEmail(account: SiwxEmailAccount, email: string, verifiedAt: number): void {
    this.db
      .prepare(
        `INSERT INTO siwx_account_emails (project_id, namespace, account_key, email, verified_at)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (project_id, namespace, account_key) DO UPDATE SET
           email = excluded.email, verified_at = excluded.verified_at`,
      )
      .run(account.projectId, account.namespace, account.accountKey, email, verifiedAt);
  }

  /** The code a session's account is waiting on. */
  pendingCode(tokenHash: string, account: SiwxEmailAccount): SiwxPendingCode | undefined {
    const row = this.db
      .prepare(
        `SELECT email, code_hash, sent_at, attempts FROM siwx_email_codes
         WHERE token_hash = ? AND project_id = ? AND namespace = ? AND account_key = ?`,
      )
      .get(tokenHash, account.projectId, account.namespace, account.accountKey) as
      { email: string; code_hash: string; sent_at: number; attempts: number } | undefined;
    return row === undefined
      ? undefined
      : { email: row.email, codeHash: row.code_hash, sentAt: row.sent_at, attempts: row.attempts };
  }

  /** When a code last went to this address, from any session (the cooldown protects inboxes too). */
  lastSentTo(email: string): number | undefined {
    const row = this.db
      .prepare('SELECT MAX(sent_at) AS sent_at FROM siwx_email_codes WHERE email = ?')
      .get(email) as { sent_at: number | null };
    return row.sent_at ?? undefined;
  }

  /** Replaces the session account's pending code. */
  saveCode(
    tokenHash: string,
    account: SiwxEmailAccount,
    code: { email: string; codeHash: string; sentAt: number },
  ): void {
    this.db
      .prepare(
        `INSERT INTO siwx_email_codes (token_hash, project_id, namespace, account_key, email,
           code_hash, sent_at, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, 0)
         ON CONFLICT (token_hash, project_id, namespace, account_key) DO UPDATE SET
           email = excluded.email, code_hash = excluded.code_hash, sent_at = excluded.sent_at,
           attempts = 0`,
      )
      .run(
        tokenHash,
        account.projectId,
        account.namespace,
        account.accountKey,
        code.email,
        code.codeHash,
        code.sentAt,
      );
  }

  /** Counts a wrong guess. */
  addAttempt(tokenHash: string, account: SiwxEmailAccount): void {
    this.db
      .prepare(
        `UPDATE siwx_email_codes SET attempts = attempts + 1
         WHERE token_hash = ? AND project_id = ? AND namespace = ? AND account_key = ?`,
      )
      .run(tokenHash, account.projectId, account.namespace, account.accountKey);
  }

  /**
   * Spends the code so it cannot be used twice: its hash goes, its send time stays for the
   * cooldown.
   */
  spendCode(tokenHash: string, account: SiwxEmailAccount): void {
    this.db
      .prepare(
        `UPDATE siwx_email_codes SET code_hash = '' WHERE token_hash = ? AND project_id = ?
           AND namespace = ? AND account_key = ?`,
      )
      .run(tokenHash, account.projectId, account.namespace, account.accountKey);
  }
}
