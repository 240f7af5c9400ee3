import type { ChainNamespace, KnownNamespace } from '../caip/caip-types';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../social/social-providers';

/**
 * The feature flags of spec §3, the same set for the remote project config and the integrator's
 * local options (the options feature merges remote over local). All serialisable.
 */
export interface KitFeatures {
  /** Token swaps from the Account view, quoted by the swap aggregator (Blockchain API convert). */
  swaps: boolean;
  /** Buying crypto with fiat through the on-ramp. */
  onramp: boolean;
  /** E-mail login to the embedded wallet. */
  email: boolean;
  /** Social logins to the embedded wallet, in display order; `false` hides them all. */
  socials: false | readonly SocialProvider[];
  /** Transaction history (Activity tab). */
  activity: boolean;
  /** The vendor branding footer in the modal. */
  reownBranding: boolean;
  /** Several simultaneous wallet connections listed in ProfileWallets (spec §6). */
  multiWallet: boolean;
  /** The DataCapture view asking the visitor for an e-mail address. */
  emailCapture: boolean;
  /** Funding the wallet by paying from an exchange account. */
  payWithExchange: boolean;
  /** Payment flows (pay a fixed amount to the integrator). */
  payments: boolean;
  /** Sign-in (SIWX) verified by the vendor's hosted authentication service. */
  reownAuthentication: boolean;
  /** The Receive screen (address and QR code). */
  receive: boolean;
  /** The Send screen (native, ERC20 and Solana tokens). */
  send: boolean;
  /** Usage analytics events (spec §6: some events are sent even when off). */
  analytics: boolean;
  /** The AllWallets view with the full explorer catalogue. */
  allWallets: boolean;
  /** A terms-and-privacy checkbox that must be ticked before connecting. */
  legalCheckbox: boolean;
  /** Smart sessions (granting and revoking permissions). */
  smartSessions: boolean;
  /** Collapsing the Connect wallet list behind a "more wallets" entry. */
  collapseWallets: boolean;
}

/** A feature flag name. */
export type KitFeatureName = keyof KitFeatures;

/**
 * Feature defaults used before (or without) a remote config. §9 sets swaps, onramp, email,
 * socials, activity, multiWallet, receive and send; the other values are Kit's own choice.
 */
export const DEFAULT_FEATURES: Readonly<KitFeatures> = {
  // §9 default remote features
  swaps: true,
  onramp: true,
  email: true,
  socials: SOCIAL_PROVIDERS,
  activity: true,
  multiWallet: false,
  // §9 defaults
  receive: true,
  send: true,
  // Ours: §9 says nothing. On for what a plain modal shows; off for anything that adds a step,
  // asks for data, or needs a paid or vendor-hosted service.
  analytics: true,
  allWallets: true,
  reownBranding: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  emailCapture: false,
  payWithExchange: false,
  payments: false,
  reownAuthentication: false,
};

/**
 * A group of connectors on the Connect view.
 * - `walletConnect`: the WalletConnect (QR / deep link) entry.
 * - `recent`: wallets used recently on this device.
 * - `injected`: wallets found in the browser (injected or announced).
 * - `featured`: wallets the integrator features by explorer id.
 * - `custom`: wallets the integrator describes itself.
 * - `external`: connectors the integrator supplies.
 * - `recommended`: the explorer's recommended wallets.
 */
export type ConnectorGroup = (typeof DEFAULT_CONNECTOR_ORDER)[number];

/** Default order of the connector groups on Connect (spec §9): every group, so it names them. */
export const DEFAULT_CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;

/**
 * A wallet action shown on the Account view.
 * - `onramp`: buy crypto with fiat.
 * - `swaps`: swap tokens.
 * - `receive`: show the address and its QR code.
 * - `send`: send tokens.
 */
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number];

/** Default order of the wallet actions on Account (spec §9): every action, so it names them. */
export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;

/**
 * JSON-RPC methods Kit asks a wallet to allow, per namespace (spec §7, §9). eip155 is §7's list of
 * wallet methods in its order; `eth_signTypedData (v3, v4)` there is three methods.
 */
export const DEFAULT_METHODS: Readonly<Record<KnownNamespace, readonly string[]>> = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendTransaction',
    'personal_sign',
    'eth_getBalance',
    'eth_getTransactionReceipt',
    'eth_estimateGas',
    'eth_gasPrice',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_revokePermissions',
    'wallet_watchAsset',
    'wallet_getCallsStatus',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  polkadot: ['polkadot_signTransaction', 'polkadot_signMessage'],
};

/** Wallet events Kit subscribes to in every namespace (spec §9). */
export const DEFAULT_EVENTS: readonly string[] = ['accountsChanged', 'chainChanged'];

/** The default methods of a namespace; a third-party namespace has none until its adapter says. */
export function defaultMethods(namespace: ChainNamespace): readonly string[] {
  return (DEFAULT_METHODS as Readonly<Record<string, readonly string[]>>)[namespace] ?? [];
}
