import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';

/** A logged-in identity of the embedded wallet. */
export interface SecureUser {
  id: string;
  /** Where the identity came from: `email`, or a social provider's name (google, x, farcaster…). */
  provider: string;
  /** The e-mail (e-mail login, or what the social provider reported); absent for Farcaster. */
  email?: string;
  /** The provider's user name (social logins). */
  username?: string;
  /** 32 random bytes, hex: every key of the identity is derived from it (identity-keys.ts). */
  seed: string;
}

/** A message the local mailbox holds (what a real service would have e-mailed). */
export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** Unix milliseconds. */
  sentAt: number;
}

interface UserRow {
  id: string;
  provider: string;
  email: string | null;
  username: string | null;
  seed: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY, provider TEXT NOT NULL, subject TEXT NOT NULL, email TEXT, username TEXT,
  seed TEXT NOT NULL, UNIQUE (provider, subject));
CREATE TABLE IF NOT EXISTS sessions (token TEXT PRIMARY KEY, user_id TEXT NOT NULL,
  preferred_account_type TEXT NOT NULL DEFAULT 'smartAccount', chain_id INTEGER);
CREATE TABLE IF NOT EXISTS otps (email TEXT PRIMARY KEY, code TEXT NOT NULL, sent_at INTEGER NOT NULL,
  purpose TEXT NOT NULL, session_token TEXT);
CREATE TABLE IF NOT EXISTS smart_accounts (user_id TEXT NOT NULL, chain_id INTEGER NOT NULL,
  genesis TEXT NOT NULL, address TEXT NOT NULL, PRIMARY KEY (user_id, chain_id, genesis));
CREATE TABLE IF NOT EXISTS mailbox (id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL,
  subject TEXT NOT NULL, body TEXT NOT NULL, sent_at INTEGER NOT NULL);
`;

function toUser(row: UserRow): SecureUser {
  return {
    id: row.id,
    provider: row.provider,
    seed: row.seed,
    ...(row.email !== null && { email: row.email }),
    ...(row.username !== null && { username: row.username }),
  };
}

/**
 * The secure site's state in SQLite (better-sqlite3, synchronous) in the cloud's data dir:
 * identities and their seeds, sessions, pending one-time codes and the local mailbox. Seeds never
 * leave this process: the pages of the secure site get addresses and signatures, not keys.
 */
export class SecureStore {
  private readonly db: Database.Database;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(SCHEMA);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /**
   * The identity of `subject` at `provider` (an e-mail for e-mail login, the provider's user id
   * for social), created with a fresh seed on first login. The second value says it is new.
   */
  findOrCreateUser(
    provider: string,
    subject: string,
    profile: { email?: string; username?: string },
  ): [SecureUser, boolean] {
    const found = this.db
      .prepare(
        'SELECT id, provider, email, username, seed FROM users WHERE provider = ? AND subject = ?',
      )
      .get(provider, subject) as UserRow | undefined;
    if (found) return [toUser(found), false];
    const row: UserRow = {
      id: randomBytes(12).toString('hex'),
      provider,
      email: profile.email ?? null,
      username: profile.username ?? null,
      seed: randomBytes(32).toString('hex'),
    };
    this.db
      .prepare(
        'INSERT INTO users (id, provider, subject, email, username, seed) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(row.id, provider, subject, row.email, row.username, row.seed);
    return [toUser(row), true];
  }

  /** Changes the e-mail of an identity (and, for e-mail logins, the subject it logs in with). */
  updateEmail(userId: string, email: string): void {
    this.db
      .prepare(
        `UPDATE users SET email = ?, subject = CASE provider WHEN 'email' THEN ? ELSE subject END
           WHERE id = ?`,
      )
      .run(email, email, userId);
  }

  /** True when another e-mail identity already uses this address. */
  emailTaken(email: string): boolean {
    return (
      this.db.prepare("SELECT 1 FROM users WHERE provider = 'email' AND subject = ?").get(email) !==
      undefined
    );
  }

  /** A new session for an identity; its token is the only credential the secure pages hold. */
  createSession(userId: string): string {
    const token = randomBytes(32).toString('base64url');
    this.db.prepare('INSERT INTO sessions (token, user_id) VALUES (?, ?)').run(token, userId);
    return token;
  }

  /** The identity and preferences of a session, or undefined for an unknown (or ended) one. */
  session(
    token: string,
  ): { user: SecureUser; preferredAccountType: string; chainId?: number } | undefined {
    const row = this.db
      .prepare(
        `SELECT u.id, u.provider, u.email, u.username, u.seed, s.preferred_account_type AS pat,
                s.chain_id AS chainId
           FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = ?`,
      )
      .get(token) as (UserRow & { pat: string; chainId: number | null }) | undefined;
    if (!row) return undefined;
    return {
      user: toUser(row),
      preferredAccountType: row.pat,
      ...(row.chainId !== null && { chainId: row.chainId }),
    };
  }

  /** Saves the session's preferred account type and/or chain. */
  updateSession(token: string, changes: { preferredAccountType?: string; chainId?: number }): void {
    if (changes.preferredAccountType !== undefined) {
      this.db
        .prepare('UPDATE sessions SET preferred_account_type = ? WHERE token = ?')
        .run(changes.preferredAccountType, token);
    }
    if (changes.chainId !== undefined) {
      this.db
        .prepare('UPDATE sessions SET chain_id = ? WHERE token = ?')
        .run(changes.chainId, token);
    }
  }

  /** Ends a session (sign out). */
  deleteSession(token: string): void {
    this.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
  }

  /** The pending code for an e-mail, with when it was sent and what it is for. */
  otp(
    email: string,
  ): { code: string; sentAt: number; purpose: string; sessionToken?: string } | undefined {
    const row = this.db
      .prepare('SELECT code, sent_at, purpose, session_token FROM otps WHERE email = ?')
      .get(email) as
      { code: string; sent_at: number; purpose: string; session_token: string | null } | undefined;
    if (!row) return undefined;
    return {
      code: row.code,
      sentAt: row.sent_at,
      purpose: row.purpose,
      ...(row.session_token !== null && { sessionToken: row.session_token }),
    };
  }

  /** Replaces the pending code of an e-mail. */
  saveOtp(
    email: string,
    code: string,
    sentAt: number,
    purpose: string,
    sessionToken?: string,
  ): void {
    this.db
      .prepare(
        `INSERT INTO otps (email, code, sent_at, purpose, session_token) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (email) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at,
             purpose = excluded.purpose, session_token = excluded.session_token`,
      )
      .run(email, code, sentAt, purpose, sessionToken ?? null);
  }

  /** Spends a code so it cannot be used twice; its send time stays for the cooldown. */
  consumeOtp(email: string): void {
    this.db.prepare("UPDATE otps SET code = '' WHERE email = ?").run(email);
  }

  /** Puts a message in the local mailbox. */
  deliver(to: string, subject: string, body: string, sentAt: number): void {
    this.db
      .prepare('INSERT INTO mailbox (recipient, subject, body, sent_at) VALUES (?, ?, ?, ?)')
      .run(to, subject, body, sentAt);
  }

  /** The mailbox, newest first; only one recipient's messages when `to` is given. */
  messages(to?: string): MailboxMessage[] {
    const rows = (
      to === undefined
        ? this.db.prepare('SELECT * FROM mailbox ORDER BY id DESC LIMIT 200').all()
        : this.db
            .prepare('SELECT * FROM mailbox WHERE recipient = ? ORDER BY id DESC LIMIT 200')
            .all(to)
    ) as Array<{ id: number; recipient: string; subject: string; body: string; sent_at: number }>;
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      sentAt: row.sent_at,
    }));
  }

  /** The smart account of an identity on a chain run (keyed by genesis: a new devnet has none). */
  smartAccount(userId: string, chainId: number, genesis: string): string | undefined {
    const row = this.db
      .prepare(
        'SELECT address FROM smart_accounts WHERE user_id = ? AND chain_id = ? AND genesis = ?',
      )
      .get(userId, chainId, genesis) as { address: string } | undefined;
    return row?.address;
  }

  /** Records a deployed smart account. */
  saveSmartAccount(userId: string, chainId: number, genesis: string, address: string): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO smart_accounts (user_id, chain_id, genesis, address) VALUES (?, ?, ?, ?)',
      )
      .run(userId, chainId, genesis, address);
  }
}
