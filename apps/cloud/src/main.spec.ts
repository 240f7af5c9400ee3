import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

describe('main.ts (the CLI)', () => {
  it('prints its URL, serves /health, and exits 0 on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(__dirname, 'main.ts'),
        '--port',
        '0',
        '--log-level',
        'silent',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
      });
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);
});
