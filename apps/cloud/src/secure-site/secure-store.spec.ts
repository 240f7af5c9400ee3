import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { SecretBox } from '../server/secret-box';
import { SqliteCloudDatabase } from '../server/database/sqlite-cloud-database';
import { SecureStore } from './secure-store';

// A data dir from before secrets at rest: plaintext seeds, tokens and codes in the secure store.
const OLD_SCHEMA = `
CREATE TABLE users (id TEXT PRIMARY KEY, provider TEXT NOT NULL, subject TEXT NOT NULL, email TEXT,
  username TEXT, seed TEXT NOT NULL, UNIQUE (provider, subject));
CREATE TABLE sessions (token TEXT PRIMARY KEY, user_id TEXT NOT NULL,
  preferred_account_type TEXT NOT NULL DEFAULT 'smartAccount', chain_id INTEGER);
CREATE TABLE otps (email TEXT PRIMARY KEY, code TEXT NOT NULL, sent_at INTEGER NOT NULL,
  purpose TEXT NOT NULL, session_token TEXT);
CREATE TABLE smart_accounts (user_id TEXT NOT NULL, chain_id INTEGER NOT NULL,
  genesis TEXT NOT NULL, address TEXT NOT NULL, PRIMARY KEY (user_id, chain_id, genesis));
CREATE TABLE mailbox (id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL,
  subject TEXT NOT NULL, body TEXT NOT NULL, sent_at INTEGER NOT NULL);
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kit-secure-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('SecureStore on a file of an older cloud', () => {
  it('keeps the identities with their seeds, seals them and the mail, and leaves no plaintext secret in any file', async () => {
    const file = path.join(dir, 'secure-site.sqlite');
    const seed = randomBytes(32).toString('hex');
    const token = randomBytes(32).toString('base64url');
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.exec(OLD_SCHEMA);
    old
      .prepare(
        "INSERT INTO users VALUES ('u1', 'email', 'old@example.com', 'old@example.com', NULL, ?)",
      )
      .run(seed);
    old.prepare("INSERT INTO sessions (token, user_id) VALUES (?, 'u1')").run(token);
    old.prepare("INSERT INTO otps VALUES ('old@example.com', '424242', 1, 'login', NULL)").run();
    old
      .prepare('INSERT INTO mailbox (recipient, subject, body, sent_at) VALUES (?, ?, ?, 1)')
      .run('old@example.com', 'Your Kit login code is 424242', 'Enter 424242 to log in.');
    old.close();

    const store = await SecureStore.open(
      new SqliteCloudDatabase(dir),
      new SecretBox({ current: randomBytes(32), previous: [] }),
    );
    const [user, isNew] = await store.findOrCreateUser('email', 'old@example.com', {});
    expect({ isNew, seed: user.seed }).toEqual({ isNew: false, seed });
    expect((await store.messages('old@example.com'))[0]?.subject).toBe(
      'Your Kit login code is 424242',
    );
    // The plaintext session of the old file is gone (its holder logs in again).
    expect(await store.session(token, 'kit-local', 0)).toBeUndefined();
    await store.close();

    for (const name of readdirSync(dir)) {
      const bytes = readFileSync(path.join(dir, name));
      for (const secret of [Buffer.from(seed), Buffer.from(token), Buffer.from('424242')]) {
        expect({ name, found: bytes.includes(secret) }).toEqual({ name, found: false });
      }
    }
  });
});
