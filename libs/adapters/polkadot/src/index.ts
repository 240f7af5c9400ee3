// @kit/adapter-polkadot public API: the polkadot chain adapter (injectedWeb3 extensions,
// @polkadot/api loaded on first chain access).
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
