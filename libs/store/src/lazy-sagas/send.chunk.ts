import { sendSlice } from '@kit/send/slice';
import { injectLazySlice } from '../kit-store';

// The sends' saga's chunk's entry (see lazy-saga-anchor.ts). Its outcomes move the send slice, so
// the slice joins the root reducer as the chunk loads, before the saga runs (kit-store.ts).
injectLazySlice(sendSlice);
export { sendRequestSaga } from '@kit/send/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
