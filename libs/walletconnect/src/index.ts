// @kit/walletconnect: the WalletConnect connector (sign-client), multi-namespace. Load it lazily.
export { createWalletConnectConnector, WalletConnectConnector } from './walletconnect-connector';
export type { WalletConnectConnectorOptions } from './walletconnect-connector';
export {
  buildProposalNamespaces,
  canSignInThroughSession,
  WALLETCONNECT_NAMESPACES,
} from './walletconnect-namespaces';
export type { ProposalNamespace, ProposalNamespaces } from './walletconnect-namespaces';
export { isPairingExpired, pairingExpiryFrom } from './pairing-expiry';
export { isLoopbackRelay } from './loopback-relay';
export { OfflineVerify } from './offline-verify';
export { SessionProvider, SessionProviderError } from './session-provider';
