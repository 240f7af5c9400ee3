// Every view in every state (libs/views/src/testing/view-scenarios.ts), each through the real
// store. Theme: Ladle's light/dark switch; layout: the `layout` control. One export per scenario;
// gallery-stories.spec checks none is missing and every view has one.
import type { StoryDefault } from '@ladle/react';
import { scenarioStory, type StoryArgs } from './support/scenario-story';

export default {
  title: 'Views',
  args: { layout: 'card' },
  argTypes: {
    layout: { options: ['card', 'sheet'], control: { type: 'inline-radio' }, defaultValue: 'card' },
  },
} satisfies StoryDefault<StoryArgs>;

export const Connect = scenarioStory('Connect');
export const ConnectWithTheLegalCheckbox = scenarioStory('Connect with the legal checkbox');
export const AllWalletsInstalledCatalogueUnavailable = scenarioStory(
  'AllWallets (installed, catalogue unavailable)',
);
export const AllWalletsError = scenarioStory('AllWallets error');
export const ConnectingExternalWaiting = scenarioStory('ConnectingExternal (waiting)');
export const ConnectingExternalRejected = scenarioStory('ConnectingExternal (rejected)');
export const Account = scenarioStory('Account');
export const Networks = scenarioStory('Networks');
export const SwitchNetworkError = scenarioStory('SwitchNetwork (error)');
export const SwitchActiveChain = scenarioStory('SwitchActiveChain');
export const UnsupportedChain = scenarioStory('UnsupportedChain');
export const ProfileWallets = scenarioStory('ProfileWallets');
export const ApproveTransaction = scenarioStory('ApproveTransaction');
export const DataCapture = scenarioStory('DataCapture');
export const Send = scenarioStory('Send');
export const SwapNoSwapService = scenarioStory('Swap (no swap service)');
export const Receive = scenarioStory('Receive');
export const SendPreviewNoSendFilledIn = scenarioStory('SendPreview (no send filled in)');
export const WhatIsAWallet = scenarioStory('WhatIsAWallet');
export const WhatIsANetwork = scenarioStory('WhatIsANetwork');
export const EmailLogin = scenarioStory('EmailLogin');
export const EmailVerifyDeviceWaitingForTheLink = scenarioStory(
  'EmailVerifyDevice (waiting for the link)',
);
export const EmailVerifyDeviceThrottled = scenarioStory('EmailVerifyDevice (throttled)');
export const UpdateEmailWallet = scenarioStory('UpdateEmailWallet');
export const ConnectingSocialPopupOpen = scenarioStory('ConnectingSocial (popup open)');
export const ConnectingSocialPopupClosed = scenarioStory('ConnectingSocial (popup closed)');
export const ConnectingFarcasterLinkShown = scenarioStory('ConnectingFarcaster (link shown)');
export const ConnectingFarcasterFailed = scenarioStory('ConnectingFarcaster (failed)');
export const RegisterAccountName = scenarioStory('RegisterAccountName');
export const RegisterAccountNameRefused = scenarioStory('RegisterAccountName (refused)');
export const RegisterAccountNameSuccess = scenarioStory('RegisterAccountNameSuccess');
export const SmartSessionsNoSessionsService = scenarioStory('SmartSessions (no sessions service)');
export const SwapPreviewTokenSwapWithApproval = scenarioStory(
  'SwapPreview (token swap with approval)',
);
export const ConnectingWalletConnectBasicQRCode = scenarioStory(
  'ConnectingWalletConnectBasic (QR code)',
);
export const ConnectingWalletConnectQRCode = scenarioStory('ConnectingWalletConnect (QR code)');
export const ConnectingWalletConnectMetaMaskNotInstalled = scenarioStory(
  'ConnectingWalletConnect (MetaMask, not installed)',
);
export const ConnectingWalletConnectRejected = scenarioStory('ConnectingWalletConnect (rejected)');
export const ActivityNoHistoryService = scenarioStory('Activity (no history service)');
export const SIWXSignMessage = scenarioStory('SIWXSignMessage');
export const ConnectWithEMailAndSocials = scenarioStory('Connect with e-mail and socials');
export const ConnectCatalogueDown = scenarioStory('Connect, catalogue down');
export const EmailVerifyOtp = scenarioStory('EmailVerifyOtp');
export const OnRampSampleOptionsCheckoutDisabled = scenarioStory(
  'OnRamp (sample options, checkout disabled)',
);
export const AllWalletsLoading = scenarioStory('AllWallets (loading)');
export const AllWalletsCatalogue = scenarioStory('AllWallets (catalogue)');
export const AccountNothingConnected = scenarioStory('Account (nothing connected)');
