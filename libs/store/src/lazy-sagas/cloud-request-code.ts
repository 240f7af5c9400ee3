import type { CloudRequestCode } from '@kit/api';

// Why the store, not @kit/api, imports the Blockchain API clients' request code (the lower
// layers' side of lazy-saga-anchor.ts):
//
// esbuild keys each module by the set of entry points (the app and every dynamic-import target)
// that reach it through static imports. When @kit/api imported its own request code, those two
// chunks reached @kit/api's HTTP helpers and @kit/core but not the store and features, so the
// helpers they share with the page got keys of their own: two more files in the first load
// (~0.9 KiB gzip with their cross-chunk imports, tools/bench first-load-report.ts). @kit/api
// cannot reach the store (it sits below it), so it takes the loaders, and these chunk entries
// re-export the store's anchor: they reach all the page reaches, and share its chunk.

/** The loaders createKit gives createCloudClients; a failed load is retried on the next call. */
export const CLOUD_REQUEST_CODE: Required<CloudRequestCode> = {
  blockchain: () => import('./blockchain-requests.chunk'),
  names: () => import('./names-requests.chunk'),
  swap: () => import('./swap-requests.chunk'),
  onramp: () => import('./onramp-requests.chunk'),
  sessions: () => import('./smart-sessions-requests.chunk'),
};
