// @kit/adapter-bitcoin public API: the bip122 adapter, the injected provider interface it speaks
// (see README.md) and BIP-322 verification.
export { BitcoinAdapter, createBitcoinAdapter } from './bitcoin-adapter';
export type { BitcoinAdapterOptions } from './bitcoin-adapter';
export {
  BITCOIN_ANNOUNCE_EVENT,
  BITCOIN_REQUEST_EVENT,
  isBitcoinWalletProvider,
} from './bitcoin-provider';
export type {
  BitcoinAccountPurpose,
  BitcoinAddressType,
  BitcoinProviderDetail,
  BitcoinProviderEvent,
  BitcoinProviderEvents,
  BitcoinProviderInfo,
  BitcoinWalletAccount,
  BitcoinWalletProvider,
} from './bitcoin-provider';
// Verification needs bitcoinjs-lib: apps that verify import it; tree shaking drops it elsewhere.
export { verifyBip322Signature } from './bip322';
