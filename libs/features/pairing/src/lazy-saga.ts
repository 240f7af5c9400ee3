// @kit/pairing/lazy-saga: the pairing requests' saga, which the store loads on the first
// pairingRequested (issue 22).
export { pairingRequestSaga } from './pairing-request.saga';
