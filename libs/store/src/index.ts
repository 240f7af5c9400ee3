// @kit/store: createKit() — the store, its saga wiring and the connector registry.
export { createKit, kitViewStore } from './create-kit';
export type { Kit, KitConnection } from './create-kit';
export type { CreateKitOptions } from './kit-options';
export type { SignMessageRequest } from './kit-sign-message';
export type { KitSagaContext } from './kit-context';
export type { KitState, KitStore, LazyKitSlice, LazyKitSlices } from './kit-store';
export { injectLazySlice, rootReducer } from './kit-store';
export { ConnectorRegistry } from './connector-registry';
export { adapterEventToAction } from './registry.saga';
export { transactionSettled } from './late-transactions/late-transaction.saga';
export { createRpcClients, defaultRpcClientFactory } from './rpc-clients';
export type { RpcClientFactory, RpcClients } from './rpc-clients';
// Sign-in configs, so an app needs no feature import to turn sign-in on.
export { createCloudSiwxConfig, createLocalSiwxConfig } from '@kit/siwx';
export type {
  CloudSiwxConfigOptions,
  LocalSiwxConfigOptions,
  SiwxConfig,
  SiwxMessageInput,
} from '@kit/siwx';
