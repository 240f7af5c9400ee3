import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureBundle, sizesOf, type BundleSizes } from './bundle-size';
import { buildKitFromTarballs } from './kit-from-tarballs';

// Issue 11's CI budget: sizes only (times are too noisy on this machine). The numbers in
// size-budget.json are a ceiling; raise them only deliberately, in the change that needs it.
// Issue 16: the budget holds for the app an integrator builds, from the packed packages (their
// dist, as a bundler sees them in node_modules); the workspace-source build is logged beside it.
interface SizeBudget {
  initialGzip: number;
  totalGzip: number;
}

const workspaceRoot = path.resolve(__dirname, '../../..');
const outdir = path.join(workspaceRoot, 'tmp/bench-size');
const scratch = path.join(tmpdir(), 'kit-bench-size-from-tarballs');
const budget = JSON.parse(
  readFileSync(path.join(__dirname, '../size-budget.json'), 'utf8'),
) as SizeBudget;

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const describeSizes = (sizes: BundleSizes) =>
  `before click ${kib(sizes.initialGzip)} KiB gzip (${kib(sizes.initialMin)} KiB min), ` +
  `total ${kib(sizes.totalGzip)} KiB gzip`;

describe('the size budget of a minimal Kit app (provider + Connect button, EVM)', () => {
  let sizes: BundleSizes;

  beforeAll(async () => {
    sizes = sizesOf(await buildKitFromTarballs(scratch, path.join(outdir, 'tarballs')));
    const fromSources = await measureBundle(
      path.join(__dirname, 'minimal-app.tsx'),
      path.join(outdir, 'sources'),
    );
    // The figures, both ways, for the log of every run.
    console.log(
      `minimal Kit app from the npm tarballs: ${describeSizes(sizes)}\n` +
        `minimal Kit app from workspace sources: ${describeSizes(fromSources)}`,
    );
  });
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('fetches no more JS before the first click than the budget allows', () => {
    expect(sizes.initialGzip).toBeLessThanOrEqual(budget.initialGzip);
  });

  it('ships no more JS in all than the budget allows', () => {
    expect(sizes.totalGzip).toBeLessThanOrEqual(budget.totalGzip);
  });

  it('keeps lazy views out of the first load', () => {
    expect(sizes.totalGzip).toBeGreaterThan(sizes.initialGzip);
  });
});
