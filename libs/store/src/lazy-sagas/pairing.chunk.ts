// The pairing requests' saga's chunk's entry (see lazy-saga-anchor.ts), with the one-click
// sign-in request each offer asks for (only a pairing needs it, issue 22).
export { pairingRequestSaga } from '@kit/pairing/lazy-saga';
export { oneClickSignInRequest } from '@kit/siwx/one-click';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
