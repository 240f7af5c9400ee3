// Every view in the states the suites and the gallery show, each reached through the real store
// (createKit over a ScriptedAdapter): axe (a11y.spec) and the Tab walk (keyboard.spec) check them
// in jsdom, the gallery (apps/gallery) draws them in a browser for screenshots and the overflow
// check. One list, so a view added here is checked everywhere. Nothing here needs jest or jsdom
// (`screen` is @testing-library/dom's, which React Testing Library wraps in act under jest).
// Not part of the public API.
import { ALICE, ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { WalletConnectionError } from '@kit/core';
import {
  embeddedFailed,
  embeddedReady,
  farcasterUrlReceived,
  socialStarted,
  stepChanged,
  userChanged,
} from '@kit/embedded/actions';
import type { ModalView, OpenRequest } from '@kit/modal';
import { injectLazySlice } from '@kit/store';
import { embeddedSlice } from '@kit/embedded/slice';
import { nameRegistered, nameRegistrationFailed } from '@kit/names/actions';
import { createLocalSiwxConfig } from '@kit/siwx';
import { swapFromTokenSelected, swapPrepared, swapToTokenSelected } from '@kit/swap/actions';
import {
  selectWalletsStatus,
  walletsLoadFailed,
  walletsLoadStarted,
  walletsLoaded,
} from '@kit/wallets';
import { screen, waitFor } from '@testing-library/dom';
import type { KitModalProps } from '../shell/KitModal/KitModal';
import { preloadView, VIEW_REGISTRY } from '../shell/ViewOutlet/ViewOutlet';
import { scriptedPairing } from './scripted-pairing.spec-helper';
import { connectScenarioWallet, type ScenarioKit, type ScenarioKitOptions } from './scenario-kit';

// The scenarios stand in for the embedded wallet's saga, whose chunk injects the embedded slice
// into the store's root reducer as it loads (issue 22).
injectLazySlice(embeddedSlice);

/** One view in one state, reached through the real store. */
export interface ViewScenario {
  name: string;
  request: OpenRequest;
  options?: ScenarioKitOptions;
  /** Brings the store to the state before the view opens (the modal is already rendered). */
  setup?: (scenarioKit: ScenarioKit) => Promise<void> | void;
  /** Waits until the state to check is on screen (after the dialog and lazy view). */
  ready?: (scenarioKit: ScenarioKit) => Promise<unknown>;
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

/** Connects Alpha Wallet before the view opens. */
export const connected = (scenarioKit: ScenarioKit) => connectScenarioWallet(scenarioKit);

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
    setup: async (scenarioKit) => {
      const { adapter } = scenarioKit;
      adapter.onConnect = async () => ({ accounts: adapter.accounts, caipNetworkId: 'eip155:999' });
      await connectScenarioWallet(scenarioKit);
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

/** The embedded wallet ready (and at `step` when given) before the view opens. */
export const embedded =
  (step?: 'awaitingOtp') =>
  async ({ kit, settle }: ScenarioKit) => {
    await settle(() => kit.store.dispatch(embeddedReady({ isTelegram: false })));
    if (step) await settle(() => kit.store.dispatch(stepChanged({ step, email: 'a@b.co' })));
  };

/** SwapPreview's pair and prepared swap, as SwapPreviewView.spec reports them. */
const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
};
const KUSD = {
  name: 'Kit USD',
  symbol: 'KUSD',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
};
const SWAP_TX = {
  caipNetworkId: 'eip155:1' as const,
  from: ALICE,
  to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  data: '0x',
  value: '0',
  gas: '189501',
  gasPrice: '1750400401',
};
const swapReady = async (scenarioKit: ScenarioKit) => {
  const { kit, settle } = scenarioKit;
  await connectScenarioWallet(scenarioKit);
  // The swap slice joins the store with the swap views' code (issue 22's lazy slices), as it does
  // before a real swap's first intent: the outcomes forged below need it there.
  await preloadView('SwapPreview');
  await settle(() => {
    kit.store.dispatch(swapFromTokenSelected(KUSD));
    kit.store.dispatch(swapToTokenSelected(ETH));
    kit.store.dispatch(swapPrepared({ swap: SWAP_TX, approve: { ...SWAP_TX, gas: '1' } }));
  });
};

/** The views the embedded wallet and its social logins lead to (issue 23: every view). */
export const EMBEDDED_SCENARIOS: ViewScenario[] = [
  { name: 'EmailLogin', request: { view: 'EmailLogin' }, setup: embedded() },
  {
    name: 'EmailVerifyDevice (waiting for the link)',
    request: { view: 'EmailVerifyDevice' },
    setup: async (scenarioKit) => {
      await embedded()(scenarioKit);
      await scenarioKit.settle(() =>
        scenarioKit.kit.store.dispatch(stepChanged({ step: 'awaitingDevice', email: 'a@b.co' })),
      );
    },
  },
  {
    name: 'EmailVerifyDevice (throttled)',
    request: { view: 'EmailVerifyDevice' },
    setup: async (scenarioKit) => {
      await embedded()(scenarioKit);
      await scenarioKit.settle(() => {
        scenarioKit.kit.store.dispatch(stepChanged({ step: 'awaitingDevice', email: 'a@b.co' }));
        scenarioKit.kit.store.dispatch(
          embeddedFailed({
            step: 'awaitingDevice',
            error: 'Too many requests. Please try again after 21 seconds',
          }),
        );
      });
    },
  },
  {
    name: 'UpdateEmailWallet',
    request: { view: 'UpdateEmailWallet' },
    setup: async (scenarioKit) => {
      await embedded()(scenarioKit);
      await scenarioKit.settle(() =>
        scenarioKit.kit.store.dispatch(
          userChanged({
            email: 'a@b.co',
            provider: 'email',
            address: ALICE,
            accounts: [{ type: 'eoa', address: ALICE }],
            preferredAccountType: 'eoa',
            chainId: 1,
            smartAccountDeployed: false,
            smartAccountEnabledChainIds: [],
          }),
        ),
      );
    },
  },
  {
    name: 'ConnectingSocial (popup open)',
    request: { view: 'ConnectingSocial' },
    setup: async (scenarioKit) => {
      await embedded()(scenarioKit);
      await scenarioKit.settle(() => scenarioKit.kit.store.dispatch(socialStarted('google')));
    },
  },
  {
    name: 'ConnectingSocial (popup closed)',
    request: { view: 'ConnectingSocial' },
    setup: async (scenarioKit) => {
      await embedded()(scenarioKit);
      await scenarioKit.settle(() => {
        scenarioKit.kit.store.dispatch(socialStarted('google'));
        scenarioKit.kit.store.dispatch(embeddedFailed({ step: 'social', error: 'Popup closed' }));
      });
    },
  },
  {
    name: 'ConnectingFarcaster (link shown)',
    request: { view: 'ConnectingFarcaster' },
    setup: async (scenarioKit) => {
      await embedded()(scenarioKit);
      await scenarioKit.settle(() =>
        scenarioKit.kit.store.dispatch(farcasterUrlReceived('https://farcaster.example/login')),
      );
    },
  },
  {
    name: 'ConnectingFarcaster (failed)',
    request: { view: 'ConnectingFarcaster' },
    setup: async (scenarioKit) => {
      await embedded()(scenarioKit);
      await scenarioKit.settle(() => {
        scenarioKit.kit.store.dispatch(farcasterUrlReceived('https://farcaster.example/login'));
        scenarioKit.kit.store.dispatch(
          embeddedFailed({ step: 'farcaster', error: 'Farcaster login failed' }),
        );
      });
    },
  },
];

/** The account's name, sessions and swap views, each after a connection. */
export const ACCOUNT_SCENARIOS: ViewScenario[] = [
  { name: 'RegisterAccountName', request: { view: 'RegisterAccountName' }, setup: connected },
  {
    name: 'RegisterAccountName (refused)',
    request: { view: 'RegisterAccountName' },
    setup: async (scenarioKit) => {
      await connectScenarioWallet(scenarioKit);
      // The names slice joins the store with the view's code, before the forged outcome.
      await preloadView('RegisterAccountName');
      await scenarioKit.settle(() =>
        scenarioKit.kit.store.dispatch(
          nameRegistrationFailed({ name: 'alice.kit.id', error: REJECTED }),
        ),
      );
    },
  },
  {
    name: 'RegisterAccountNameSuccess',
    request: { view: 'RegisterAccountNameSuccess' },
    setup: async (scenarioKit) => {
      await connectScenarioWallet(scenarioKit);
      await preloadView('RegisterAccountNameSuccess');
      await scenarioKit.settle(() =>
        scenarioKit.kit.store.dispatch(nameRegistered({ name: 'alice.kit.id', address: ALICE })),
      );
    },
  },
  {
    name: 'SmartSessions (no sessions service)',
    request: { view: 'SmartSessions' },
    options: { features: { smartSessions: true } },
    setup: connected,
  },
  {
    name: 'SwapPreview (token swap with approval)',
    request: { view: 'SwapPreview' },
    setup: swapReady,
    ready: () => screen.findByRole('list', { name: 'Steps' }),
  },
];

/** The pairing of the kit being opened, a fresh one per kit (ConnectingWalletConnectView.spec's). */
let pairing = scriptedPairing();
const WALLET_CONNECT: ScenarioKitOptions = {
  walletConnect: {
    load: async () => {
      pairing = scriptedPairing();
      return pairing.connector;
    },
    relayUrl: 'ws://127.0.0.1:1/relay',
  },
};
const qrShown = () => screen.findByTestId('kit-wc-qr');
/** A catalogue wallet that is not installed: the view adds its app and web-app links. */
export const METAMASK = {
  id: 'mm',
  name: 'MetaMask',
  chains: [],
  badge_type: 'none' as const,
  mobile_link: 'metamask://',
  desktop_link: 'metamask://desktop/',
  webapp_link: 'https://web.metamask.example',
};

/** The WalletConnect pairing views, over the scripted pairing connector. */
export const WALLET_CONNECT_SCENARIOS: ViewScenario[] = [
  {
    name: 'ConnectingWalletConnectBasic (QR code)',
    request: { view: 'ConnectingWalletConnectBasic' },
    options: { ...WALLET_CONNECT, basic: true },
    ready: qrShown,
  },
  {
    name: 'ConnectingWalletConnect (QR code)',
    request: { view: 'ConnectingWalletConnect' },
    options: WALLET_CONNECT,
    ready: qrShown,
  },
  {
    name: 'ConnectingWalletConnect (MetaMask, not installed)',
    request: { view: 'ConnectingWalletConnect', data: { wallet: { id: 'mm', name: 'MetaMask' } } },
    options: WALLET_CONNECT,
    // The catalogue is read when the modal opens: its answer (MetaMask's links) comes after.
    ready: async ({ kit, settle }) => {
      await settle(() =>
        kit.store.dispatch(
          walletsLoaded({ recommended: [], featured: [], list: [METAMASK], count: 1 }),
        ),
      );
      await screen.findByRole('button', { name: 'Open web app' });
    },
  },
  {
    name: 'ConnectingWalletConnect (rejected)',
    request: { view: 'ConnectingWalletConnect' },
    options: WALLET_CONNECT,
    // The wallet's refusal comes once the QR code is up: the state to walk is its error.
    ready: async ({ settle }) => {
      await qrShown();
      await settle(() =>
        pairing.offers[0]!.reject(new WalletConnectionError('CONNECTION_REJECTED')),
      );
      await screen.findByRole('button', { name: 'Try again' });
    },
  },
];

/** A cloud that never answers (a closed port): OnRamp falls back to its sample options. */
export const UNANSWERED_CLOUD = { projectId: 'kit-test', cloud: { url: 'http://127.0.0.1:9' } };

/** Every view in every state the Tab walk and the gallery show (the shared ones, then the rest). */
export const VIEW_SCENARIOS: ViewScenario[] = [
  ...SHARED_SCENARIOS,
  ...EMBEDDED_SCENARIOS,
  ...ACCOUNT_SCENARIOS,
  ...WALLET_CONNECT_SCENARIOS,
  { name: 'Activity (no history service)', request: { view: 'Activity' }, setup: connected },
  {
    name: 'SIWXSignMessage',
    request: { view: 'SIWXSignMessage' },
    options: { siwx: createLocalSiwxConfig({ domain: 'localhost', uri: 'http://localhost' }) },
    setup: connected,
  },
  { name: 'Connect with e-mail and socials', request: { view: 'Connect' }, setup: embedded() },
  {
    name: 'Connect, catalogue down',
    request: { view: 'Connect' },
    setup: ({ kit }) => void kit.store.dispatch(CATALOGUE_DOWN),
  },
  { name: 'EmailVerifyOtp', request: { view: 'EmailVerifyOtp' }, setup: embedded('awaitingOtp') },
  {
    // Issue 23 item 5: Tab from the checked "Card" radio left the dialog while checkout was off.
    name: 'OnRamp (sample options, checkout disabled)',
    request: { view: 'OnRamp' },
    options: UNANSWERED_CLOUD,
    setup: connected,
    ready: () => screen.findByRole('radio', { name: /Card/ }, { timeout: 10_000 }),
  },
];

/** Catalogue wallets that are not installed, for the AllWallets listing. */
const CATALOGUE = [
  'MetaMask',
  'Rainbow',
  'Trust Wallet',
  'Coinbase Wallet',
  'Zerion',
  'Ledger Live',
].map((name, index) => ({ ...METAMASK, id: `wallet-${index}`, name }));

/** States only the gallery draws (loading and a filled catalogue): the specs cover them per view. */
export const GALLERY_ONLY_SCENARIOS: ViewScenario[] = [
  {
    name: 'AllWallets (loading)',
    request: { view: 'AllWallets' },
    options: { adapter: new ScriptedAdapter({ connectors: [] }) },
    ready: async ({ kit, settle }) => {
      // The view's own request is answered first (no catalogue here: unavailable), then the
      // loading state is drawn over it. Drawn before that answer, which waits on the explorer
      // client's code, the answer replaced it whenever the view came up quickly.
      await waitFor(() => {
        const status = selectWalletsStatus(kit.getState());
        if (status !== 'unavailable') throw new Error(`the listing is ${status}`);
      });
      await settle(() => kit.store.dispatch(walletsLoadStarted()));
    },
  },
  {
    name: 'AllWallets (catalogue)',
    request: { view: 'AllWallets' },
    ready: async ({ kit, settle }) => {
      await settle(() =>
        kit.store.dispatch(
          walletsLoaded({
            recommended: [],
            featured: [],
            list: CATALOGUE,
            count: CATALOGUE.length,
          }),
        ),
      );
    },
  },
  { name: 'Account (nothing connected)', request: { view: 'Account' } },
];
