import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KIT_APP, KIT_NAMESPACE_APPS } from './bench-apps';
import { measureBundle, sizesOf, type BundleSizes } from './bundle-size';
import { buildKitApp, installKitFromTarballs } from './kit-from-tarballs';

// Issue 11's CI budget: sizes only (times are too noisy on this machine). The numbers in
// size-budget.json are a ceiling; raise them only deliberately, in the change that needs it.
// Issue 16: the budget holds for the app an integrator builds, from the packed packages (their
// dist, as a bundler sees them in node_modules); the workspace-source build is logged beside it.
// Issue 22: the apps with Solana and with four namespaces are held too, and each namespace beyond
// EVM may add at most `extraNamespaceInitialGzip` before the click (chain SDKs load on first use).
interface AppBudget {
  initialGzip: number;
  totalGzip: number;
}
interface SizeBudget {
  apps: Record<string, AppBudget>;
  extraNamespaceInitialGzip: number;
}

const workspaceRoot = path.resolve(__dirname, '../../..');
const outdir = path.join(workspaceRoot, 'tmp/bench-size');
const scratch = path.join(tmpdir(), 'kit-bench-size-from-tarballs');
const budget = JSON.parse(
  readFileSync(path.join(__dirname, '../size-budget.json'), 'utf8'),
) as SizeBudget;
const APPS = [KIT_APP, ...KIT_NAMESPACE_APPS];

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const describeSizes = (sizes: BundleSizes) =>
  `before click ${kib(sizes.initialGzip)} KiB gzip (${sizes.initialGzip} B; ` +
  `${kib(sizes.initialMin)} KiB min), total ${kib(sizes.totalGzip)} KiB gzip (${sizes.totalGzip} B)`;

describe('the size budget of minimal Kit apps (provider + Connect button)', () => {
  const sizes = new Map<string, BundleSizes>();
  const sizesOfApp = (id: string): BundleSizes => {
    const found = sizes.get(id);
    if (!found) throw new Error(`${id} was not measured`);
    return found;
  };

  beforeAll(async () => {
    installKitFromTarballs(scratch);
    const lines: string[] = [];
    for (const app of APPS) {
      sizes.set(
        app.id,
        sizesOf(await buildKitApp(scratch, app.entry, path.join(outdir, 'tarballs', app.id))),
      );
      const fromSources = await measureBundle(app.entry, path.join(outdir, 'sources', app.id));
      lines.push(
        `${app.label} from the npm tarballs: ${describeSizes(sizesOfApp(app.id))}`,
        `${app.label} from workspace sources: ${describeSizes(fromSources)}`,
      );
    }
    // The figures, both ways, for the log of every run.
    console.log(lines.join('\n'));
  });
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('holds a budget for every app it measures, and measures every app it holds one for', () => {
    expect(Object.keys(budget.apps).sort()).toEqual(APPS.map((app) => app.id).sort());
  });

  it.each(APPS.map((app) => [app.label, app.id]))(
    '%s fetches no more JS before the first click than the budget allows',
    (_label, id) => {
      expect(sizesOfApp(id).initialGzip).toBeLessThanOrEqual(budget.apps[id]!.initialGzip);
    },
  );

  it.each(APPS.map((app) => [app.label, app.id]))(
    '%s ships no more JS in all than the budget allows',
    (_label, id) => {
      expect(sizesOfApp(id).totalGzip).toBeLessThanOrEqual(budget.apps[id]!.totalGzip);
    },
  );

  it.each(KIT_NAMESPACE_APPS.map((app) => [app.label, app.id, app.extraNamespaces]))(
    '%s adds at most the per-namespace allowance before the click to the EVM app',
    (_label, id, extraNamespaces) => {
      const added = sizesOfApp(id).initialGzip - sizesOfApp(KIT_APP.id).initialGzip;
      expect(added).toBeLessThanOrEqual(extraNamespaces * budget.extraNamespaceInitialGzip);
    },
  );

  it('keeps lazy views out of the first load', () => {
    const evm = sizesOfApp(KIT_APP.id);
    expect(evm.totalGzip).toBeGreaterThan(evm.initialGzip);
  });
});
