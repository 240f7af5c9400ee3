import { mkdtempSync, openSync, closeSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startCloud } from '../start-cloud';
import { emailLogin } from './secure-site-client.spec-helper';

// Finding 10 of issue 17: a database corrupted mid-file started "healthy" and answered a generic
// 500 later. Now every store checks its file when it opens, and startCloud refuses to start.

jest.setTimeout(30_000);

let dir: string;
const secretKey = randomBytes(32).toString('hex');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kit-corrupt-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A cloud that logged a few users in and stopped: a real secure-site database on disk. */
async function populatedSecureSite(): Promise<string> {
  const cloud = await startCloud({ dataDir: dir, secretKey, dev: true }); // dev: the mailbox
  for (const name of ['ann', 'ben', 'cat']) await emailLogin(cloud.url, `${name}@example.com`);
  await cloud.stop();
  return path.join(dir, 'secure-site.sqlite');
}

/** Overwrites `length` bytes at `offset` of `file` with junk. */
function overwrite(file: string, offset: number, length: number): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, Buffer.alloc(length, 0xa5), 0, length, offset);
  } finally {
    closeSync(fd);
  }
}

describe('corrupt databases (issue 17, finding 10)', () => {
  it('refuses to start when a page in the middle of a store file is overwritten, naming the file', async () => {
    const file = await populatedSecureSite();
    const pageSize = 4096;
    expect(statSync(file).size).toBeGreaterThanOrEqual(3 * pageSize);
    // Page 2 is a b-tree page of the schema: its header and cell pointers become junk.
    overwrite(file, pageSize, 64);

    const started = startCloud({ dataDir: dir, secretKey });
    await expect(started).rejects.toMatchObject({
      name: 'CloudStartError',
      code: 'DATABASE_CORRUPT',
      file,
    });
    await expect(started).rejects.toThrow(file);
  });

  it('refuses to start when a file of the data dir is not a database at all', async () => {
    const file = await populatedSecureSite();
    overwrite(file, 0, 100);
    await expect(startCloud({ dataDir: dir, secretKey })).rejects.toMatchObject({
      code: 'DATABASE_CORRUPT',
      file,
    });
  });
});
