import { embeddedSlice } from '@kit/embedded/slice';
import { injectLazySlice } from '../kit-store';

// The embedded wallet saga's chunk's entry (see lazy-saga-anchor.ts). Only its saga moves the
// embedded slice (the modal's theme mode too, once the saga said the wallet is ready), so the
// slice joins the root reducer as the chunk loads, before the saga runs (kit-store.ts).
injectLazySlice(embeddedSlice);
export { embeddedSaga } from '@kit/embedded/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
