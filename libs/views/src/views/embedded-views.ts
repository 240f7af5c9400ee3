// The embedded wallet's flow views (e-mail code, social and Farcaster sign-in, e-mail update) in
// one lazily loaded chunk (ViewOutlet's `embeddedView`): a visitor who starts one of these flows
// is likely to see the next, and one chunk rather than four saves requests and each chunk's share
// of the total size budget.
export { ConnectingFarcasterView } from './ConnectingFarcasterView/ConnectingFarcasterView';
export { ConnectingSocialView } from './ConnectingSocialView/ConnectingSocialView';
export { EmailVerifyDeviceView } from './EmailVerifyDeviceView/EmailVerifyDeviceView';
export { EmailVerifyOtpView } from './EmailVerifyOtpView/EmailVerifyOtpView';
export { UpdateEmailWalletView } from './UpdateEmailWalletView/UpdateEmailWalletView';
