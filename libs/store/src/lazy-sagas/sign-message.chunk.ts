// kit.signMessage()'s checks and call's chunk entry (see lazy-saga-anchor.ts): loaded on the
// first call, since most pages never sign outside the sign-in flow.
export { signMessageThrough } from '../kit-sign-message';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
