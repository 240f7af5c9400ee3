import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Lints code as if it were written inside a given lib, so the import map of ARCHITECTURE.md is
// proved by the real lint configuration rather than restated in the test.
const workspaceRoot = path.resolve(__dirname, '../../..');

const forbidden = [
  ['core importing the store', 'libs/core/src/fixture.ts', '@kit/store'],
  ['core importing a feature', 'libs/core/src/fixture.ts', '@kit/modal'],
  ['a feature importing the store', 'libs/features/modal/src/fixture.ts', '@kit/store'],
  ['the api importing a feature', 'libs/api/src/fixture.ts', '@kit/connection'],
  ['testing importing the store', 'libs/testing/src/fixture.ts', '@kit/store'],
  ['testing importing a feature', 'libs/testing/src/fixture.ts', '@kit/options'],
  [
    'core reaching into the store by a relative path',
    'libs/core/src/fixture.ts',
    '../../store/src/index',
  ],
  ['an adapter importing the store', 'libs/adapters/evm/src/fixture.ts', '@kit/store'],
  ['an adapter importing a feature', 'libs/adapters/evm/src/fixture.ts', '@kit/connection'],
  ['an adapter importing the api', 'libs/adapters/evm/src/fixture.ts', '@kit/api'],
  // @kit/api's tests run against the devnet, so @kit/testing importing @kit/api would be a cycle:
  // the test kit takes the transport as a parameter instead (createCountingRpcClient).
  [
    'testing importing the api (a cycle through the api tests)',
    'libs/testing/src/fixture.ts',
    '@kit/api',
  ],
  ['production code of the store importing testing', 'libs/store/src/fixture.ts', '@kit/testing'],
  ['production code of the api importing the cloud app', 'libs/api/src/fixture.ts', '@kit/cloud'],
  ['the contracts importing testing', 'libs/contracts/src/fixture.ts', '@kit/testing'],
  // @kit/html sits above @kit/react: the React API never reaches the vanilla entry.
  ['the React API importing the vanilla entry', 'libs/react/src/fixture.ts', '@kit/html'],
  ['the vanilla entry importing an adapter', 'libs/html/src/fixture.ts', '@kit/adapter-evm'],
  // Feature floors (README "Feature libs"): only downward. These pairs close no import cycle, so
  // only the floor tags refuse them (an upward import that closes a cycle fails on that as well).
  [
    'a feature importing one of a higher floor (options, floor 1, importing pairing, floor 2)',
    'libs/features/options/src/fixture.ts',
    '@kit/pairing',
  ],
  [
    'a bottom-floor feature importing any other (toast importing alerts)',
    'libs/features/toast/src/fixture.ts',
    '@kit/alerts',
  ],
  [
    'a feature importing one of its own floor (modal importing pairing, both floor 2)',
    'libs/features/modal/src/fixture.ts',
    '@kit/pairing',
  ],
  [
    'a feature test importing a feature of a higher floor (analytics, 3, importing names, 5)',
    'libs/features/analytics/src/fixture.spec.ts',
    '@kit/names',
  ],
] as const;

const allowed = [
  ['the store importing a feature', 'libs/store/src/fixture.ts', '@kit/modal'],
  ['a feature importing core', 'libs/features/toast/src/fixture.ts', '@kit/core'],
  ['a feature importing another feature', 'libs/features/modal/src/fixture.ts', '@kit/connection'],
  [
    'a top-floor feature importing the bottom floor (embedded importing toast)',
    'libs/features/embedded/src/fixture.ts',
    '@kit/toast',
  ],
  ['a feature importing the api', 'libs/features/swap/src/fixture.ts', '@kit/api'],
  ['the api importing core', 'libs/api/src/fixture.ts', '@kit/core'],
  ['testing importing core', 'libs/testing/src/fixture.ts', '@kit/core'],
  ['an adapter importing core', 'libs/adapters/evm/src/fixture.ts', '@kit/core'],
  ['a store test importing testing', 'libs/store/src/fixture.spec.ts', '@kit/testing'],
  ['an api test starting the cloud app', 'libs/api/src/fixture.spec.ts', '@kit/cloud'],
  ['testing importing the contracts', 'libs/testing/src/fixture.ts', '@kit/contracts'],
  [
    "production code of the cloud app importing the contracts (the smart account's artifact)",
    'apps/cloud/src/fixture.ts',
    '@kit/contracts',
  ],
  ['the vanilla entry importing the React API', 'libs/html/src/fixture.ts', '@kit/react'],
  ['an app importing the vanilla entry', 'apps/playground/src/fixture.ts', '@kit/html'],
] as const;

let messages: string[][] = [];

beforeAll(() => {
  const cases = [...forbidden, ...allowed].map(([, file, importPath]) => ({ file, importPath }));
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'lint-imports.mjs'), workspaceRoot, JSON.stringify(cases)],
    { cwd: workspaceRoot, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  messages = JSON.parse(output) as string[][];
});

describe('module boundaries (ARCHITECTURE.md "Who may import whom")', () => {
  it.each(forbidden.map((entry, index) => [entry[0], index] as const))(
    'rejects %s',
    (_name, index) => {
      expect(messages[index]?.length).toBeGreaterThan(0);
    },
  );

  it.each(allowed.map((entry, index) => [entry[0], forbidden.length + index] as const))(
    'allows %s',
    (_name, index) => {
      expect(messages[index]).toEqual([]);
    },
  );
});
