// Why every lazily loaded feature saga's chunk re-exports this (the sagas' side of
// libs/views/src/shell/lazy-view-anchor.ts, which explains it for the views):
//
// esbuild puts each module in a chunk keyed by the set of entry points that reach it through
// static imports. A feature saga's chunk reached only its own feature's dependencies, a different
// subset for each saga, so the modules of the first load were split into one chunk per subset:
// about 25 files that gzip separately, ~6 KB more before the first click than the same code in a
// few files (tools/bench, size-budget.spec.ts). Re-exporting the store's entry here makes every
// saga chunk reach all that the page reaches, so those modules share one key and one chunk. The
// re-export is never used, so it keeps no code alive, and the page has loaded the store already.
//
// The features cannot import the store (it sits above them), so the store owns the dynamic
// imports: each feature exposes its lazy saga as the `<package>/lazy-saga` entry, and the files
// beside this one are the chunks' entries.
export { createKit as LAZY_SAGA_ANCHOR } from '../create-kit';
