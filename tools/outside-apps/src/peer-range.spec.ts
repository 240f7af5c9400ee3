import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packWorkspacePackages, removePackedTarballs, tarballOverrides } from '@kit/testing';
import { integratorEnv } from './support/outside-app';

// Issue 16, bad input: a React outside Kit's peer range (18 or 19) is reported by npm at install
// time, not by a crash in the page.
describe('an app on React 17', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-outside-react17-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gets an npm peer-dependency error naming react when it installs @kit/react', () => {
    const packed = packWorkspacePackages();
    const react = packed.find((pkg) => pkg.name === '@kit/react')!;
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: 'react17-app',
        private: true,
        overrides: tarballOverrides(packed, new Set(['@kit/react'])),
      }),
    );
    let output = '';
    try {
      execFileSync(
        'npm',
        [
          'install',
          `file:${react.tarball}`,
          'react@^17',
          'react-dom@^17',
          '--prefer-offline',
          '--no-audit',
          '--no-fund',
        ],
        { cwd: dir, env: integratorEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      output = String((error as { stderr?: string }).stderr ?? '');
    } finally {
      removePackedTarballs(packed);
    }
    expect(output).toContain('ERESOLVE');
    expect(output).toMatch(/peer react@"\^18\.0\.0 \|\| \^19\.0\.0" from @kit\/react/);
  });
});
