import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import type { ModalView, OpenRequest } from '@kit/modal';
import { walletsLoadFailed } from '@kit/wallets';
import { kitStyles } from '@kit/ui';
import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
  type TestKit,
} from './testing/kit-harness.spec-helper';
import { viewStyles } from './styles/view-styles';
import { VIEW_REGISTRY } from './shell/ViewOutlet/ViewOutlet';

afterEach(destroyTestKits);

/** axe on the whole modal; contrast is off because jsdom does not render (ui measures tokens). */
async function blockingViolations(): Promise<string[]> {
  const root = document.querySelector<HTMLElement>('[data-kit]');
  if (root === null) throw new Error('the modal is not rendered');
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

interface Scenario {
  name: string;
  request: OpenRequest;
  setup?: (testKit: TestKit) => Promise<void> | void;
  options?: Parameters<typeof createTestKit>[0];
  mobile?: boolean;
}

const connected = async ({ kit }: TestKit) => connectWallet(kit);

const SCENARIOS: Scenario[] = [
  { name: 'Connect', request: { view: 'Connect' } },
  {
    name: 'Connect with the legal checkbox',
    request: { view: 'Connect' },
    options: { features: { legalCheckbox: true }, termsConditionsUrl: 'https://app.example/t' },
  },
  { name: 'Connect on mobile (sheet)', request: { view: 'Connect' }, mobile: true },
  { name: 'AllWallets (installed, catalogue unavailable)', request: { view: 'AllWallets' } },
  {
    name: 'AllWallets error',
    request: { view: 'AllWallets' },
    options: { adapter: new ScriptedAdapter({ connectors: [] }) },
    setup: ({ kit }) =>
      void kit.store.dispatch(
        walletsLoadFailed({
          error: { name: 'ApiRequestError', code: 'UNKNOWN_ERROR', message: 'Server error' },
        }),
      ),
  },
  {
    name: 'ConnectingExternal (waiting)',
    request: {
      view: 'ConnectingExternal',
      data: { wallet: { id: 'eip155:alpha', name: 'Alpha Wallet' }, connectorId: 'eip155:alpha' },
    },
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
    request: {
      view: 'ConnectingExternal',
      data: { wallet: { id: 'eip155:alpha', name: 'Alpha Wallet' }, connectorId: 'eip155:alpha' },
    },
    setup: ({ kit }) =>
      void kit.store.dispatch({
        type: 'connection/connectFailed',
        payload: {
          namespace: 'eip155',
          connectorId: 'eip155:alpha',
          error: {
            name: 'UserRejectedRequestError',
            code: 'USER_REJECTED',
            message: 'User rejected the request',
          },
        },
      }),
  },
  { name: 'Account', request: { view: 'Account' }, setup: connected },
  { name: 'Account (nothing connected)', request: { view: 'Account' } },
  { name: 'Networks', request: { view: 'Networks' }, setup: connected },
  {
    name: 'SwitchNetwork (error)',
    request: { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:11155111' } },
    setup: ({ kit }) =>
      void kit.store.dispatch({
        type: 'network/networkSwitchFailed',
        payload: {
          namespace: 'eip155',
          caipNetworkId: 'eip155:11155111',
          error: {
            name: 'UserRejectedRequestError',
            code: 'USER_REJECTED',
            message: 'User rejected the request',
          },
        },
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
  { name: 'OnRamp (no on-ramp service)', request: { view: 'OnRamp' }, setup: connected },
  { name: 'SendPreview (no send filled in)', request: { view: 'SendPreview' }, setup: connected },
  { name: 'WhatIsAWallet', request: { view: 'WhatIsAWallet' } },
  { name: 'WhatIsANetwork', request: { view: 'WhatIsANetwork' } },
  ...(Object.entries(VIEW_REGISTRY) as Array<[ModalView, { kind: string }]>)
    .filter(([, entry]) => entry.kind === 'unavailable')
    .map(([view]): Scenario => ({ name: `${view} (not available)`, request: { view } })),
];

describe('accessibility of every reachable view', () => {
  let style: HTMLStyleElement;
  beforeAll(() => {
    style = document.createElement('style');
    style.textContent = kitStyles + viewStyles;
    document.head.append(style);
  });
  afterAll(() => style.remove());

  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    'finds no serious or critical axe violations on %s',
    async (_name, scenario) => {
      const testKit = createTestKit(scenario.options);
      renderModal(testKit.kit, { mobile: scenario.mobile ?? false });
      await scenario.setup?.(testKit);
      await settle(() => testKit.kit.open(scenario.request));
      // Lazy views: wait until the body is more than the loading spinner.
      await act(async () => {
        await screen.findByRole('dialog');
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(await blockingViolations()).toEqual([]);
    },
  );
});
