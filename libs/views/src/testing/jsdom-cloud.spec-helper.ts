// Lets a jsdom view test run the real apps/cloud: jsdom has no fetch, and its timers cannot unref
// (apps/cloud's history indexer does). The test file gets a loopback-only fetch and Node's
// interval timers; every jest test file has its own global, so nothing leaks into other files.
// Not part of the public API.
import { loopbackFetch } from '@kit/testing/src/jsdom/loopback-fetch';
import { clearInterval as nodeClearInterval, setInterval as nodeSetInterval } from 'node:timers';

/** Installs the loopback fetch and Node's interval timers for the tests of this file. */
export function useNodeNetworking(): void {
  globalThis.setInterval = nodeSetInterval as unknown as typeof setInterval;
  globalThis.clearInterval = nodeClearInterval as unknown as typeof clearInterval;
  globalThis.fetch = loopbackFetch as unknown as typeof fetch;
}
