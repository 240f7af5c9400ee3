import { randomBytes } from 'node:crypto';
import { sql, type Generated } from 'kysely';
import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';
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

/** The secure site's file in the data dir (its schema on PostgreSQL). */
export const SECURE_SITE_DB_FILE = 'secure-site.sqlite';

/** The first schema (files from before versioning have it at user_version 0). */
const SCHEMA_V1 = {
  sqlite: `
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
`,
  postgres: `
CREATE TABLE users (
  id TEXT PRIMARY KEY, provider TEXT NOT NULL, subject TEXT NOT NULL, email TEXT, username TEXT,
  seed TEXT NOT NULL, UNIQUE (provider, subject));
CREATE TABLE sessions (token TEXT PRIMARY KEY, user_id TEXT NOT NULL,
  preferred_account_type TEXT NOT NULL DEFAULT 'smartAccount', chain_id BIGINT);
CREATE TABLE otps (email TEXT PRIMARY KEY, code TEXT NOT NULL, sent_at BIGINT NOT NULL,
  purpose TEXT NOT NULL, session_token TEXT);
CREATE TABLE smart_accounts (user_id TEXT NOT NULL, chain_id BIGINT NOT NULL,
  genesis TEXT NOT NULL, address TEXT NOT NULL, PRIMARY KEY (user_id, chain_id, genesis));
CREATE TABLE mailbox (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, recipient TEXT NOT NULL,
  subject TEXT NOT NULL, body TEXT NOT NULL, sent_at BIGINT NOT NULL);
`,
};

/**
 * Secrets at rest: sessions keyed by the sha256 of their token, bound to a project and expiring;
 * codes as HMACs with their attempts. Plaintext tokens and codes of older files are dropped (their
 * holders log in again); seeds and mail are sealed on open (`#sealAll`).
 */
const SCHEMA_V2 = {
  sqlite: `
DROP TABLE sessions;
CREATE TABLE secure_sessions (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL,
  project_id TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
  preferred_account_type TEXT NOT NULL DEFAULT 'smartAccount', chain_id INTEGER);
CREATE INDEX secure_sessions_by_expiry ON secure_sessions (expires_at);
DROP TABLE otps;
CREATE TABLE otps (email TEXT PRIMARY KEY, code_hash TEXT NOT NULL, sent_at INTEGER NOT NULL,
  purpose TEXT NOT NULL, session_token_hash TEXT, attempts INTEGER NOT NULL DEFAULT 0);
`,
  postgres: `
DROP TABLE sessions;
CREATE TABLE secure_sessions (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL,
  project_id TEXT NOT NULL, created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL,
  preferred_account_type TEXT NOT NULL DEFAULT 'smartAccount', chain_id BIGINT);
CREATE INDEX secure_sessions_by_expiry ON secure_sessions (expires_at);
DROP TABLE otps;
CREATE TABLE otps (email TEXT PRIMARY KEY, code_hash TEXT NOT NULL, sent_at BIGINT NOT NULL,
  purpose TEXT NOT NULL, session_token_hash TEXT, attempts INTEGER NOT NULL DEFAULT 0);
`,
};

/**
 * Devices: the browsers (a random id in the secure frame's storage, kept as its sha256) each
 * e-mail identity logged in from, and the pending approval of a new one per e-mail: the sha256 of
 * the single-use link token mailed to the inbox, its expiry, and when it was approved and when
 * the login code followed.
 */
const SCHEMA_V3 = {
  sqlite: `
CREATE TABLE secure_devices (user_id TEXT NOT NULL, device_hash TEXT NOT NULL,
  added_at INTEGER NOT NULL, PRIMARY KEY (user_id, device_hash));
CREATE TABLE device_approvals (email TEXT PRIMARY KEY, device_hash TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE, sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
  approved_at INTEGER, code_sent_at INTEGER);
`,
  postgres: `
CREATE TABLE secure_devices (user_id TEXT NOT NULL, device_hash TEXT NOT NULL,
  added_at BIGINT NOT NULL, PRIMARY KEY (user_id, device_hash));
CREATE TABLE device_approvals (email TEXT PRIMARY KEY, device_hash TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE, sent_at BIGINT NOT NULL, expires_at BIGINT NOT NULL,
  approved_at BIGINT, code_sent_at BIGINT);
`,
};

export const SECURE_SITE_SCHEMA: StoreSchema = {
  file: SECURE_SITE_DB_FILE,
  store: 'secure-site',
  synchronous: 'FULL',
  secureDelete: true,
  migrations: [SCHEMA_V1, SCHEMA_V2, SCHEMA_V3],
};

/** The pending approval of a new device for an e-mail login (hashes only). */
export interface DeviceApproval {
  email: string;
  deviceHash: string;
  /** sha256 of the link's token: the token itself is only in the mail. */
  tokenHash: string;
  sentAt: number;
  expiresAt: number;
  approvedAt?: number;
  codeSentAt?: number;
}

interface SecureTables {
  users: {
    id: string;
    provider: string;
    subject: string;
    email: string | null;
    username: string | null;
    seed: string;
  };
  secure_sessions: {
    token_hash: string;
    user_id: string;
    project_id: string;
    created_at: number;
    expires_at: number;
    preferred_account_type: Generated<string>;
    chain_id: number | null;
  };
  otps: {
    email: string;
    code_hash: string;
    sent_at: number;
    purpose: string;
    session_token_hash: string | null;
    attempts: number;
  };
  smart_accounts: { user_id: string; chain_id: number; genesis: string; address: string };
  secure_devices: { user_id: string; device_hash: string; added_at: number };
  device_approvals: {
    email: string;
    device_hash: string;
    token_hash: string;
    sent_at: number;
    expires_at: number;
    approved_at: number | null;
    code_sent_at: number | null;
  };
  mailbox: {
    id: Generated<number>;
    recipient: string;
    subject: string;
    body: string;
    sent_at: number;
  };
}

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
 * The secure site's state in the cloud's database: identities and their seeds, sessions, pending
 * one-time codes and the local mailbox. Seeds never leave this process: the pages of the secure
 * site get addresses and signatures, not keys. At rest, seeds and mail are AES-256-GCM under the
 * cloud's secret key, tokens and codes are hashes.
 */
export class SecureStore {
  private constructor(
    private readonly store: StoreDb<SecureTables>,
    private readonly box: SecretBox,
  ) {}

  /** Opens the store, upgrading older files and sealing what they kept in plaintext. */
  static async open(database: CloudDatabase, box: SecretBox): Promise<SecureStore> {
    const store = new SecureStore(await database.open<SecureTables>(SECURE_SITE_SCHEMA), box);
    try {
      const sealed = await store.#sealAll();
      // Plaintext of an older file may still sit in WAL frames: fold them in and empty the WAL.
      if (sealed > 0 && store.store.dialect === 'sqlite') {
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(store.store.db);
      }
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  private get db() {
    return this.store.db;
  }

  /** Seals plaintext seeds and mail of older files, and re-seals what an older key sealed. */
  async #sealAll(): Promise<number> {
    const stale = (value: string) => !SEALED.test(value) || this.box.isStale(value);
    return this.db.transaction().execute(async (trx) => {
      const users = await trx.selectFrom('users').select(['id', 'seed']).execute();
      const staleUsers = users.filter((row) => stale(row.seed));
      for (const user of staleUsers) {
        const seed = SEALED.test(user.seed)
          ? this.box.decrypt(user.seed, seedContext(user.id))
          : user.seed;
        await trx
          .updateTable('users')
          .set({ seed: this.box.encrypt(seed, seedContext(user.id)) })
          .where('id', '=', user.id)
          .execute();
      }
      const mail = await trx.selectFrom('mailbox').select(['id', 'subject', 'body']).execute();
      const reseal = (value: string) =>
        this.box.encrypt(
          SEALED.test(value) ? this.box.decrypt(value, MAIL_CONTEXT) : value,
          MAIL_CONTEXT,
        );
      const staleMail = mail.filter((message) => stale(message.subject) || stale(message.body));
      for (const row of staleMail) {
        await trx
          .updateTable('mailbox')
          .set({ subject: reseal(row.subject), body: reseal(row.body) })
          .where('id', '=', row.id)
          .execute();
      }
      return staleUsers.length + staleMail.length;
    });
  }

  #toUser(row: UserRow): SecureUser {
    return toUser({ ...row, seed: this.box.decrypt(row.seed, seedContext(row.id)) });
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /**
   * The identity of `subject` at `provider` (an e-mail for e-mail login, the provider's user id
   * for social), created with a fresh seed on first login. The second value says it is new.
   */
  async findOrCreateUser(
    provider: string,
    subject: string,
    profile: { email?: string; username?: string },
  ): Promise<[SecureUser, boolean]> {
    const find = () =>
      this.db
        .selectFrom('users')
        .select(['id', 'provider', 'email', 'username', 'seed'])
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
    const found = await find();
    if (found) return [this.#toUser(found), false];
    const row: UserRow = {
      id: randomBytes(12).toString('hex'),
      provider,
      email: profile.email ?? null,
      username: profile.username ?? null,
      seed: randomBytes(32).toString('hex'),
    };
    const inserted = await this.db
      .insertInto('users')
      .values({
        id: row.id,
        provider,
        subject,
        email: row.email,
        username: row.username,
        seed: this.box.encrypt(row.seed, seedContext(row.id)),
      })
      .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return [toUser(row), true];
    // Another instance created it between our read and our write: that identity is the one.
    const winner = await find();
    if (!winner) throw new Error(`identity ${provider}:${subject} vanished`);
    return [this.#toUser(winner), false];
  }

  /** Changes the e-mail of an identity (and, for e-mail logins, the subject it logs in with). */
  async updateEmail(userId: string, email: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({
        email,
        subject: eb.case().when('provider', '=', 'email').then(email).else(eb.ref('subject')).end(),
      }))
      .where('id', '=', userId)
      .execute();
  }

  /** True when another e-mail identity already uses this address. */
  async emailTaken(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('provider', '=', 'email')
      .where('subject', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A new session of an identity for one project, until `expiresAt`; its token is the only
   * credential the secure pages hold, and only its sha256 is stored. Ended sessions are swept.
   */
  async createSession(
    userId: string,
    projectId: string,
    now: number,
    expiresAt: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.deleteFrom('secure_sessions').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('secure_sessions')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        project_id: projectId,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return token;
  }

  /** The identity and preferences of a live session of this project, or undefined. */
  async session(token: string, projectId: string, now: number): Promise<SecureSession | undefined> {
    const row = await this.db
      .selectFrom('secure_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        'u.id',
        'u.provider',
        'u.email',
        'u.username',
        'u.seed',
        's.preferred_account_type as pat',
        's.chain_id as chainId',
      ])
      .where('s.token_hash', '=', hashToken(token))
      .where('s.project_id', '=', projectId)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      user: this.#toUser(row),
      preferredAccountType: row.pat,
      ...(row.chainId !== null && { chainId: row.chainId }),
    };
  }

  /** Saves the session's preferred account type and/or chain. */
  async updateSession(
    token: string,
    changes: { preferredAccountType?: string; chainId?: number },
  ): Promise<void> {
    const set = {
      ...(changes.preferredAccountType !== undefined && {
        preferred_account_type: changes.preferredAccountType,
      }),
      ...(changes.chainId !== undefined && { chain_id: changes.chainId }),
    };
    if (Object.keys(set).length === 0) return;
    await this.db
      .updateTable('secure_sessions')
      .set(set)
      .where('token_hash', '=', hashToken(token))
      .execute();
  }

  /** Ends a session (sign out). */
  async deleteSession(token: string): Promise<void> {
    await this.db
      .deleteFrom('secure_sessions')
      .where('token_hash', '=', hashToken(token))
      .execute();
  }

  /** The pending code of an e-mail, with when it was sent, what it is for and its misses. */
  async otp(email: string): Promise<PendingOtp | undefined> {
    const row = await this.db
      .selectFrom('otps')
      .select(['code_hash', 'sent_at', 'purpose', 'session_token_hash', 'attempts'])
      .where('email', '=', email)
      .executeTakeFirst();
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
  async saveOtp(
    email: string,
    code: { codeHash: string; sentAt: number; purpose: string; sessionTokenHash?: string },
  ): Promise<void> {
    await this.db
      .insertInto('otps')
      .values({
        email,
        code_hash: code.codeHash,
        sent_at: code.sentAt,
        purpose: code.purpose,
        session_token_hash: code.sessionTokenHash ?? null,
        attempts: 0,
      })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet((eb) => ({
          code_hash: eb.ref('excluded.code_hash'),
          sent_at: eb.ref('excluded.sent_at'),
          purpose: eb.ref('excluded.purpose'),
          session_token_hash: eb.ref('excluded.session_token_hash'),
          attempts: 0,
        })),
      )
      .execute();
  }

  /** Counts a wrong guess at the pending code, on disk, so a restart does not forgive it. */
  async addOtpAttempt(email: string): Promise<void> {
    await this.db
      .updateTable('otps')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('email', '=', email)
      .execute();
  }

  /** Spends a code so it cannot be used twice; its send time stays for the cooldown. */
  async consumeOtp(email: string): Promise<void> {
    await this.db.updateTable('otps').set({ code_hash: '' }).where('email', '=', email).execute();
  }

  /** The e-mail identity of `email`, if one exists (nothing is created). */
  async emailUser(email: string): Promise<SecureUser | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'provider', 'email', 'username', 'seed'])
      .where('provider', '=', 'email')
      .where('subject', '=', email)
      .executeTakeFirst();
    return row ? this.#toUser(row) : undefined;
  }

  /** True when the identity logged in from this device (by the sha256 of its id) before. */
  async knowsDevice(userId: string, deviceHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('secure_devices')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('device_hash', '=', deviceHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Remembers a device of an identity (twice is once). */
  async addDevice(userId: string, deviceHash: string, now: number): Promise<void> {
    await this.db
      .insertInto('secure_devices')
      .values({ user_id: userId, device_hash: deviceHash, added_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
      .execute();
  }

  /** The pending device approval of an e-mail, if any. */
  async deviceApproval(email: string): Promise<DeviceApproval | undefined> {
    const row = await this.db
      .selectFrom('device_approvals')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      email: row.email,
      deviceHash: row.device_hash,
      tokenHash: row.token_hash,
      sentAt: Number(row.sent_at),
      expiresAt: Number(row.expires_at),
      ...(row.approved_at !== null && { approvedAt: Number(row.approved_at) }),
      ...(row.code_sent_at !== null && { codeSentAt: Number(row.code_sent_at) }),
    };
  }

  /** Replaces the e-mail's pending approval (a resent link kills the one before). */
  async saveDeviceApproval(
    approval: Omit<DeviceApproval, 'approvedAt' | 'codeSentAt'>,
  ): Promise<void> {
    const values = {
      email: approval.email,
      device_hash: approval.deviceHash,
      token_hash: approval.tokenHash,
      sent_at: approval.sentAt,
      expires_at: approval.expiresAt,
      approved_at: null,
      code_sent_at: null,
    };
    await this.db
      .insertInto('device_approvals')
      .values(values)
      .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
      .execute();
  }

  /**
   * Approves the live, not yet used approval whose link token has this sha256; answers its
   * e-mail, or undefined when no such approval is waiting (unknown, expired or used: one use).
   */
  async approveDevice(tokenHash: string, now: number): Promise<string | undefined> {
    const row = await this.db
      .updateTable('device_approvals')
      .set({ approved_at: now })
      .where('token_hash', '=', tokenHash)
      .where('approved_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('email')
      .executeTakeFirst();
    return row?.email;
  }

  /** Notes that the login code followed the approval (sent once, whoever asks again). */
  async markDeviceCodeSent(email: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('device_approvals')
      .set({ code_sent_at: now })
      .where('email', '=', email)
      .where('code_sent_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Undoes markDeviceCodeSent: the code did not go. */
  async clearDeviceCodeSent(email: string): Promise<void> {
    await this.db
      .updateTable('device_approvals')
      .set({ code_sent_at: null })
      .where('email', '=', email)
      .execute();
  }

  /** Forgets the e-mail's approval (the login it let through is done). */
  async deleteDeviceApproval(email: string): Promise<void> {
    await this.db.deleteFrom('device_approvals').where('email', '=', email).execute();
  }

  /** Puts a message in the local mailbox (sealed: it holds codes and approval links). */
  async deliver(to: string, subject: string, body: string, sentAt: number): Promise<void> {
    await this.db
      .insertInto('mailbox')
      .values({
        recipient: to,
        subject: this.box.encrypt(subject, MAIL_CONTEXT),
        body: this.box.encrypt(body, MAIL_CONTEXT),
        sent_at: sentAt,
      })
      .execute();
  }

  /** The mailbox, newest first; only one recipient's messages when `to` is given. */
  async messages(to?: string): Promise<MailboxMessage[]> {
    let query = this.db
      .selectFrom('mailbox')
      .select(['id', 'recipient', 'subject', 'body', 'sent_at'])
      .orderBy('id', 'desc')
      .limit(200);
    if (to !== undefined) query = query.where('recipient', '=', to);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: this.box.decrypt(row.subject, MAIL_CONTEXT),
      body: this.box.decrypt(row.body, MAIL_CONTEXT),
      sentAt: row.sent_at,
    }));
  }

  /** The smart account of an identity on a chain run (keyed by genesis: a new devnet has none). */
  async smartAccount(
    userId: string,
    chainId: number,
    genesis: string,
  ): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('smart_accounts')
      .select('address')
      .where('user_id', '=', userId)
      .where('chain_id', '=', chainId)
      .where('genesis', '=', genesis)
      .executeTakeFirst();
    return row?.address;
  }

  /** Records a deployed smart account. */
  async saveSmartAccount(
    userId: string,
    chainId: number,
    genesis: string,
    address: string,
  ): Promise<void> {
    await this.db
      .insertInto('smart_accounts')
      .values({ user_id: userId, chain_id: chainId, genesis, address })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'chain_id', 'genesis'])
          .doUpdateSet((eb) => ({ address: eb.ref('excluded.address') })),
      )
      .execute();
  }
}
