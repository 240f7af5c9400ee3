import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { AppBuild } from '../bundle-size';
import { appPageHtml, serveApp, type StaticAppServer } from './static-app-server';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const root = path.join(workspaceRoot, 'tmp/bench-server-spec');
const outdir = path.join(root, 'dist');

/** A two-file "build": the entry and a chunk, plus a secret beside (not inside) the output. */
function fakeBuild(): AppBuild {
  mkdirSync(outdir, { recursive: true });
  writeFileSync(path.join(outdir, 'main.js'), 'import "./chunk.js";console.log("main")');
  writeFileSync(path.join(outdir, 'chunk.js'), 'console.log("chunk")');
  writeFileSync(path.join(outdir, 'lazy.js'), 'console.log("lazy")');
  writeFileSync(path.join(outdir, 'main.css'), 'body{margin:0}');
  writeFileSync(path.join(root, 'secret.txt'), 'not for the page');
  const output = (bytes: number, imports: { path: string; kind: string }[] = []) => ({
    bytes,
    inputs: {},
    imports,
    exports: [],
  });
  const metafile = {
    inputs: {},
    outputs: {
      'dist/main.js': output(40, [
        { path: 'dist/chunk.js', kind: 'import-statement' },
        { path: 'dist/lazy.js', kind: 'dynamic-import' },
      ]),
      'dist/chunk.js': output(20),
      'dist/lazy.js': output(18),
      'dist/main.css': output(14),
    },
  } as unknown as Metafile;
  return { metafile, workingDir: root, entryFile: 'dist/main.js', cssFile: 'dist/main.css' };
}

describe('the static server of a benchmarked app', () => {
  let server: StaticAppServer;
  let app: AppBuild;

  beforeAll(async () => {
    app = fakeBuild();
    server = await serveApp(app, outdir);
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a page that loads the stylesheet and the entry module', async () => {
    const html = await fetch(server.url).then((response) => response.text());
    expect(html).toBe(appPageHtml(app, outdir));
    expect(html).toContain('<link rel="stylesheet" href="/main.css">');
    expect(html).toContain('<script type="module" src="/main.js"></script>');
  });

  it('preloads the chunks the entry imports statically, as a bundler-built page does, and no other', async () => {
    const html = await fetch(server.url).then((response) => response.text());
    expect(html.match(/<link rel="modulepreload" href="[^"]+">/g)).toEqual([
      '<link rel="modulepreload" href="/chunk.js">',
    ]);
  });

  it('serves the JS with its type and knows every JS file by path', async () => {
    const response = await fetch(new URL('/chunk.js', server.url));
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe('console.log("chunk")');
    expect([...server.jsSizes.keys()].sort()).toEqual(['/chunk.js', '/lazy.js', '/main.js']);
    expect(server.jsSizes.get('/chunk.js')?.min).toBe(20);
  });

  it('never serves a file outside the build folder', async () => {
    for (const sneaky of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const response = await fetch(new URL(sneaky, server.url));
      expect(response.status).toBe(404);
    }
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await fetch(new URL('/missing.js', server.url))).status).toBe(404);
  });
});
