// @kit/account: the per-namespace account state of spec §3 and the derived account the views
// show (address, balance, status, explorer link…). Every export below carries its one-line doc
// comment at its declaration.
export {
  accountSlice,
  initialAccountState,
  // Reducer actions
  accountDetailsChanged,
  currentTabChanged,
  preferredAccountTypeChanged,
  preferredAccountTypesRestored,
  accountCleared,
  // Selectors of this slice
  selectAccountDetails,
} from './account.slice';
export type { AccountDetails, AccountState, AccountUserEntry, WithAccount } from './account.slice';
export {
  selectAccount,
  selectActiveAccount,
  selectPreferredAccountType,
} from './account.selectors';
export type { AccountView, WithAccountSources } from './account.selectors';
export { accountSaga } from './account.saga';
