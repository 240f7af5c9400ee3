// @kit/connection/lazy-saga: the requests' saga (connect, disconnect, switch), which the store
// loads on the first request (issue 22).
export { connectionRequestSaga } from './connection-requests.saga';
