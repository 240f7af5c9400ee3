import type { UnknownAction } from '@reduxjs/toolkit';
import {
  createMemoryBackend,
  mainnet,
  sepolia,
  solanaDevnet,
  type KitLogger,
  type SiwxMessageData,
} from '@kit/core';
import {
  connected,
  connecting,
  disconnected,
  disconnectRequested,
  switchLoginNeeded,
  switchRequested,
} from '@kit/connection';
import {
  ALICE,
  ScriptedAdapter,
  flushSagas,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import {
  approvalChanged,
  emailUpdated,
  farcasterUrlReceived,
  socialStarted,
  stepChanged,
} from '@kit/embedded/actions';
import {
  closeRequested,
  opened,
  pushed,
  selectModalShake,
  type ModalView,
  type ModalViewData,
} from '@kit/modal';
import { nameRegistered, nameRegistrationFailed } from '@kit/names/actions';
import {
  activeChainAccountMissing,
  chainSupportChecked,
  networkSwitchStarted,
  networkSwitchSucceeded,
} from '@kit/network';
import { onrampCheckoutCompleted } from '@kit/onramp/actions';
import type { KitLocalOptions } from '@kit/options';
import { sendSucceeded } from '@kit/send/actions';
import {
  dataCaptureFinished,
  dataCaptureStarted,
  dataCaptureStepped,
  signedOut,
  signInCancelled,
  signInCompleted,
  signInFailed,
  signInNeeded,
} from '@kit/siwx';
import { signedIn, siwxEnabled, siwxSlice } from '@kit/siwx/slice';
import { swapSucceeded } from '@kit/swap/actions';
import { createKit, type Kit } from '../create-kit';
import { injectLazySlice } from '../kit-store';

// These journeys play the sign-in saga's outcomes by hand, without its chunk, which is what
// injects the sign-in slice in a running Kit (issue 22).
injectLazySlice(siwxSlice);

const silentLogger: KitLogger = { warn: jest.fn(), error: jest.fn() };
const ALPHA = 'eip155:alpha';
const ALPHA_WALLET: ModalViewData = {
  wallet: { id: ALPHA, name: 'Alpha Wallet' },
  connectorId: ALPHA,
};

/** One navigation rule of spec §1-2: an outcome, in a context, leads to a view (or a closed modal). */
interface Rule {
  outcome: string;
  context: string;
  /** The modal before: the views of its history (first opened, the rest pushed); none = closed. */
  views: ModalView[];
  /** The data of the last view. */
  data?: ModalViewData;
  options?: Partial<KitLocalOptions>;
  /** What else holds before the outcome (a connection, sign-in configured…). */
  given?: (kit: Kit) => Promise<void> | void;
  /** Reports the outcome, as its feature does. */
  report: (kit: Kit) => Promise<void> | void;
  /** The history after; `closed` for a closed modal (which is back on Connect). */
  then: ModalView[] | 'closed';
}

const connectedAlpha = (kit: Kit, connectorId = ALPHA): void =>
  void kit.store.dispatch(
    connected({
      namespace: 'eip155',
      connectorId,
      accounts: [{ address: ALICE }],
      caipNetworkId: mainnet.caipNetworkId,
    }),
  );
const connectAlpha = async (kit: Kit) => {
  await kit.connect({ connectorId: ALPHA });
};
const signInConfigured = (required: boolean) => (kit: Kit) =>
  void kit.store.dispatch(siwxEnabled({ required }));
const dispatching =
  (...actions: UnknownAction[]) =>
  (kit: Kit) =>
    actions.forEach((action) => kit.store.dispatch(action));

const RULES: Rule[] = [
  // Connected → redirect, sign-in, or close (spec §2, §4).
  {
    outcome: 'connected',
    context: 'on ConnectingExternal, sign-in off',
    views: ['Connect', 'ConnectingExternal'],
    data: ALPHA_WALLET,
    report: connectedAlpha,
    then: 'closed',
  },
  {
    outcome: 'connected',
    context: 'on ConnectingExternal with a redirect view',
    views: ['Connect', 'ConnectingExternal'],
    data: { ...ALPHA_WALLET, redirectView: 'Swap' },
    report: connectedAlpha,
    then: ['Connect', 'Swap'],
  },
  {
    outcome: 'connected',
    context: 'on ConnectingExternal, sign-in configured (its outcomes decide)',
    views: ['Connect', 'ConnectingExternal'],
    data: ALPHA_WALLET,
    given: signInConfigured(false),
    report: connectedAlpha,
    then: ['Connect', 'ConnectingExternal'],
  },
  {
    outcome: 'connected (another wallet)',
    context: 'on ConnectingExternal for Alpha',
    views: ['Connect', 'ConnectingExternal'],
    data: ALPHA_WALLET,
    report: (kit) => connectedAlpha(kit, 'eip155:beta'),
    then: ['Connect', 'ConnectingExternal'],
  },
  {
    outcome: 'connected',
    context: 'on ConnectingWalletConnect',
    views: ['Connect', 'AllWallets', 'ConnectingWalletConnect'],
    report: (kit) => connectedAlpha(kit, 'eip155:walletConnect'),
    then: 'closed',
  },
  {
    outcome: 'connected (a pairing: eip155 first)',
    context: 'on ConnectingWalletConnect, its solana connect still under way',
    views: ['Connect', 'ConnectingWalletConnect'],
    report: (kit) => {
      kit.store.dispatch(connecting({ namespace: 'solana', connectorId: 'solana:walletConnect' }));
      connectedAlpha(kit, 'eip155:walletConnect');
    },
    then: ['Connect', 'ConnectingWalletConnect'],
  },
  {
    outcome: 'connected (a pairing: eip155, then solana)',
    context: 'on ConnectingWalletConnect',
    views: ['Connect', 'ConnectingWalletConnect'],
    report: (kit) => {
      kit.store.dispatch(connecting({ namespace: 'solana', connectorId: 'solana:walletConnect' }));
      connectedAlpha(kit, 'eip155:walletConnect');
      kit.store.dispatch(
        connected({
          namespace: 'solana',
          connectorId: 'solana:walletConnect',
          accounts: [{ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }],
          caipNetworkId: solanaDevnet.caipNetworkId,
        }),
      );
    },
    then: 'closed',
  },
  {
    outcome: 'connected (embedded wallet)',
    context: 'on EmailVerifyOtp',
    views: ['Connect', 'EmailVerifyOtp'],
    report: (kit) => connectedAlpha(kit, 'eip155:auth'),
    then: 'closed',
  },
  {
    outcome: 'connected',
    context: 'on Account (no connect was shown)',
    views: ['Account'],
    report: connectedAlpha,
    then: ['Account'],
  },
  {
    outcome: 'connected (solana)',
    context: 'on SwitchActiveChain over the network picker',
    views: ['Account', 'Networks', 'SwitchActiveChain'],
    data: { caipNetworkId: solanaDevnet.caipNetworkId },
    report: (kit) =>
      void kit.store.dispatch(
        connected({
          namespace: 'solana',
          connectorId: 'solana:auth',
          accounts: [{ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }],
          caipNetworkId: solanaDevnet.caipNetworkId,
        }),
      ),
    then: ['Account'],
  },
  // Sign-in (spec §2, §4).
  {
    outcome: 'sign-in needed',
    context: 'modal closed',
    views: [],
    given: signInConfigured(false),
    report: dispatching(signInNeeded()),
    then: ['SIWXSignMessage'],
  },
  {
    outcome: 'sign-in needed',
    context: 'on ConnectingExternal, not required (the connect path is done: no Back to it)',
    views: ['Connect', 'AllWallets', 'ConnectingExternal'],
    given: signInConfigured(false),
    report: dispatching(signInNeeded()),
    then: ['SIWXSignMessage'],
  },
  {
    outcome: 'sign-in needed',
    context: 'on ConnectingExternal opened from ProfileWallets (Back returns there)',
    views: ['Account', 'ProfileWallets', 'Connect', 'ConnectingExternal'],
    given: signInConfigured(false),
    report: dispatching(signInNeeded()),
    then: ['Account', 'ProfileWallets', 'SIWXSignMessage'],
  },
  {
    outcome: 'sign-in needed',
    context: 'on ConnectingExternal, required (the only view: Back cannot leave it)',
    views: ['Connect', 'ConnectingExternal'],
    given: signInConfigured(true),
    report: dispatching(signInNeeded()),
    then: ['SIWXSignMessage'],
  },
  {
    outcome: 'sign-in needed',
    context: 'on Account, not required',
    views: ['Account'],
    given: signInConfigured(false),
    report: dispatching(signInNeeded()),
    then: ['Account', 'SIWXSignMessage'],
  },
  {
    outcome: 'sign-in failed',
    context: 'on SIWXSignMessage',
    views: ['SIWXSignMessage'],
    given: signInConfigured(false),
    report: dispatching(signInFailed(new Error('no'))),
    then: ['SIWXSignMessage'],
  },
  {
    outcome: 'signed in (a signature)',
    context: 'on SIWXSignMessage',
    views: ['Connect', 'SIWXSignMessage'],
    report: dispatching(signInCompleted({ signed: true, dataCapture: false })),
    then: 'closed',
  },
  {
    outcome: 'signed in (a signature), e-mail capture next',
    context: 'on SIWXSignMessage',
    views: ['SIWXSignMessage'],
    report: dispatching(signInCompleted({ signed: true, dataCapture: true })),
    then: ['SIWXSignMessage'],
  },
  {
    outcome: 'signed in (a live session)',
    context: 'on ConnectingExternal',
    views: ['Connect', 'ConnectingExternal'],
    report: dispatching(signInCompleted({ signed: false, dataCapture: false })),
    then: 'closed',
  },
  {
    outcome: 'signed in (a live session)',
    context: 'on Account',
    views: ['Account'],
    report: dispatching(signInCompleted({ signed: false, dataCapture: false })),
    then: ['Account'],
  },
  {
    outcome: 'signed out',
    context: 'on SIWXSignMessage',
    views: ['SIWXSignMessage'],
    report: dispatching(signedOut()),
    then: 'closed',
  },
  {
    outcome: 'sign-in cancelled',
    context: 'not required',
    views: ['Connect', 'SIWXSignMessage'],
    given: signInConfigured(false),
    report: dispatching(signInCancelled()),
    then: 'closed',
  },
  {
    outcome: 'close requested',
    context: 'on SIWXSignMessage while a required sign-in has no session (it shakes)',
    views: ['SIWXSignMessage'],
    given: signInConfigured(true),
    report: dispatching(closeRequested()),
    then: ['SIWXSignMessage'],
  },
  {
    outcome: 'close requested',
    context: 'on ApproveTransaction while a required sign-in has no session (it shakes)',
    views: ['Account', 'ApproveTransaction'],
    given: signInConfigured(true),
    report: dispatching(closeRequested()),
    then: ['Account', 'ApproveTransaction'],
  },
  {
    outcome: 'close requested',
    context: 'on Account while a required sign-in has no session',
    views: ['Account'],
    given: signInConfigured(true),
    report: dispatching(closeRequested()),
    then: 'closed',
  },
  // E-mail capture after a sign-in.
  {
    outcome: 'e-mail capture started',
    context: 'on SIWXSignMessage',
    views: ['Connect', 'SIWXSignMessage'],
    report: dispatching(dataCaptureStarted()),
    then: ['DataCapture'],
  },
  {
    outcome: 'e-mail capture finished with the e-mail',
    context: 'on DataCapture',
    views: ['DataCapture'],
    report: dispatching(dataCaptureFinished({ emailAdded: true })),
    then: ['Account'],
  },
  {
    outcome: 'e-mail capture finished without one (Not now, or known)',
    context: 'on DataCapture',
    views: ['DataCapture'],
    report: dispatching(dataCaptureFinished({ emailAdded: false })),
    then: 'closed',
  },
  // Sent, swapped, bought → Account; names (spec §2).
  {
    outcome: 'sent',
    context: 'on SendPreview',
    views: ['Account', 'Send', 'SendPreview'],
    report: dispatching(sendSucceeded({ hash: '0x1' })),
    then: ['Account', 'Send', 'Account'],
  },
  {
    outcome: 'sent',
    context: 'modal closed',
    views: [],
    report: dispatching(sendSucceeded({ hash: '0x1' })),
    then: 'closed',
  },
  {
    outcome: 'swapped',
    context: 'on Swap over Account',
    views: ['Account', 'Swap'],
    report: dispatching(swapSucceeded({ hash: '0x2' })),
    then: ['Account'],
  },
  {
    outcome: 'bought',
    context: 'on OnRamp over Account',
    views: ['Account', 'OnRamp'],
    report: dispatching(onrampCheckoutCompleted({ txHash: '0x3' })),
    then: ['Account'],
  },
  {
    outcome: 'name registered',
    context: 'on RegisterAccountName',
    views: ['Account', 'RegisterAccountName'],
    report: dispatching(nameRegistered({ name: 'alice.kit.id', address: ALICE })),
    then: ['Account', 'RegisterAccountNameSuccess'],
  },
  {
    outcome: 'name registration failed',
    context: 'on the transaction shown over RegisterAccountName',
    views: ['Account', 'RegisterAccountName', 'RegisterAccountNameSuccess'],
    report: dispatching(
      nameRegistrationFailed({
        name: 'alice.kit.id',
        error: { name: 'KitError', code: 'USER_REJECTED', message: 'User rejected the request' },
      }),
    ),
    then: ['Account', 'RegisterAccountName'],
  },
  // Disconnected → Connect or close.
  {
    outcome: "disconnected (the visitor's Disconnect)",
    context: 'on Account',
    views: ['Account'],
    given: connectAlpha,
    report: async (kit) => {
      kit.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
      await waitForState(kit.store, (state) => state.connection.status.eip155 === 'disconnected');
    },
    then: 'closed',
  },
  {
    outcome: "disconnected (the visitor's Disconnect)",
    context: 'on ProfileWallets',
    views: ['Account', 'ProfileWallets'],
    given: connectAlpha,
    report: async (kit) => {
      kit.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
      await waitForState(kit.store, (state) => state.connection.status.eip155 === 'disconnected');
    },
    then: ['Account', 'ProfileWallets'],
  },
  {
    outcome: 'disconnected (the wallet ended the last connection)',
    context: 'on Send',
    views: ['Account', 'Send'],
    given: connectAlpha,
    report: dispatching(disconnected({ namespace: 'eip155', connectorId: ALPHA })),
    then: ['Connect'],
  },
  // Multi-wallet: switching to an ended connection runs its login, then ProfileWallets (spec §2, §4).
  {
    outcome: 'switch to an ended wallet connection',
    context: 'on ProfileWallets, the wallet has not answered',
    views: ['Account', 'ProfileWallets'],
    report: (kit) => {
      (kit.registry.getAdapter('eip155') as ScriptedAdapter).hangConnect();
      kit.store.dispatch(switchLoginNeeded({ namespace: 'eip155', connectorId: ALPHA }));
    },
    then: ['Account', 'ProfileWallets', 'ConnectingExternal'],
  },
  {
    outcome: 'connected (the wallet switched to)',
    context: 'on ConnectingExternal over ProfileWallets, sign-in off',
    views: ['Account', 'ProfileWallets'],
    report: async (kit) => {
      kit.store.dispatch(switchLoginNeeded({ namespace: 'eip155', connectorId: ALPHA }));
      await waitForState(kit.store, (state) => state.connection.status.eip155 === 'connected');
    },
    then: ['Account', 'ProfileWallets'],
  },
  {
    outcome: 'switch to an ended e-mail connection',
    context: 'on ProfileWallets',
    views: ['Account', 'ProfileWallets'],
    report: dispatching(
      switchLoginNeeded({ namespace: 'eip155', connectorId: ALPHA, authName: 'email' }),
    ),
    then: ['Account', 'ProfileWallets', 'EmailLogin'],
  },
  {
    outcome: 'connected (the e-mail login switched to)',
    context: 'on EmailVerifyOtp over EmailLogin over ProfileWallets',
    views: ['Account', 'ProfileWallets'],
    report: (kit) => {
      kit.store.dispatch(
        switchLoginNeeded({ namespace: 'eip155', connectorId: ALPHA, authName: 'email' }),
      );
      kit.store.dispatch(stepChanged({ step: 'awaitingOtp' }));
      connectedAlpha(kit);
    },
    then: ['Account', 'ProfileWallets'],
  },
  {
    outcome: 'connected (the social login switched to)',
    context: 'on ConnectingSocial over ProfileWallets',
    views: ['Account', 'ProfileWallets'],
    report: (kit) => {
      kit.store.dispatch(
        switchLoginNeeded({ namespace: 'eip155', connectorId: ALPHA, authName: 'github' }),
      );
      kit.store.dispatch(socialStarted('github'));
      connectedAlpha(kit);
    },
    then: ['Account', 'ProfileWallets'],
  },
  {
    outcome: "switch refused ('Invalid connection status')",
    context: 'on ProfileWallets while the namespace connects',
    views: ['Account', 'ProfileWallets'],
    report: dispatching(
      connecting({ namespace: 'eip155', connectorId: ALPHA }),
      switchRequested({ namespace: 'eip155', connectorId: ALPHA }),
    ),
    then: ['Account', 'ProfileWallets'],
  },
  // Networks (spec §2).
  {
    outcome: 'unsupported chain',
    context: 'modal closed, switching enabled',
    views: [],
    report: dispatching(chainSupportChecked({ namespace: 'eip155', unsupported: true })),
    then: ['UnsupportedChain'],
  },
  ...(
    [
      ['network switching disabled', { enableNetworkSwitch: false }],
      ['unsupported chains allowed', { allowUnsupportedChain: true }],
      ['basic wallet-connect mode', { basic: true }],
    ] as const
  ).map(([context, options]): Rule => ({
    outcome: 'unsupported chain',
    context: `modal closed, ${context}`,
    views: [],
    options,
    report: dispatching(chainSupportChecked({ namespace: 'eip155', unsupported: true })),
    then: 'closed',
  })),
  {
    outcome: 'chain supported again',
    context: 'on UnsupportedChain',
    views: ['UnsupportedChain'],
    report: dispatching(chainSupportChecked({ namespace: 'eip155', unsupported: false })),
    then: 'closed',
  },
  {
    outcome: 'no account in the namespace',
    context: 'on the network picker',
    views: ['Account', 'Networks'],
    report: dispatching(activeChainAccountMissing({ caipNetworkId: solanaDevnet.caipNetworkId })),
    then: ['Account', 'Networks', 'SwitchActiveChain'],
  },
  {
    outcome: 'network switch started',
    context: 'on the network picker',
    views: ['Account', 'Networks'],
    report: dispatching(
      networkSwitchStarted({ namespace: 'eip155', caipNetworkId: sepolia.caipNetworkId }),
    ),
    then: ['Account', 'Networks', 'SwitchNetwork'],
  },
  {
    outcome: 'network switched',
    context: 'on SwitchNetwork',
    views: ['Account', 'Networks', 'SwitchNetwork'],
    report: dispatching(
      networkSwitchSucceeded({ namespace: 'eip155', caipNetworkId: sepolia.caipNetworkId }),
    ),
    then: ['Account', 'Networks'],
  },
  // The embedded wallet (spec §2: Farcaster shows ConnectingFarcaster).
  {
    outcome: 'approval pending',
    context: 'modal closed',
    views: [],
    report: dispatching(approvalChanged({ id: 'a1', method: 'personal_sign', url: 'x' })),
    then: ['ApproveTransaction'],
  },
  {
    outcome: 'approval settled',
    context: 'on ApproveTransaction over Account',
    views: ['Account', 'ApproveTransaction'],
    report: dispatching(approvalChanged(undefined)),
    then: ['Account'],
  },
  {
    outcome: 'login code mailed',
    context: 'on Connect',
    views: ['Connect'],
    report: dispatching(stepChanged({ step: 'awaitingOtp' })),
    then: ['Connect', 'EmailVerifyOtp'],
  },
  {
    outcome: 'new device waits for its approval link',
    context: 'on EmailLogin',
    views: ['Connect', 'EmailLogin'],
    report: dispatching(stepChanged({ step: 'awaitingDevice' })),
    then: ['Connect', 'EmailLogin', 'EmailVerifyDevice'],
  },
  {
    outcome: 'login code mailed after the device was approved',
    context: 'on EmailVerifyDevice (the code replaces the wait)',
    views: ['Connect', 'EmailLogin', 'EmailVerifyDevice'],
    report: dispatching(stepChanged({ step: 'awaitingOtp' })),
    then: ['Connect', 'EmailLogin', 'EmailVerifyOtp'],
  },
  {
    outcome: 'social login started',
    context: 'on Connect',
    views: ['Connect'],
    report: dispatching(socialStarted('github')),
    then: ['Connect', 'ConnectingSocial'],
  },
  {
    outcome: 'Farcaster login started',
    context: 'on Connect',
    views: ['Connect'],
    report: dispatching(farcasterUrlReceived('https://farcaster.example/qr')),
    then: ['Connect', 'ConnectingFarcaster'],
  },
  {
    outcome: 'e-mail updated',
    context: 'on its code over UpdateEmailWallet',
    views: ['Account', 'UpdateEmailWallet', 'EmailVerifyOtp'],
    report: dispatching(emailUpdated()),
    then: ['Account'],
  },
];

const kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

function startKit(options: Partial<KitLocalOptions> = {}): Kit {
  const kit = createKit({
    networks: [mainnet, sepolia, solanaDevnet],
    adapters: [new ScriptedAdapter(), new ScriptedAdapter({ namespace: 'solana' })],
    storage: createMemoryBackend(),
    logger: silentLogger,
    ...options,
  });
  kits.push(kit);
  return kit;
}

/** Shows `views` (first opened, the rest pushed), the last one with `data`. */
function show(kit: Kit, views: ModalView[], data: ModalViewData = {}): void {
  views.forEach((view, index) => {
    const last = index === views.length - 1;
    const viewData = last ? data : {};
    kit.store.dispatch(index === 0 ? opened({ view, data: viewData }) : pushed(view, viewData));
  });
}

describe('the flow saga: spec §1-2 navigation, outcome × context → view (real store)', () => {
  it.each(RULES.map((rule) => [rule.outcome, rule.context, rule] as const))(
    '%s, %s',
    async (_outcome, _context, rule) => {
      const kit = startKit(rule.options);
      await flushSagas();
      await rule.given?.(kit);
      show(kit, rule.views, rule.data);
      await rule.report(kit);
      await flushSagas();
      const { modal } = kit.getState();
      if (rule.then === 'closed') {
        expect({ open: modal.open, history: modal.history }).toEqual({
          open: false,
          history: ['Connect'],
        });
      } else {
        expect({ open: modal.open, history: modal.history }).toEqual({
          open: true,
          history: rule.then,
        });
      }
    },
  );

  it('shakes instead of closing a locked sign view, and lets it close once signed in', async () => {
    const kit = startKit();
    kit.store.dispatch(siwxEnabled({ required: true }));
    show(kit, ['SIWXSignMessage']);
    kit.store.dispatch(closeRequested());
    expect(selectModalShake(kit.getState())).toBe(true);
    expect(kit.getState().modal.open).toBe(true);
    const data = { accountAddress: ALICE, chainId: mainnet.caipNetworkId } as SiwxMessageData;
    kit.store.dispatch(signedIn({ data, message: 'signed', signature: '0x' }));
    kit.store.dispatch(closeRequested());
    expect(kit.getState().modal.open).toBe(false);
  });

  it('ends an e-mail capture under way when the visitor closes the modal (as Not now)', async () => {
    const kit = startKit();
    kit.store.dispatch(dataCaptureStepped({ step: 'otp', email: 'a@b.co' }));
    show(kit, ['DataCapture']);
    kit.close();
    await waitForState(kit.store, (state) => state.dataCapture.step === 'idle');
    expect(kit.getState().modal).toMatchObject({ open: false, history: ['Connect'] });
  });

  it("fails a pending connect with 'Modal closed' and returns to Connect when the modal closes", async () => {
    const adapter = new ScriptedAdapter();
    adapter.hangConnect();
    const kit = createKit({
      networks: [mainnet],
      adapters: [adapter],
      storage: createMemoryBackend(),
      logger: silentLogger,
    });
    kits.push(kit);
    show(kit, ['Connect', 'ConnectingExternal'], ALPHA_WALLET);
    const attempt = kit.connect({ connectorId: ALPHA }).catch((error: unknown) => error);
    await flushSagas();
    kit.close();
    await expect(attempt).resolves.toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' });
    expect(kit.getState().modal).toMatchObject({ open: false, history: ['Connect'] });
  });
});
