// @kit/adapter-example: docs/custom-adapter.md's example as a package (private, never published).
export { ToyAdapter, TOY_CONNECTOR_ID } from './adapter/toy-adapter';
export { toyDevnet } from './adapter/toy-network';
export { TOY_PROFILE } from './adapter/toy-profile';
export {
  TOY_NAMESPACE,
  isToyAddress,
  toyAddress,
  transferBytes,
  verifyToySignature,
} from './ledger/toy-protocol';
export type { SignedToyTransfer, ToyTransfer } from './ledger/toy-protocol';
export { ToyLedger, ToyLedgerRejection } from './ledger/toy-ledger';
export type { ToyLedgerEntry } from './ledger/toy-ledger';
export { startToyLedgerServer } from './ledger/toy-ledger-server';
export type { ToyLedgerServer } from './ledger/toy-ledger-server';
export { createToyWallet, injectToyWallet } from './wallet/toy-wallet';
export type { ToyWallet, ToyWalletProvider } from './wallet/toy-wallet';
