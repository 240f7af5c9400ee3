import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LOCAL_PROJECT_ID } from '../projects/cloud-project';
import { SqliteCloudDatabase } from '../server/database/sqlite-cloud-database';
import { SecureStore } from '../secure-site/secure-store';
import { CloudStartError } from '../server/cloud-start-error';
import { SecretBox } from '../server/secret-box';
import { parseSecretKey, SECRET_KEY_ENV, SECRET_KEY_FILE } from '../server/secret-key';
import { startCloud, type Cloud } from '../start-cloud';
import { cloudsOnDir, emailLogin, mailedCode, secureApi } from './secure-site-client.spec-helper';

// Finding 5 of issue 17: the secure store kept identity seeds, OTP codes and session tokens in
// plaintext, in 0644 files of a 0755 data dir, and its sessions never expired.

jest.setTimeout(30_000);

let dir: string;
let time: number;
const clouds = cloudsOnDir(
  () => dir,
  () => time,
);
const { start, secretKey } = clouds;

beforeEach(() => {
  // A data dir as an operator might make it: 0755.
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'kit-secrets-')), 'data');
  mkdirSync(dir, { mode: 0o755 });
  chmodSync(dir, 0o755);
  time = 1_700_000_000_000;
});

afterEach(async () => {
  await clouds.stopAll();
  rmSync(path.dirname(dir), { recursive: true, force: true });
});

/** Every file of the data dir with its raw bytes (WAL and shared-memory files included). */
function filesOf(root: string): Array<{ file: string; mode: number; bytes: Buffer }> {
  return readdirSync(root).map((name) => {
    const file = path.join(root, name);
    return { file, mode: statSync(file).mode & 0o777, bytes: readFileSync(file) };
  });
}

/** A secret's spellings that could sit in a file: as text, and its raw bytes when it is hex. */
function spellings(secret: string): Buffer[] {
  return [Buffer.from(secret), ...(/^[0-9a-f]+$/.test(secret) ? [Buffer.from(secret, 'hex')] : [])];
}

/** The session is accepted when the API gets past it (to the unknown approval's 404). */
async function sessionStatus(cloud: Cloud, token: string, projectId = LOCAL_PROJECT_ID) {
  return (await secureApi(cloud.url, 'approval', { id: 'none' }, { token, projectId })).status;
}

describe('secrets at rest (issue 17, finding 5)', () => {
  it('keeps the data dir 0700 and its files 0600, with no seed, code or session token in any byte of them', async () => {
    const cloud = await start();
    await secureApi(cloud.url, 'email/start', { email: 'alice@example.com' });
    const code = await mailedCode(cloud.url, 'alice@example.com');
    const { body } = await secureApi(cloud.url, 'email/verify', {
      email: 'alice@example.com',
      otp: code,
    });
    const token = body['token'] as string;
    // A pending code too: mailed, not used.
    time += 30_000;
    await secureApi(cloud.url, 'email/start', { email: 'alice@example.com' });
    const pending = await mailedCode(cloud.url, 'alice@example.com');

    // While running: the WAL holds the newest pages.
    const running = filesOf(dir);
    await cloud.stop();
    // The seed, as the store reads it back with the key.
    const store = await SecureStore.open(
      new SqliteCloudDatabase(dir),
      new SecretBox({ current: parseSecretKey(secretKey, 'test'), previous: [] }),
    );
    const [user] = await store.findOrCreateUser('email', 'alice@example.com', {});
    await store.close();
    expect(user.seed).toMatch(/^[0-9a-f]{64}$/);

    const files = [...running, ...filesOf(dir)];
    expect(files.map((entry) => entry.file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/secure-site\.sqlite-wal$/)]),
    );
    // The raw bytes first: no secret in any file, in any spelling.
    for (const entry of files) {
      for (const secret of [user.seed, code, pending, token]) {
        for (const spelling of spellings(secret)) {
          expect({ file: entry.file, found: entry.bytes.includes(spelling) }).toEqual({
            file: entry.file,
            found: false,
          });
        }
      }
    }
    // Then who may read them: the cloud's user only.
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const entry of files) {
      expect({ file: entry.file, mode: entry.mode.toString(8) }).toEqual({
        file: entry.file,
        mode: '600',
      });
    }
  });

  it('refuses an expired session', async () => {
    const cloud = await start({ secureSessionTtlMs: 60_000 });
    const token = await emailLogin(cloud.url, 'bob@example.com');
    expect(await sessionStatus(cloud, token)).toBe(404);
    time += 60_000;
    expect(await secureApi(cloud.url, 'approval', { id: 'none' }, { token })).toEqual({
      status: 401,
      body: { message: 'Not connected to email or social' },
    });
  });

  it("refuses project A's session for project B", async () => {
    const cloud = await start({
      projects: [{ id: 'project-b', allowedOrigins: ['http://127.0.0.1:*'] }],
    });
    const token = await emailLogin(cloud.url, 'carol@example.com');
    expect(await sessionStatus(cloud, token)).toBe(404);
    expect(await sessionStatus(cloud, token, 'project-b')).toBe(401);
  });

  it('generates a 0600 development key into the data dir when no key is given, and refuses to read seeds under another key', async () => {
    const saved = process.env[SECRET_KEY_ENV];
    delete process.env[SECRET_KEY_ENV];
    try {
      const lines: string[] = [];
      const cloud = await startCloud({
        dataDir: dir,
        dev: true, // the mailbox
        logger: { level: 'warn', stream: { write: (line) => void lines.push(line) } },
      });
      clouds.track(cloud);
      await emailLogin(cloud.url, 'dave@example.com');
      expect(statSync(path.join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(lines.join('')).toContain(`${SECRET_KEY_ENV} is not set`);
      await cloud.stop();

      const wrongKey = randomBytes(32).toString('hex');
      await expect(startCloud({ dataDir: dir, secretKey: wrongKey })).rejects.toMatchObject({
        name: 'CloudStartError',
        code: 'SECRET_KEY_UNKNOWN',
      });
      // Rotation: the new key with the old one given as previous re-seals everything.
      const devKey = readFileSync(path.join(dir, SECRET_KEY_FILE), 'utf8');
      const rotated = await startCloud({
        dataDir: dir,
        secretKey: wrongKey,
        previousSecretKeys: [devKey],
      });
      await rotated.stop();
      // …after which the old key is no longer needed.
      clouds.track(await startCloud({ dataDir: dir, secretKey: wrongKey }));
    } finally {
      if (saved !== undefined) process.env[SECRET_KEY_ENV] = saved;
    }
  });

  it('refuses a secret key that is not 32 bytes, with a typed error', async () => {
    await expect(startCloud({ dataDir: dir, secretKey: 'abc' })).rejects.toBeInstanceOf(
      CloudStartError,
    );
    await expect(startCloud({ dataDir: dir, secretKey: 'abc' })).rejects.toMatchObject({
      code: 'SECRET_KEY_INVALID',
    });
  });
});
