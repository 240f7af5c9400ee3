import type { ModalView } from '@kit/modal';
import { Spinner } from '@kit/ui';
import { Suspense, useState, type ComponentType } from 'react';
import { ViewErrorBoundary } from '../../components/ViewErrorBoundary/ViewErrorBoundary';
import { AccountView } from '../../views/AccountView/AccountView';
import { ApproveTransactionView } from '../../views/ApproveTransactionView/ApproveTransactionView';
import { ConnectingExternalView } from '../../views/ConnectingExternalView/ConnectingExternalView';
import { ConnectView } from '../../views/ConnectView/ConnectView';
import { DataCaptureView } from '../../views/DataCaptureView/DataCaptureView';
import { NetworksView } from '../../views/NetworksView/NetworksView';
import { NotAvailableView } from '../../views/NotAvailableView/NotAvailableView';
import { ProfileWalletsView } from '../../views/ProfileWalletsView/ProfileWalletsView';
import { SwitchActiveChainView } from '../../views/SwitchActiveChainView/SwitchActiveChainView';
import { SwitchNetworkView } from '../../views/SwitchNetworkView/SwitchNetworkView';
import { UnsupportedChainView } from '../../views/UnsupportedChainView/UnsupportedChainView';
import { retryableLazy, type RetryableLazy } from '../retryable-lazy';
import { VIEW_TITLES } from '../view-titles';

/**
 * How a view is rendered.
 * - `eager`: in the main bundle (the shell, Connect and the small views).
 * - `lazy`: its code loads when first shown (or preloaded), behind a spinner in the open shell;
 *   a failed load offers Try again.
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
const UNAVAILABLE: ViewEntry = { kind: 'unavailable' };

/**
 * Every view of the modal (spec §2 and the wallet-feature views) and how it renders. A record
 * over ModalView, so adding a view to @kit/modal fails to compile until it has an entry here.
 */
export const VIEW_REGISTRY: Readonly<Record<ModalView, ViewEntry>> = {
  Connect: eager(ConnectView),
  Account: eager(AccountView),
  // Lazy for its virtualiser (about 10 kB gzipped); KitModal preloads it as soon as the modal
  // opens, and at mount on mobile, where it is the first view (spec §2).
  AllWallets: lazyView(() =>
    import('../../views/AllWalletsView/AllWalletsView').then((module) => module.AllWalletsView),
  ),
  // Lazy: only pairing needs them, and the QR code's encoder comes along.
  ConnectingWalletConnectBasic: lazyView(() =>
    import('../../views/ConnectingWalletConnectView/ConnectingWalletConnectView').then(
      (module) => module.ConnectingWalletConnectBasicView,
    ),
  ),
  ConnectingWalletConnect: lazyView(() =>
    import('../../views/ConnectingWalletConnectView/ConnectingWalletConnectView').then(
      (module) => module.ConnectingWalletConnectView,
    ),
  ),
  ConnectingExternal: eager(ConnectingExternalView),
  ConnectingFarcaster: UNAVAILABLE,
  ConnectingSocial: UNAVAILABLE,
  DataCapture: eager(DataCaptureView),
  SIWXSignMessage: UNAVAILABLE,
  ApproveTransaction: eager(ApproveTransactionView),
  RegisterAccountName: UNAVAILABLE,
  RegisterAccountNameSuccess: UNAVAILABLE,
  SwitchNetwork: eager(SwitchNetworkView),
  SwitchActiveChain: eager(SwitchActiveChainView),
  EmailLogin: UNAVAILABLE,
  EmailVerifyOtp: UNAVAILABLE,
  ProfileWallets: eager(ProfileWalletsView),
  UpdateEmailWallet: UNAVAILABLE,
  UnsupportedChain: eager(UnsupportedChainView),
  Networks: eager(NetworksView),
  Send: lazyView(() => import('../../views/SendView/SendView').then((module) => module.SendView)),
  SendPreview: UNAVAILABLE,
  Swap: UNAVAILABLE,
  SwapPreview: UNAVAILABLE,
  OnRamp: UNAVAILABLE,
  Receive: UNAVAILABLE,
  Activity: UNAVAILABLE,
  WhatIsAWallet: UNAVAILABLE,
  WhatIsANetwork: UNAVAILABLE,
};

/** Starts loading a lazy view's code (no-op for the others); never rejects. */
export function preloadView(view: ModalView): Promise<void> {
  const entry = VIEW_REGISTRY[view];
  return entry.kind === 'lazy' ? entry.view.preload() : Promise.resolve();
}

/** What a lazy view shows while its code loads: the header stays, the body spins. */
function ViewLoading() {
  return (
    <div className="kit-view-loading">
      <Spinner size={32} label="Loading" />
    </div>
  );
}

/** Props of ViewOutlet. */
export interface ViewOutletProps {
  view: ModalView;
}

/** Renders the current view from VIEW_REGISTRY inside an error boundary. */
export function ViewOutlet({ view }: ViewOutletProps) {
  // Bumped by Try again: a fresh boundary, and for a lazy view a fresh load of its chunk.
  const [attempt, setAttempt] = useState(0);
  const entry = VIEW_REGISTRY[view];
  if (entry.kind === 'unavailable') return <NotAvailableView title={VIEW_TITLES[view]} />;
  const retry = (): void => {
    if (entry.kind === 'lazy') entry.view.reset();
    setAttempt((value) => value + 1);
  };
  if (entry.kind === 'eager') {
    const View = entry.component;
    return (
      <ViewErrorBoundary key={attempt} onRetry={retry}>
        <View />
      </ViewErrorBoundary>
    );
  }
  const View = entry.view.component();
  return (
    <ViewErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<ViewLoading />}>
        <View />
      </Suspense>
    </ViewErrorBoundary>
  );
}
