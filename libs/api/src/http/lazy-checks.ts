import { lazyClient } from '../cloud/lazy-client';

// Issue 22: the clients a page uses before its first click (config, explorer, balances, sign-in
// sessions) send their requests from the first load, but check the answers with valibot schemas
// that load once an answer is in (fetchJson): a page whose requests fail or are still pending at
// the click never fetches them, and none of them delays a request.

/** A module of answer schemas and readers, loaded on first use (again after a failed load). */
export interface LazyChecks<TModule> {
  /** The module, once loaded. */
  get(): Promise<TModule>;
  /** Loads the module's export `name` (a schema), for fetchJson to load with the answer. */
  schema<K extends keyof TModule>(name: K): () => Promise<TModule[K]>;
}

/** The checks `load` loads (a dynamic import of the client's schemas file). */
export function lazyChecks<TModule>(load: () => Promise<TModule>): LazyChecks<TModule> {
  const module = lazyClient(load);
  return {
    get: () => module.get(),
    schema: (name) => () => module.get().then((loaded) => loaded[name]),
  };
}
