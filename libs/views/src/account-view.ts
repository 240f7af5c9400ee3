// @kit/views/account-view: loads the Account view's chunk (views/lazy-views/account.chunk.ts)
// without reaching the modal's code, so @kit/react can fetch it in the first load's code, beside
// the modal's chunk, when a connected visitor is about to open the modal (it lands on Account).
// The modal's view registry imports the same module, so both share one chunk.

/** Loads the Account view's code (once; the browser caches the module); rejects if it fails. */
export function loadAccountView(): Promise<unknown> {
  return import('./views/lazy-views/account.chunk');
}
