// The view states the accessibility suites walk (axe in a11y.spec, Tab in keyboard.spec): one
// list, so a view added here is checked by both, and the looks (theme x layout) they run in.
// Not part of the public API.
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import type { ModalView, OpenRequest } from '@kit/modal';
import { walletsLoadFailed } from '@kit/wallets';
import { act, screen } from '@testing-library/react';
import type { KitModalProps } from '../shell/KitModal/KitModal';
import { VIEW_REGISTRY } from '../shell/ViewOutlet/ViewOutlet';
import {
  connectWallet,
  createTestKit,
  renderModal,
  settle,
  type TestKit,
} from './kit-harness.spec-helper';

/** One view in one state, reached through the real store. */
export interface ViewScenario {
  name: string;
  request: OpenRequest;
  options?: Parameters<typeof createTestKit>[0];
  setup?: (testKit: TestKit) => Promise<void> | void;
  /** Waits until the state to check is on screen (after the dialog and lazy view). */
  ready?: () => Promise<unknown>;
  /** The phone's bottom sheet instead of the card (suites that do not run every layout). */
  mobile?: boolean;
}

/** How the modal is drawn: light or dark, desktop card or phone bottom sheet. */
export interface Look {
  name: string;
  props: Required<Pick<KitModalProps, 'mobile' | 'themeMode'>>;
}

/** Every theme on every layout (issue 23: "light and dark, desktop and phone"). */
export const LOOKS: Look[] = [
  { name: 'light card', props: { themeMode: 'light', mobile: false } },
  { name: 'dark card', props: { themeMode: 'dark', mobile: false } },
  { name: 'light phone sheet', props: { themeMode: 'light', mobile: true } },
  { name: 'dark phone sheet', props: { themeMode: 'dark', mobile: true } },
];

/**
 * The look actually rendered, read from the DOM (`data-kit-theme`, the dialog's `data-layout`):
 * a suite asserts it equals the look it meant, so a matrix cell cannot quietly draw another.
 */
export function renderedLook(): { theme: string | null; layout: string | null } {
  return {
    theme: document.querySelector('[data-kit]')?.getAttribute('data-kit-theme') ?? null,
    layout: document.querySelector('dialog')?.getAttribute('data-layout') ?? null,
  };
}

/** What `renderedLook` returns for `look`. */
export function expectedLook(look: Look): { theme: string; layout: string } {
  return { theme: look.props.themeMode, layout: look.props.mobile ? 'sheet' : 'card' };
}

/** Creates the scenario's kit, renders the modal in `props`, opens the view and waits for it. */
export async function openScenario(
  scenario: ViewScenario,
  props: KitModalProps = { mobile: scenario.mobile ?? false },
): Promise<TestKit> {
  const testKit = createTestKit(scenario.options);
  renderModal(testKit.kit, props);
  await scenario.setup?.(testKit);
  await settle(() => testKit.kit.open(scenario.request));
  // Lazy views: wait until the body is more than the loading spinner.
  await act(async () => {
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await scenario.ready?.();
  return testKit;
}

export const ALPHA = {
  wallet: { id: 'eip155:alpha', name: 'Alpha Wallet' },
  connectorId: 'eip155:alpha',
};
export const REJECTED = {
  name: 'UserRejectedRequestError',
  code: 'USER_REJECTED',
  message: 'User rejected the request',
} as const;
/** What the wallets saga reports when the catalogue cannot be read. */
export const CATALOGUE_DOWN = walletsLoadFailed({
  error: { name: 'ApiRequestError', code: 'UNKNOWN_ERROR', message: 'Server error' },
});

export const connected = async ({ kit }: TestKit) => connectWallet(kit);

/** The states both axe and the Tab walk check. */
export const SHARED_SCENARIOS: ViewScenario[] = [
  { name: 'Connect', request: { view: 'Connect' } },
  {
    name: 'Connect with the legal checkbox',
    request: { view: 'Connect' },
    options: { features: { legalCheckbox: true }, termsConditionsUrl: 'https://app.example/t' },
  },
  { name: 'AllWallets (installed, catalogue unavailable)', request: { view: 'AllWallets' } },
  {
    name: 'AllWallets error',
    request: { view: 'AllWallets' },
    options: { adapter: new ScriptedAdapter({ connectors: [] }) },
    setup: ({ kit }) => void kit.store.dispatch(CATALOGUE_DOWN),
  },
  {
    name: 'ConnectingExternal (waiting)',
    request: { view: 'ConnectingExternal', data: ALPHA },
    setup: ({ adapter, kit }) => {
      adapter.hangConnect();
      kit.store.dispatch({
        type: 'connection/connectRequested',
        payload: { connectorId: 'eip155:alpha' },
      });
    },
  },
  {
    name: 'ConnectingExternal (rejected)',
    request: { view: 'ConnectingExternal', data: ALPHA },
    setup: ({ kit }) =>
      void kit.store.dispatch({
        type: 'connection/connectFailed',
        payload: { namespace: 'eip155', connectorId: 'eip155:alpha', error: REJECTED },
      }),
  },
  { name: 'Account', request: { view: 'Account' }, setup: connected },
  { name: 'Networks', request: { view: 'Networks' }, setup: connected },
  {
    name: 'SwitchNetwork (error)',
    request: { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:11155111' } },
    setup: ({ kit }) =>
      void kit.store.dispatch({
        type: 'network/networkSwitchFailed',
        payload: { namespace: 'eip155', caipNetworkId: 'eip155:11155111', error: REJECTED },
      }),
  },
  {
    name: 'SwitchActiveChain',
    request: { view: 'SwitchActiveChain', data: { caipNetworkId: 'eip155:11155111' } },
  },
  {
    name: 'UnsupportedChain',
    request: { view: 'UnsupportedChain' },
    setup: async ({ adapter, kit }) => {
      adapter.onConnect = async () => ({ accounts: adapter.accounts, caipNetworkId: 'eip155:999' });
      await connectWallet(kit);
    },
  },
  { name: 'ProfileWallets', request: { view: 'ProfileWallets' }, setup: connected },
  { name: 'ApproveTransaction', request: { view: 'ApproveTransaction' } },
  { name: 'DataCapture', request: { view: 'DataCapture' } },
  { name: 'Send', request: { view: 'Send' }, setup: connected },
  { name: 'Swap (no swap service)', request: { view: 'Swap' }, setup: connected },
  { name: 'Receive', request: { view: 'Receive' }, setup: connected },
  { name: 'SendPreview (no send filled in)', request: { view: 'SendPreview' }, setup: connected },
  { name: 'WhatIsAWallet', request: { view: 'WhatIsAWallet' } },
  { name: 'WhatIsANetwork', request: { view: 'WhatIsANetwork' } },
  ...(Object.entries(VIEW_REGISTRY) as Array<[ModalView, { kind: string }]>)
    .filter(([, entry]) => entry.kind === 'unavailable')
    .map(([view]): ViewScenario => ({ name: `${view} (not available)`, request: { view } })),
];
