// @kit/adapter-polkadot public API: the polkadot chain adapter (injectedWeb3 extensions,
// @polkadot/api loaded on first chain access).
// The chain's typed `api.query.system` / `api.tx.balances` come from @polkadot/api's augmentation;
// a type-only import makes this package type-check on its own (as its build does), at no runtime cost.
import type {} from '@polkadot/api-augment';
export { createPolkadotAdapter, PolkadotAdapter } from './polkadot-adapter';
export type { PolkadotAdapterOptions } from './polkadot-adapter';
export { injectedConnectorId } from './connector-catalog';
export type {
  InjectedAccount,
  InjectedAccounts,
  InjectedExtension,
  InjectedSigner,
  InjectedWeb3Entry,
  SignerPayloadRaw,
  SignerResult,
} from './injected-web3';
