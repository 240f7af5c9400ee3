import { onrampSlice } from '@kit/onramp/slice';
import { injectLazySlice } from '../kit-store';

// The on-ramp saga's chunk's entry (see lazy-saga-anchor.ts). Its outcomes move the on-ramp
// slice, so the slice joins the root reducer as the chunk loads, before the saga runs
// (kit-store.ts).
injectLazySlice(onrampSlice);
export { onrampSaga } from '@kit/onramp/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
// The on-ramp client's request code (cloud-request-code.ts): only this saga calls the client, and
// it holds the client's §8 samples already.
export { createOnrampRequests } from '@kit/api/onramp-requests';
