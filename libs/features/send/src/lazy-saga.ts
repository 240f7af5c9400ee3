// @kit/send/lazy-saga: the sends' saga, which the store loads on the first Send (issue 22).
export { sendRequestSaga } from './send.saga';
