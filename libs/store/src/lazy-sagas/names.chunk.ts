import { namesSlice } from '@kit/names/slice';
import { injectLazySlice } from '../kit-store';

// The names saga's chunk's entry (see lazy-saga-anchor.ts). Its outcomes move the names slice, so
// the slice joins the root reducer as the chunk loads, before the saga runs (kit-store.ts).
injectLazySlice(namesSlice);
export { namesSaga } from '@kit/names/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
