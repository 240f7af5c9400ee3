import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';
import { SIWX_DB_FILE } from './siwx-store';

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

export const SIWX_EMAIL_SCHEMA: StoreSchema = {
  file: SIWX_DB_FILE,
  store: 'siwx-email',
  synchronous: 'FULL',
  migrations: [
    {
      sqlite: `
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
CREATE INDEX IF NOT EXISTS siwx_email_codes_by_email ON siwx_email_codes (email, sent_at);`,
      postgres: `
CREATE TABLE siwx_account_emails (project_id TEXT NOT NULL, namespace TEXT NOT NULL,
  account_key TEXT NOT NULL, email TEXT NOT NULL, verified_at BIGINT NOT NULL,
  PRIMARY KEY (project_id, namespace, account_key));
CREATE TABLE siwx_email_codes (token_hash TEXT NOT NULL, project_id TEXT NOT NULL,
  namespace TEXT NOT NULL, account_key TEXT NOT NULL, email TEXT NOT NULL,
  code_hash TEXT NOT NULL, sent_at BIGINT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (token_hash, project_id, namespace, account_key));
CREATE INDEX siwx_email_codes_by_email ON siwx_email_codes (email, sent_at);`,
    },
  ],
};

interface SiwxEmailTables {
  siwx_account_emails: {
    project_id: string;
    namespace: string;
    account_key: string;
    email: string;
    verified_at: number;
  };
  siwx_email_codes: {
    token_hash: string;
    project_id: string;
    namespace: string;
    account_key: string;
    email: string;
    code_hash: string;
    sent_at: number;
    attempts: number;
  };
}

/**
 * The verified e-mails of signed-in accounts (emailCapture) and the codes that confirm them, in
 * the sign-in database (beside SiwxStore's tables).
 */
export class SiwxEmailStore {
  private constructor(private readonly store: StoreDb<SiwxEmailTables>) {}

  static async open(database: CloudDatabase): Promise<SiwxEmailStore> {
    return new SiwxEmailStore(await database.open<SiwxEmailTables>(SIWX_EMAIL_SCHEMA));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** The rows of a session's account (the codes' key). */
  #codeOf(tokenHash: string, account: SiwxEmailAccount) {
    return this.store.db
      .updateTable('siwx_email_codes')
      .where('token_hash', '=', tokenHash)
      .where('project_id', '=', account.projectId)
      .where('namespace', '=', account.namespace)
      .where('account_key', '=', account.accountKey);
  }

  /** The account's verified e-mail, if any. */
  async email(account: SiwxEmailAccount): Promise<string | undefined> {
    const row = await this.store.db
      .selectFrom('siwx_account_emails')
      .select('email')
      .where('project_id', '=', account.projectId)
      .where('namespace', '=', account.namespace)
      .where('account_key', '=', account.accountKey)
      .executeTakeFirst();
    return row?.email;
  }

  /** Records (or replaces) the account's verified e-mail. */
  async setEmail(account: SiwxEmailAccount, email: string, verifiedAt: number): Promise<void> {
    await this.store.db
      .insertInto('siwx_account_emails')
      .values({
        project_id: account.projectId,
        namespace: account.namespace,
        account_key: account.accountKey,
        email,
        verified_at: verifiedAt,
      })
      .onConflict((conflict) =>
        conflict.columns(['project_id', 'namespace', 'account_key']).doUpdateSet((eb) => ({
          email: eb.ref('excluded.email'),
          verified_at: eb.ref('excluded.verified_at'),
        })),
      )
      .execute();
  }

  /** The code a session's account is waiting on. */
  async pendingCode(
    tokenHash: string,
    account: SiwxEmailAccount,
  ): Promise<SiwxPendingCode | undefined> {
    const row = await this.store.db
      .selectFrom('siwx_email_codes')
      .select(['email', 'code_hash', 'sent_at', 'attempts'])
      .where('token_hash', '=', tokenHash)
      .where('project_id', '=', account.projectId)
      .where('namespace', '=', account.namespace)
      .where('account_key', '=', account.accountKey)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { email: row.email, codeHash: row.code_hash, sentAt: row.sent_at, attempts: row.attempts };
  }

  /** When a code last went to this address, from any session (the cooldown protects inboxes too). */
  async lastSentTo(email: string): Promise<number | undefined> {
    const row = await this.store.db
      .selectFrom('siwx_email_codes')
      .select((eb) => eb.fn.max('sent_at').as('sent_at'))
      .where('email', '=', email)
      .executeTakeFirst();
    return row?.sent_at ?? undefined;
  }

  /** Replaces the session account's pending code. */
  async saveCode(
    tokenHash: string,
    account: SiwxEmailAccount,
    code: { email: string; codeHash: string; sentAt: number },
  ): Promise<void> {
    await this.store.db
      .insertInto('siwx_email_codes')
      .values({
        token_hash: tokenHash,
        project_id: account.projectId,
        namespace: account.namespace,
        account_key: account.accountKey,
        email: code.email,
        code_hash: code.codeHash,
        sent_at: code.sentAt,
        attempts: 0,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['token_hash', 'project_id', 'namespace', 'account_key'])
          .doUpdateSet((eb) => ({
            email: eb.ref('excluded.email'),
            code_hash: eb.ref('excluded.code_hash'),
            sent_at: eb.ref('excluded.sent_at'),
            attempts: 0,
          })),
      )
      .execute();
  }

  /** Counts a wrong guess. */
  async addAttempt(tokenHash: string, account: SiwxEmailAccount): Promise<void> {
    await this.#codeOf(tokenHash, account)
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .execute();
  }

  /**
   * Spends the code so it cannot be used twice: its hash goes, its send time stays for the
   * cooldown.
   */
  async spendCode(tokenHash: string, account: SiwxEmailAccount): Promise<void> {
    await this.#codeOf(tokenHash, account).set({ code_hash: '' }).execute();
  }
}
