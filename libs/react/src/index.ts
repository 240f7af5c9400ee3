// @kit/react public API: the provider, hooks and buttons over a Kit instance.
// Every export below carries its one-line doc comment at its declaration.

// Provider
export { KitProvider } from './KitProvider/KitProvider';
export type { KitProviderProps } from './KitProvider/KitProvider';

// Hooks
export {
  useKit,
  useKitAccount,
  useKitNetwork,
  useKitState,
  useKitEvents,
  useKitProvider,
  useDisconnect,
  useWalletInfo,
  useKitBalance,
} from './kit-hooks';
export type {
  UseKitResult,
  UseKitAccountResult,
  UseKitNetworkResult,
  UseKitStateResult,
  UseKitProviderResult,
  UseDisconnectResult,
  UseKitBalanceResult,
  KitWalletInfo,
} from './kit-hooks';
export type { KitEvent, KitEventName } from './kit-events';
export { useSignMessage } from './use-sign-message';
export type { SignMessageStatus, UseSignMessageResult } from './use-sign-message';
export type { SignMessageRequest } from '@kit/store';
// The typed store hooks live with the views that read the store; re-exported for apps.
export { useKitSelector, useKitDispatch } from '@kit/views';
export type { EqualityFn } from '@kit/views';

// Components
export { ConnectButton } from './ConnectButton/ConnectButton';
export type { ConnectButtonProps } from './ConnectButton/ConnectButton';
export { AccountButton } from './AccountButton/AccountButton';
export type { AccountButtonProps } from './AccountButton/AccountButton';
export { NetworkButton } from './NetworkButton/NetworkButton';
export type { NetworkButtonProps } from './NetworkButton/NetworkButton';

// Re-exported so an app needs one import for the common case.
export { createKit } from '@kit/store';
export type { CreateKitOptions, Kit } from '@kit/store';
export { createCloudSiwxConfig, createLocalSiwxConfig } from '@kit/store';
export type { CloudSiwxConfigOptions, LocalSiwxConfigOptions, SiwxConfig } from '@kit/store';
