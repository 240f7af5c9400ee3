// @kit/onramp/views: what only the views read (the on-ramp form's selectors). Kept out of the main
// entry, which the first screen reaches: a bundler puts a whole file in the first load when the
// page's imports reach it and any chunk uses it (issue 22).
export {
  onrampNetworkOf,
  selectCanCheckout,
  selectOnrampLimits,
  selectOnrampPurchaseCurrencies,
  selectOnrampValidation,
} from './onramp.selectors';
export type { WithOnrampAndNetwork } from './onramp.selectors';
export { selectOnrampSupported } from './onramp-support.selectors';
