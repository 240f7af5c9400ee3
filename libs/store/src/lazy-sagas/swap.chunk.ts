import { swapSlice } from '@kit/swap/slice';
import { injectLazySlice } from '../kit-store';

// The swap saga's chunk's entry (see lazy-saga-anchor.ts). Its outcomes move the swap slice, so
// the slice joins the root reducer as the chunk loads, before the saga runs (kit-store.ts).
injectLazySlice(swapSlice);
export { swapSaga } from '@kit/swap/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
