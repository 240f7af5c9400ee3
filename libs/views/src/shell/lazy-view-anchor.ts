// Why every view reaches this module (through store/kit-store-hooks.ts, which re-exports it):
//
// esbuild, which the size budget and the benchmark build with, puts each module in a chunk keyed
// by the set of entry points that reach it through static imports: the app, and every lazily
// loaded view or saga. Unlike Rollup and webpack it does not notice that a lazy chunk's
// dependencies are already loaded by the page, so each different combination of lazy views that
// reach a module became a chunk of its own in the first load: ~30 files that gzip separately,
// ~5 KB more than the same code in a few files (tools/bench, size-budget.spec.ts).
//
// Re-exporting the store's entry here makes every view reach every module the store reaches, so
// those modules share one set of entry points, and one chunk. It costs nothing at run time: the
// re-export is never used, so it keeps no code alive, and the page has loaded the store already.
export { createKit as LAZY_VIEW_ANCHOR } from '@kit/store';
