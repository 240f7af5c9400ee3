import { smartSessionsSlice } from '@kit/smart-sessions/slice';
import { injectLazySlice } from '../kit-store';

// The smart-sessions saga's chunk's entry (see lazy-saga-anchor.ts). Its outcomes move the
// smart-sessions slice, so the slice joins the root reducer as the chunk loads, before the saga
// runs (kit-store.ts).
injectLazySlice(smartSessionsSlice);
export { smartSessionsSaga } from '@kit/smart-sessions/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
// The smart-sessions client's request code (cloud-request-code.ts): only this saga calls it.
export { createSmartSessionsRequests } from '@kit/api/smart-sessions-requests';
