import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WORKSPACE_ROOT } from '@kit/testing';

// Issue 16: apps/cloud runs as a command, `npx kit-cloud`, with the options of src/cli-args.ts,
// from any directory.
const bin = path.join(WORKSPACE_ROOT, 'node_modules/.bin/kit-cloud');

describe('npx kit-cloud', () => {
  it('serves on the port it is given, from any directory, and stops cleanly on SIGTERM', async () => {
    const child = spawn(bin, ['--port', '0', '--log-level', 'warn'], {
      cwd: tmpdir(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = out.match(
          /Kit cloud listening at (http:\/\/127\.0\.0\.1:\d+) \(data dir (\S+);/,
        );
        if (found) resolve(found);
      });
      child.once('exit', (code) => reject(new Error(`kit-cloud exited (${code}): ${out}`)));
    });
    const [, url, dataDir] = match;
    const response = await fetch(`${url}/v1/getWallets?page=1&entries=1`, {
      headers: { 'x-project-id': 'kit-local' },
    });
    expect(response.status).toBeLessThan(500);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // A temp data dir (no --data-dir) is deleted on stop.
    expect(existsSync(dataDir!)).toBe(false);
  });

  it('lists its options with --help', async () => {
    const child = spawn(bin, ['--help'], { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    for (const option of ['--port', '--host', '--data-dir', '--log-level']) {
      expect(out).toContain(option);
    }
  });
});
