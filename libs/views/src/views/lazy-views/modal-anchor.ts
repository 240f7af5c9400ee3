// Why every lazily loaded view's chunk re-exports this (the modal's side of
// shell/lazy-view-anchor.ts, which explains the first load's side):
//
// esbuild puts each module in a chunk keyed by the set of entry points that reach it through
// static imports. The modal (@kit/views/modal, imported lazily by @kit/react on the first open
// intent) shares small modules with its lazy views (Skeleton, StatusPanel, LegalCheckbox, @kit/ui's
// components…), a different subset with each view, so the modal's code was split into one chunk
// per subset: opening it fetched its own chunk, then ~8 more the browser only found once that one
// had arrived, and the first wallet row waited on the slowest (issue 22, click to list).
// Re-exporting the modal's entry here makes every lazy view reach all that the modal reaches, so
// those modules share one key and one chunk: the open fetches the host's small chunk and that one.
// The re-export is never used, so it keeps no code alive, and a lazy view only ever loads inside
// the open modal, so its chunk finds the modal's already loaded.
//
// The same goes for react-dom, on the first load's side: the page (react-dom/client), the modal's
// host (createPortal) and AllWallets (its virtualiser's flushSync) reach react-dom's main module,
// the other views did not, so that module had a key, and a first-load file, of its own (1.6 KiB
// gzip beside react's 5 KiB). Importing it here gives it the views' key, so it shares react's
// file (-0.5 KiB, one file fewer). react-dom is loaded by then: the import only reads its exports.
import 'react-dom';

export { KitModal as MODAL_ANCHOR } from '../../shell/KitModal/KitModal';
