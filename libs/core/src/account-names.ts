// @kit/core/account-names: checking an account name (spec §5: letters, digits, hyphens). An entry
// of its own (issue 22): only the name registration view and the registration message check one,
// from lazily loaded chunks; a file @kit/core's main entry reaches would be in the first load of
// every page whose lazy chunks use it.
export { isValidAccountName, validateAccountName } from './validation/account-name';
