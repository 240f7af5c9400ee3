import { execFileSync } from 'node:child_process';
import { packWorkspacePackages, removePackedTarballs, WORKSPACE_ROOT } from '@kit/testing';

// Issue 16, bad input: importing Kit where there is no browser (a server render, a worker) never
// throws; a browser-only call there throws a KitError naming the call. Each package is imported
// from its built dist (Node resolves @kit/* through the workspace's node_modules to `exports`'
// `import` condition), in a plain `node` child process: no jsdom, no window, no document.
const packed = packWorkspacePackages();
// Only the names are needed: each package is imported from the workspace's build.
removePackedTarballs(packed);
const names = packed.filter((pkg) => pkg.files.includes('dist/index.mjs')).map((pkg) => pkg.name);

/** Runs an ES module script in a fresh `node`, from the workspace root; returns its stdout. */
function runNode(script: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: WORKSPACE_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the built packages outside a browser', () => {
  it.each(names)('%s imports in plain Node (no window, no document)', (name) => {
    const out = runNode(
      `const m = await import(${JSON.stringify(name)});\n` +
        // One string: Node colours a logged boolean when a runner sets FORCE_COLOR.
        'console.log(`${typeof window} ${typeof document} ${Object.keys(m).length > 0}`);',
    );
    expect(out.trim()).toBe('undefined undefined true');
  });

  it('every package imports in a worker thread that looks like a web worker (self, no window)', () => {
    const worker = `
      globalThis.self = globalThis;
      for (const name of ${JSON.stringify(names)}) await import(name);
      parentPort.postMessage('imported ' + ${names.length});`;
    const out = runNode(
      `import { Worker } from 'node:worker_threads';\n` +
        `const w = new Worker(${JSON.stringify(`import { parentPort } from 'node:worker_threads';${worker}`)}, { eval: true, type: 'module' });\n` +
        `w.on('message', (m) => { console.log(m); w.terminate(); });\n` +
        `w.on('error', (e) => { console.log('failed ' + e.message); process.exitCode = 1; });`,
    );
    expect(out.trim()).toBe(`imported ${names.length}`);
  });

  it('createKit() works on a server (state only), so a server render can use it', () => {
    const out = runNode(`
      const { createKit } = await import('@kit/store');
      const { mainnet } = await import('@kit/core');
      const { createEvmAdapter } = await import('@kit/adapter-evm');
      const kit = createKit({ networks: [mainnet], adapters: [createEvmAdapter()], projectId: 'kit-local' });
      kit.open();
      console.log(kit.getState().modal.view);
      kit.destroy();
      process.exit(0);`);
    expect(out.trim().split('\n').pop()).toBe('Connect');
  });

  it.each([
    [
      '@kit/embedded-wallet',
      'createEmbeddedWallet',
      "{ secureSiteUrl: 'http://127.0.0.1:4000', projectId: 'kit-local' }",
    ],
    ['@kit/html', 'createKitModal', "{ networks: [(await import('@kit/core')).mainnet] }"],
  ])(
    "%s: %s() throws @kit/core's KitError naming the call (one KitError class across packages)",
    (name, call, options) => {
      const out = runNode(`
        const { KitError } = await import('@kit/core');
        const { ${call} } = await import('${name}');
        try {
          ${call}(${options});
          console.log('no error');
        } catch (error) {
          console.log(JSON.stringify([error instanceof KitError, error.code, error.message]));
        }`);
      expect(JSON.parse(out)).toEqual([
        true,
        'BROWSER_ONLY',
        `${call}() needs a browser page (window and document)`,
      ]);
    },
  );
});
