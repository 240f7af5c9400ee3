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
//
// A client's code travels in the chunk of the saga that uses it when one saga does (on-ramp,
// smart sessions) or when its first use comes with that chunk (the Blockchain API: balances,
// started by the connected sagas' chunk): each chunk of its own costs a file, a request and about
// 0.3 KiB gzip of cross-chunk imports. Importing a saga's chunk runs nothing but its slice's
// injection (kit-store.ts); the store starts the sagas.

/** The loaders createKit gives createCloudClients; a failed load is retried on the next call. */
export const CLOUD_REQUEST_CODE: Required<CloudRequestCode> = {
  blockchain: () => import('./connected.chunk'),
  names: () => import('./names-requests.chunk'),
  swap: () => import('./swap-requests.chunk'),
  onramp: () => import('./onramp.chunk'),
  sessions: () => import('./smart-sessions.chunk'),
};
