// @kit/send/views: what only the views read (the send form's selectors; the sends' saga, loaded on
// the first Send, checks with them too). Kept out of the main entry, which the first screen
// reaches: a bundler puts a whole file in the first load when the page's imports reach it and any
// chunk uses it (issue 22).
export {
  selectSendValidation,
  selectCanSend,
  selectNetworkBalanceInUSD,
  selectSendAmountValue,
} from './send.selectors';
export type { WithSendAndWallet } from './send.selectors';
