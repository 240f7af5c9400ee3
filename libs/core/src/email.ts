// @kit/core/email: checking an email address (RFC 5321 lengths, one @, a dotted domain). An entry
// of its own (issue 22): only the embedded wallet's and the sign-in data capture's sagas check one,
// from lazily loaded chunks; a file @kit/core's main entry reaches would be in the first load of
// every page whose lazy chunks use it.
export { isValidEmail, validateEmail } from './validation/email';
