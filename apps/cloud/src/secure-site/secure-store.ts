import { randomBytes } from 'node:crypto';
import { openDatabase, runMigrations, type StoreDatabase } from '../server/open-database';
import { hashToken, type SecretBox } from '../server/secret-box';

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

function toUser(row: UserRow): SecureUser {
  return {
    id: row.id,
    provider: row.provider,
    seed: row.seed,
    ...(row.email !== null && { email: row.email }),
    ...(row.username !== null && { username: row.username }),
  };
}

/** The first schema (files from before versioning have it at user_version 0). */
const SCHEMA_V1 = `
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

/**
 * Secrets at rest: sessions keyed by the sha256 of their token, bound to a project and expiring;
 * codes as HMACs with their attempts. Plaintext tokens and codes of older files are dropped (their
 * holders log in again); seeds and mail are sealed by `sealPlaintext`.
 */
const SCHEMA_V2 = `
DROP TABLE sessions;
CREATE TABLE secure_sessions (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL,
  project_id TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
  preferred_account_type TEXT NOT NULL DEFAULT 'smartAccount', chain_id INTEGER);
CREATE INDEX secure_sessions_by_expiry ON secure_sessions (expires_at);
DROP TABLE otps;
CREATE TABLE otps (email TEXT PRIMARY KEY, code_hash TEXT NOT NULL, sent_at INTEGER NOT NULL,
  purpose TEXT NOT NULL, session_token_hash TEXT, attempts INTEGER NOT NULL DEFAULT 0);
`;

const SEALED = /^v\d+:/;
const seedContext = (userId: string) => `seed:${userId}`;
const MAIL_CONTEXT = 'mailbox';

/** A pending one-time code: its HMAC, when it went, what for, and the wrong guesses so far. */
export interface PendingOtp {
  codeHash: string;
  sentAt: number;
  purpose: string;
  /** sha256 of the session that asked (e-mail updates). */
  sessionTokenHash?: string;
  attempts: number;
}

/** A live session's identity and preferences. */
export interface SecureSession {
  user: SecureUser;
  preferredAccountType: string;
  chainId?: number;
}

/**
 * The secure site's state in SQLite (better-sqlite3, synchronous) in the cloud's data dir:
 * identities and their seeds, sessions, pending one-time codes and the local mailbox. Seeds never
 * leave this process: the pages of the secure site get addresses and signatures, not keys. On
 * disk, seeds and mail are AES-256-GCM under the cloud's secret key, tokens and codes are hashes.
 */
export class SecureStore {
  private readonly db: StoreDatabase;

  constructor(
    file: string,
    private readonly box: SecretBox,
  ) {
    let sealed = 0;
    this.db = openDatabase(file, {
      synchronous: 'FULL',
      secureDelete: true,
      migrate: (db) => {
        runMigrations(db, [SCHEMA_V1, SCHEMA_V2]);
        sealed = this.#sealAll(db);
      },
    });
    // Plaintext of an older file may still sit in WAL frames: fold them in and empty the WAL.
    if (sealed > 0) this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  /** Seals plaintext seeds and mail of older files, and re-seals what an older key sealed. */
  #sealAll(db: StoreDatabase): number {
    const stale = (value: string) => !SEALED.test(value) || this.box.isStale(value);
    const users = db.prepare('SELECT id, seed FROM users').all() as Array<{
      id: string;
      seed: string;
    }>;
    const setSeed = db.prepare('UPDATE users SET seed = ? WHERE id = ?');
    const staleUsers = users.filter((row) => stale(row.seed));
    for (const user of staleUsers) {
      const seed = SEALED.test(user.seed)
        ? this.box.decrypt(user.seed, seedContext(user.id))
        : user.seed;
      setSeed.run(this.box.encrypt(seed, seedContext(user.id)), user.id);
    }
    const mail = db.prepare('SELECT id, subject, body FROM mailbox').all() as Array<{
      id: number;
      subject: string;
      body: string;
    }>;
    const setMail = db.prepare('UPDATE mailbox SET subject = ?, body = ? WHERE id = ?');
    const reseal = (value: string) =>
      this.box.encrypt(
        SEALED.test(value) ? this.box.decrypt(value, MAIL_CONTEXT) : value,
        MAIL_CONTEXT,
      );
    const staleMail = mail.filter((message) => stale(message.subject) || stale(message.body));
    for (const row of staleMail) setMail.run(reseal(row.subject), reseal(row.body), row.id);
    return staleUsers.length + staleMail.length;
  }

  #toUser(row: UserRow): SecureUser {
    return toUser({ ...row, seed: this.box.decrypt(row.seed, seedContext(row.id)) });
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
    if (found) return [this.#toUser(found), false];
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
      .run(
        row.id,
        provider,
        subject,
        row.email,
        row.username,
        this.box.encrypt(row.seed, seedContext(row.id)),
      );
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

  /**
   * A new session of an identity for one project, until `expiresAt`; its token is the only
   * credential the secure pages hold, and only its sha256 is stored. Ended sessions are swept.
   */
  createSession(userId: string, projectId: string, now: number, expiresAt: number): string {
    const token = randomBytes(32).toString('base64url');
    this.db.prepare('DELETE FROM secure_sessions WHERE expires_at <= ?').run(now);
    this.db
      .prepare(
        `INSERT INTO secure_sessions (token_hash, user_id, project_id, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?)`,
      )
      .run(hashToken(token), userId, projectId, now, expiresAt);
    return token;
  }

  /** The identity and preferences of a live session of this project, or undefined. */
  session(token: string, projectId: string, now: number): SecureSession | undefined {
    const row = this.db
      .prepare(
        `SELECT u.id, u.provider, u.email, u.username, u.seed, s.preferred_account_type AS pat,
                s.chain_id AS chainId
           FROM secure_sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = ? AND s.project_id = ? AND s.expires_at > ?`,
      )
      .get(hashToken(token), projectId, now) as
      (UserRow & { pat: string; chainId: number | null }) | undefined;
    if (!row) return undefined;
    return {
      user: this.#toUser(row),
      preferredAccountType: row.pat,
      ...(row.chainId !== null && { chainId: row.chainId }),
    };
  }

  /** Saves the session's preferred account type and/or chain. */
  updateSession(token: string, changes: { preferredAccountType?: string; chainId?: number }): void {
    this.db
      .prepare(
        `UPDATE secure_sessions SET
           preferred_account_type = COALESCE(?, preferred_account_type),
           chain_id = COALESCE(?, chain_id)
         WHERE token_hash = ?`,
      )
      .run(changes.preferredAccountType ?? null, changes.chainId ?? null, hashToken(token));
  }

  /** Ends a session (sign out). */
  deleteSession(token: string): void {
    this.db.prepare('DELETE FROM secure_sessions WHERE token_hash = ?').run(hashToken(token));
  }

  /** The pending code of an e-mail, with when it was sent, what it is for and its misses. */
  otp(email: string): PendingOtp | undefined {
    const row = this.db
      .prepare(
        'SELECT code_hash, sent_at, purpose, session_token_hash, attempts FROM otps WHERE email = ?',
      )
      .get(email) as
      | {
          code_hash: string;
          sent_at: number;
          purpose: string;
          session_token_hash: string | null;
          attempts: number;
        }
      | undefined;
    if (!row) return undefined;
    return {
      codeHash: row.code_hash,
      sentAt: row.sent_at,
      purpose: row.purpose,
      attempts: row.attempts,
      ...(row.session_token_hash !== null && { sessionTokenHash: row.session_token_hash }),
    };
  }

  /** Replaces the pending code of an e-mail (the inbox's lockout lives apart: a code resets none). */
  saveOtp(
    email: string,
    code: { codeHash: string; sentAt: number; purpose: string; sessionTokenHash?: string },
  ): void {
    this.db
      .prepare(
        `INSERT INTO otps (email, code_hash, sent_at, purpose, session_token_hash, attempts)
           VALUES (?, ?, ?, ?, ?, 0)
           ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash,
             sent_at = excluded.sent_at, purpose = excluded.purpose,
             session_token_hash = excluded.session_token_hash, attempts = 0`,
      )
      .run(email, code.codeHash, code.sentAt, code.purpose, code.sessionTokenHash ?? null);
  }

  /** Counts a wrong guess at the pending code, on disk, so a restart does not forgive it. */
  addOtpAttempt(email: string): void {
    this.db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE email = ?').run(email);
  }

  /** Spends a code so it cannot be used twice; its send time stays for the cooldown. */
  consumeOtp(email: string): void {
    this.db.prepare("UPDATE otps SET code_hash = '' WHERE email = ?").run(email);
  }

  /** Puts a message in the local mailbox (sealed: it holds codes and approval links). */
  deliver(to: string, subject: string, body: string, sentAt: number): void {
    this.db
      .prepare('INSERT INTO mailbox (recipient, subject, body, sent_at) VALUES (?, ?, ?, ?)')
      .run(
        to,
        this.box.encrypt(subject, MAIL_CONTEXT),
        this.box.encrypt(body, MAIL_CONTEXT),
        sentAt,
      );
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
      subject: this.box.decrypt(row.subject, MAIL_CONTEXT),
      body: this.box.decrypt(row.body, MAIL_CONTEXT),
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
