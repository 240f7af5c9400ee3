import type { ModalView } from '@kit/modal';

/** The sign-in view (spec §2 SIWXSignMessage). */
export const SIGN_VIEW: ModalView = 'SIWXSignMessage';

/**
 * Views a connection attempt is shown on. A connect that lands on one of them moves on (redirect,
 * sign-in or close), and the sign view replaces them rather than stacking on top.
 */
export const CONNECTING_VIEWS: readonly ModalView[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'EmailVerifyOtp',
];

/** The views a visitor goes through to choose and connect a wallet; done once it is connected. */
export const CONNECT_PATH_VIEWS: readonly ModalView[] = [
  'Connect',
  'AllWallets',
  'WhatIsAWallet',
  'EmailLogin',
  ...CONNECTING_VIEWS,
];

/** Spec §2: while a required sign-in has no session, closing is disabled on these views. */
export const SIGN_IN_LOCKED_VIEWS: readonly ModalView[] = ['SIWXSignMessage', 'ApproveTransaction'];

/** Views whose Disconnect button ends there: once the visitor's disconnect is done, the modal closes. */
export const CLOSE_ON_DISCONNECT_VIEWS: readonly ModalView[] = ['Account', 'UnsupportedChain'];

/** Views with nothing to show without a connection: a wallet that ends the last one leaves them. */
export const CONNECTED_ONLY_VIEWS: readonly ModalView[] = [
  'Account',
  'Send',
  'SendPreview',
  'Swap',
  'SwapPreview',
  'OnRamp',
  'Receive',
  'Activity',
  'SmartSessions',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UnsupportedChain',
  'UpdateEmailWallet',
];

/** The views that show a WalletConnect pairing QR code (the full one and basic mode's). */
export const PAIRING_VIEWS: readonly ModalView[] = [
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
];
