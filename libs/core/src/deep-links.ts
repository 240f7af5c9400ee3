// @kit/core/deep-links: checking a wallet's app links (`<scheme>://` or https). An entry of its own
// (issue 22): only the Explorer API client's answer checks and the WalletConnect view's links use
// them, both from lazily loaded chunks; a file @kit/core's main entry reaches would be in the first
// load of every page whose lazy chunks use it.
export { sanitizeDeepLink, walletAppScheme, walletAppSchemes } from './security/deep-link';
export type { WalletAppLinks } from './security/deep-link';
