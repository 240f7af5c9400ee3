import { kitError } from '@kit/core';

// Issue 22: Kit makes the hosted sign-in config (createCloudSiwxConfig) with the page, but its
// sessions are checked only once sign-in runs. The session checks and the message codec under
// them (@kit/core/siwx) load then, so a page without sign-in, or before it, never fetches them;
// the sign-in saga's chunk shares them. (The local config imports the codec statically: a page
// that uses it signs in, and one that does not drops it with the rest of the config.)

/**
 * `load` (a dynamic import: the session checks, or the cloud config's working part, see
 * cloud-siwx-config.ts), loaded once. A failed load is an
 * AUTH_INIT_FAILED KitError (sign-in could not start, as when the sign-in saga's chunk does not
 * arrive) and is forgotten, so the next call tries again.
 */
export function lazySiwxCodec<TModule>(load: () => Promise<TModule>): () => Promise<TModule> {
  let loading: Promise<TModule> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw kitError('AUTH_INIT_FAILED', {}, { cause: error });
    });
    return loading;
  };
}
