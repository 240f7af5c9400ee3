import type { ModalView } from '@kit/modal';
import { Suspense, useState, type ComponentType } from 'react';
import { ViewErrorBoundary } from '../../components/ViewErrorBoundary/ViewErrorBoundary';
import { ConnectingExternalView } from '../../views/ConnectingExternalView/ConnectingExternalView';
import { ConnectView } from '../../views/ConnectView/ConnectView';
import { EmailLoginView } from '../../views/EmailLoginView/EmailLoginView';
import { NotAvailableView } from '../../views/NotAvailableView/NotAvailableView';
import type * as EmbeddedViews from '../../views/embedded-views';
import type * as SecondaryViews from '../../views/secondary-views';
import { retryableLazy, type RetryableLazy } from '../retryable-lazy';
import { VIEW_TITLES } from '../view-titles';
import { LazyView, ViewLoading } from './LazyView';

/**
 * How a view is rendered.
 * - `eager`: in the modal's chunk (the shell and the views of the first screen: Connect, the
 *   connecting view a wallet row opens, and the small e-mail ones).
 * - `lazy`: its code loads when first shown (or preloaded), behind a spinner in the open shell
 *   (LazyView); a failed load offers Try again. Each is imported through its chunk's entry under
 *   views/lazy-views/ (or a group file), which keeps the modal's own code in one chunk.
 * - `unavailable`: not built yet; a "not available" panel, never a blank modal.
 */
export type ViewEntry =
  | { kind: 'eager'; component: ComponentType }
  | { kind: 'lazy'; view: RetryableLazy }
  | { kind: 'unavailable' };

const eager = (component: ComponentType): ViewEntry => ({ kind: 'eager', component });
const lazyView = (load: () => Promise<ComponentType>): ViewEntry => ({
  kind: 'lazy',
  view: retryableLazy(load),
});
/** A view of the secondary-views chunk: the first one shown loads them all (see that file). */
const secondaryView = (name: Exclude<keyof typeof SecondaryViews, 'MODAL_ANCHOR'>): ViewEntry =>
  lazyView(() => import('../../views/secondary-views').then((module) => module[name]));
/** A view of the embedded wallet's flows: one chunk for all of them (see embedded-views.ts). */
const embeddedView = (name: Exclude<keyof typeof EmbeddedViews, 'MODAL_ANCHOR'>): ViewEntry =>
  lazyView(() => import('../../views/embedded-views').then((module) => module[name]));

/**
 * Every view of the modal (spec §2 and the wallet-feature views) and how it renders. A record
 * over ModalView, so adding a view to @kit/modal fails to compile until it has an entry here.
 */
export const VIEW_REGISTRY: Readonly<Record<ModalView, ViewEntry>> = {
  Connect: eager(ConnectView),
  // Lazy: a first visit opens on Connect and never needs it. A connected visitor's intent to open
  // fetches it beside the modal's code (@kit/react's modal loader), and the modal preloads it
  // whenever a wallet is connected, so an open on Account does not wait for it.
  Account: lazyView(() =>
    import('../../views/lazy-views/account.chunk').then((module) => module.AccountView),
  ),
  // Lazy for its virtualiser (about 10 kB gzipped); KitModal preloads it as soon as the modal
  // opens, and at mount on mobile, where it is the first view (spec §2).
  AllWallets: lazyView(() =>
    import('../../views/lazy-views/all-wallets.chunk').then((module) => module.AllWalletsView),
  ),
  // Lazy: only pairing needs them, and the QR code's encoder comes along.
  ConnectingWalletConnectBasic: lazyView(() =>
    import('../../views/lazy-views/wallet-connect.chunk').then(
      (module) => module.ConnectingWalletConnectBasicView,
    ),
  ),
  ConnectingWalletConnect: lazyView(() =>
    import('../../views/lazy-views/wallet-connect.chunk').then(
      (module) => module.ConnectingWalletConnectView,
    ),
  ),
  // In the modal's chunk: a wallet row opens it, and it is small (a lazy chunk of its own was
  // one more request right after the open).
  ConnectingExternal: eager(ConnectingExternalView),
  ConnectingFarcaster: embeddedView('ConnectingFarcasterView'),
  ConnectingSocial: embeddedView('ConnectingSocialView'),
  // In the secondary views' chunk: only the emailCapture feature shows it, after a cloud sign-in.
  DataCapture: secondaryView('DataCaptureView'),
  SIWXSignMessage: secondaryView('SIWXSignMessageView'),
  // In the secondary views' chunk: only the embedded wallet (itself loaded on demand) asks.
  ApproveTransaction: secondaryView('ApproveTransactionView'),
  RegisterAccountName: secondaryView('RegisterAccountNameView'),
  RegisterAccountNameSuccess: secondaryView('RegisterAccountNameSuccessView'),
  SwitchNetwork: secondaryView('SwitchNetworkView'),
  SwitchActiveChain: secondaryView('SwitchActiveChainView'),
  EmailLogin: eager(EmailLoginView),
  EmailVerifyOtp: embeddedView('EmailVerifyOtpView'),
  EmailVerifyDevice: embeddedView('EmailVerifyDeviceView'),
  ProfileWallets: secondaryView('ProfileWalletsView'),
  UpdateEmailWallet: embeddedView('UpdateEmailWalletView'),
  UnsupportedChain: secondaryView('UnsupportedChainView'),
  Networks: secondaryView('NetworksView'),
  Send: lazyView(() =>
    import('../../views/lazy-views/send.chunk').then((module) => module.SendView),
  ),
  // Lazy like Send, which it follows.
  SendPreview: lazyView(() =>
    import('../../views/lazy-views/send-preview.chunk').then((module) => module.SendPreviewView),
  ),
  // Swaps and the on-ramp are heavy and rarely opened: their code loads when first shown.
  Swap: lazyView(() => import('../../views/swap-views').then((module) => module.SwapView)),
  SwapPreview: lazyView(() =>
    import('../../views/swap-views').then((module) => module.SwapPreviewView),
  ),
  OnRamp: lazyView(() =>
    import('../../views/lazy-views/onramp.chunk').then((module) => module.OnRampView),
  ),
  Receive: lazyView(() =>
    import('../../views/lazy-views/receive.chunk').then((module) => module.ReceiveView),
  ),
  // Lazy like the other heavy views (ARCHITECTURE.md): history is opened from Account only.
  Activity: lazyView(() =>
    import('../../views/lazy-views/activity.chunk').then((module) => module.ActivityView),
  ),
  // Explainers opened from Connect and from the network picker: small, with the secondary views.
  WhatIsAWallet: secondaryView('WhatIsAWalletView'),
  WhatIsANetwork: secondaryView('WhatIsANetworkView'),
  SmartSessions: secondaryView('SmartSessionsView'),
};

/** Starts loading a lazy view's code (no-op for the others); never rejects. */
export function preloadView(view: ModalView): Promise<void> {
  const entry = VIEW_REGISTRY[view];
  return entry.kind === 'lazy' ? entry.view.preload() : Promise.resolve();
}

/** Props of ViewOutlet. */
export interface ViewOutletProps {
  view: ModalView;
}

/** Renders the current view from VIEW_REGISTRY inside an error boundary. */
export function ViewOutlet({ view }: ViewOutletProps) {
  // Bumped by Try again: a fresh boundary, and for a lazy view a fresh load of its chunk (a
  // failed load is forgotten, see retryable-lazy.ts).
  const [attempt, setAttempt] = useState(0);
  const entry = VIEW_REGISTRY[view];
  if (entry.kind === 'unavailable') return <NotAvailableView title={VIEW_TITLES[view]} />;
  return <ViewBody key={attempt} entry={entry} onRetry={() => setAttempt((value) => value + 1)} />;
}

/** Props of ViewBody. */
export interface ViewBodyProps {
  entry: Exclude<ViewEntry, { kind: 'unavailable' }>;
  onRetry: () => void;
}

/**
 * A view in its error boundary and its Suspense boundary. LazyView never suspends for the view's
 * own code, but a part of a view may (the QR code, until its encoder is in): without a boundary
 * here that reached the page's, which hid the whole modal, closed its dialog and dropped focus to
 * the page. @internal
 */
export function ViewBody({ entry, onRetry }: ViewBodyProps) {
  return (
    <ViewErrorBoundary onRetry={onRetry}>
      <Suspense fallback={<ViewLoading />}>
        {entry.kind === 'eager' ? <entry.component /> : <LazyView view={entry.view} />}
      </Suspense>
    </ViewErrorBoundary>
  );
}
