import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

describe('artifacts.json', () => {
  it('matches a fresh solc-js compile of libs/contracts/contracts (run scripts/compile-contracts.mjs after editing them)', () => {
    // One compile, in a child process: solc-js takes seconds to load and is cheaper outside jest's registry.
    const script = join(__dirname, '..', 'scripts', 'compile-contracts.mjs');
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    // stderr is in the compared object so a failure shows solc's or the checker's message.
    expect({ status: result.status, stderr: result.stderr }).toMatchObject({ status: 0 });
  }, 120_000);
});
