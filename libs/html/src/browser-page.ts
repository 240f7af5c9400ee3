import { kitError } from '@kit/core';

/**
 * Throws BROWSER_ONLY naming `call` where there is no page to draw on (a server, a worker), so a
 * server may import @kit/html (nothing runs at import time) and learns at the call what went wrong.
 */
export function assertBrowserPage(call: string): void {
  if (
    typeof window === 'undefined' ||
    typeof document === 'undefined' ||
    typeof customElements === 'undefined'
  ) {
    throw kitError('BROWSER_ONLY', { call });
  }
}
