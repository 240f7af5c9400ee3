import { rmSync } from 'node:fs';
import { packWorkspacePackages, removePackedTarballs } from '@kit/testing';
import type { GuideSection } from './support/install-guide';
import { createOutsideApp, type OutsideApp } from './support/outside-app';

// The published declarations resolve for a TypeScript project on Node's own module resolution
// (`"module": "nodenext"`, what `tsc --init` writes and most server code uses), not only for one on
// Bundler resolution, and they say what Node loads: ES modules. Under nodenext a `.d.ts` of a
// package without `"type": "module"` is read as CommonJS, which typed Kit as a CJS module.
// No browser: the app is only type-checked, strict and with the libraries' .d.ts checked too.
const nodenextApp: GuideSection = {
  title: 'nodenext type check',
  commands: [
    'mkdir kit-nodenext && cd kit-nodenext',
    'npm init -y',
    'npm pkg set type=module',
    'npm install @kit/core @kit/react @kit/adapter-evm @kit/html @kit/ui react@^19 react-dom@^19',
    'npm install -D typescript@~5.9 @types/react@^19 @types/react-dom@^19 @types/node@^20',
  ],
  files: new Map([
    [
      'tsconfig.json',
      JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            module: 'nodenext',
            moduleResolution: 'nodenext',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: false,
            noEmit: true,
          },
          include: ['src'],
        },
        null,
        2,
      ),
    ],
    [
      'src/main.tsx',
      [
        "import { KitError, mainnet } from '@kit/core';",
        "import { ConnectButton, createKit, KitProvider } from '@kit/react';",
        "import { createEvmAdapter } from '@kit/adapter-evm';",
        "import { createKitModal, type KitModalInstance } from '@kit/html';",
        "import { QrCode } from '@kit/ui/qr';",
        '',
        "const options = { networks: [mainnet], adapters: [createEvmAdapter()], projectId: 'kit-local' };",
        'export const openModal = (): KitModalInstance => createKitModal(options);',
        'export const kit = createKit(options);',
        'export const App = () => (',
        '  <KitProvider kit={kit}>',
        '    <ConnectButton />',
        '    <QrCode value="wc:kit" size={200} />',
        '  </KitProvider>',
        ');',
        'export const isKitError = (error: unknown): boolean => error instanceof KitError;',
        '',
      ].join('\n'),
    ],
    [
      // Typed as what Node loads: ES modules, which have no default export. Types read as CommonJS
      // (a `.d.ts` in a package without `"type": "module"`) let this import type-check, then fail
      // in Node with "does not provide an export named 'default'".
      'src/esm-only.ts',
      [
        '// @ts-expect-error @kit/core is an ES module with named exports only',
        "import kit from '@kit/core';",
        'export const notThere: unknown = kit;',
        '',
      ].join('\n'),
    ],
  ]),
};

describe('an app type-checked with "module": "nodenext", installed from the tarballs', () => {
  let app: OutsideApp | undefined;

  beforeAll(() => {
    const packed = packWorkspacePackages();
    try {
      app = createOutsideApp('nodenext', nodenextApp, packed);
    } finally {
      removePackedTarballs(packed);
    }
  });
  afterAll(() => {
    if (app) rmSync(app.dir, { recursive: true, force: true });
  });

  // nodenext is the tsconfig's own; node16 and Bundler (the Vite guide's) on the same app.
  it.each([
    ['nodenext', 'nodenext'],
    ['node16', 'node16'],
    ['preserve', 'bundler'],
  ])(
    'with module %s and moduleResolution %s, every type of @kit/core, react, adapter-evm, html and ui/qr resolves (strict, skipLibCheck off)',
    (module, moduleResolution) => {
      let output = '';
      try {
        app!.run(
          `npx tsc -p tsconfig.json --module ${module} --moduleResolution ${moduleResolution}`,
        );
      } catch (error) {
        const failure = error as { stdout?: string; stderr?: string };
        output = `${failure.stdout ?? ''}${failure.stderr ?? ''}`.trim() || String(error);
      }
      expect(output).toBe('');
    },
  );
});
