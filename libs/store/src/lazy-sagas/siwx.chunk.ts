import { siwxSlice } from '@kit/siwx/slice';
import { injectLazySlice } from '../kit-store';

// The sign-in saga's chunk's entry (see lazy-saga-anchor.ts). The saga moves the sign-in slice,
// so the slice replaces its stand-in in the root reducer as the chunk loads (kit-store.ts).
injectLazySlice(siwxSlice);
export { siwxSignInSaga } from '@kit/siwx/lazy-sign-in';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
