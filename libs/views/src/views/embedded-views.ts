// The embedded wallet's flow views (e-mail code, social and Farcaster sign-in, e-mail update) in
// one lazily loaded chunk (ViewOutlet's `embeddedView`): a visitor who starts one of these flows
// is likely to see the next, and one chunk rather than four saves requests and each chunk's share
// of the total size budget.
export { ConnectingFarcasterView } from './ConnectingFarcasterView/ConnectingFarcasterView';
export { ConnectingSocialView } from './ConnectingSocialView/ConnectingSocialView';
export { EmailVerifyDeviceView } from './EmailVerifyDeviceView/EmailVerifyDeviceView';
export { EmailVerifyOtpView } from './EmailVerifyOtpView/EmailVerifyOtpView';
export { UpdateEmailWalletView } from './UpdateEmailWalletView/UpdateEmailWalletView';
// Reaches all the modal reaches, so the modal's code stays one chunk (lazy-views/modal-anchor.ts).
export { MODAL_ANCHOR } from './lazy-views/modal-anchor';
