// @kit/siwx/lazy-sign-in: the sign-in saga, which the store loads once sign-in is on (issue 22).
export { siwxSignInSaga } from './siwx.saga';
