// Keyboard over the real store (issue 23): in every view and state, 25 Tabs forward and 25 back
// keep focus on an enabled control inside the dialog (never <body>, never the page around it),
// and after each async action (verify, send, sign, retry) focus is still somewhere useful.
// user-event moves focus as a browser does (one stop per radio group, disabled controls skipped),
// unless the dialog's trap takes the key. jsdom has no showModal: the page outside is not inert
// here, so a button before and after the modal catches any escape.
import { ScriptedAdapter, ALICE, BOB } from '@kit/connection/src/scripted-adapter.spec-helper';
import { UserRejectedRequestError } from '@kit/core';
import { embeddedFailed, stepChanged } from '@kit/embedded/actions';
import { createLocalSiwxConfig } from '@kit/siwx';
import { walletsLoadFailed } from '@kit/wallets';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from './testing/kit-harness.spec-helper';
import { openSend } from './testing/send-form.spec-helper';
import {
  LOOKS,
  UNANSWERED_CLOUD,
  VIEW_SCENARIOS,
  embedded,
  expectedLook,
  openScenario,
  renderedLook,
  type ViewScenario,
} from './testing/view-scenarios.spec-helper';

jest.setTimeout(30_000);

const TABS = 25;

let outside: HTMLButtonElement[] = [];
beforeEach(() => {
  // Page controls around the modal: Tab reaching one of them has left the dialog.
  const before = document.createElement('button');
  before.textContent = 'Page before';
  const after = document.createElement('button');
  after.textContent = 'Page after';
  document.body.prepend(before);
  document.body.append(after);
  outside = [before, after];
});
afterEach(async () => {
  outside.forEach((button) => button.remove());
  await destroyTestKits();
});

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

/** Where focus is, for messages: the element's tag, name and text. */
function describeFocus(): string {
  const active = document.activeElement;
  if (active === null) return 'nothing';
  if (active === document.body) return '<body>';
  const label = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
  return `<${active.tagName.toLowerCase()}> "${label}"`;
}

/** Focus is on a control a keyboard user can act on (or the view's title), inside the dialog. */
function expectFocusInDialog(step: string): void {
  const active = document.activeElement as HTMLElement | null;
  const where = describeFocus();
  const inDialog = active !== null && active !== document.body && dialog().contains(active);
  const usable = active !== null && !(active as HTMLButtonElement).disabled;
  expect({ step, focus: where, inDialog, usable }).toEqual({
    step,
    focus: where,
    inDialog: true,
    usable: true,
  });
}

/** 25 Tabs forward, then 25 back, checking focus after each. */
async function tabAround(user: UserEvent): Promise<void> {
  expectFocusInDialog('on open');
  for (let index = 1; index <= TABS; index += 1) {
    await user.tab();
    expectFocusInDialog(`Tab ${index}`);
  }
  for (let index = 1; index <= TABS; index += 1) {
    await user.tab({ shift: true });
    expectFocusInDialog(`Shift+Tab ${index}`);
  }
}

/** Every view in every state (view-scenarios.ts), each walked in every look. */
const SCENARIOS: ViewScenario[] = VIEW_SCENARIOS;

// Every test runs in each look: a focus rule broken only in dark or only on the sheet fails.
describe.each(LOOKS)('in the $name', (look) => {
  describe('Tab stays in the dialog', () => {
    it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
      '25 Tabs each way on %s',
      async (_name, scenario) => {
        await openScenario(scenario, look.props);
        expect(renderedLook()).toEqual(expectedLook(look));
        const user = userEvent.setup();
        await tabAround(user);
      },
    );

    it('stops once on a radio group (the checked one), as browsers do', async () => {
      const testKit = createTestKit(UNANSWERED_CLOUD);
      renderModal(testKit.kit, look.props);
      await connectWallet(testKit.kit);
      await settle(() => testKit.kit.open({ view: 'OnRamp' }));
      const card = await screen.findByRole('radio', { name: /Card/ }, { timeout: 10_000 });
      const checkout = screen.getByRole('button', { name: 'Continue to checkout' });
      expect((checkout as HTMLButtonElement).disabled).toBe(true);
      card.focus();
      const user = userEvent.setup();
      await user.tab();
      // Nothing tabbable follows the radios: the trap wraps to the first stop of the dialog.
      expectFocusInDialog('Tab from Card');
      expect(document.activeElement).not.toBe(card);
    });
  });

  describe('focus after async actions', () => {
    it('verify: focus stays on Verify while the code is checked, then goes to the refused field', async () => {
      const testKit = createTestKit();
      const { kit } = testKit;
      renderModal(kit, look.props);
      await embedded('awaitingOtp')(testKit);
      await settle(() => kit.open({ view: 'EmailVerifyOtp' }));
      const user = userEvent.setup();
      await user.click(screen.getByRole('textbox', { name: 'Code' }));
      await user.keyboard('123456');
      await user.tab();
      expect(document.activeElement?.textContent).toBe('Verify');
      await user.keyboard('{Enter}');
      expect(kit.store.getState().embedded?.step).toBe('awaitingOtp');
      // What the embedded saga reports while the secure site checks, then its refusal.
      await settle(() => kit.store.dispatch(stepChanged({ step: 'verifying' })));
      expectFocusInDialog('while verifying');
      expect(document.activeElement?.textContent).toContain('Verifying');
      await settle(() =>
        kit.store.dispatch(
          embeddedFailed({ step: 'awaitingOtp', error: 'Invalid or expired code' }),
        ),
      );
      expectFocusInDialog('after "Invalid or expired code"');
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }));
    });

    it('resend: focus stays on Resend while the code is mailed and the cooldown starts', async () => {
      const testKit = createTestKit();
      const { kit } = testKit;
      renderModal(kit, look.props);
      await embedded('awaitingOtp')(testKit);
      await settle(() => kit.open({ view: 'EmailVerifyOtp' }));
      const resend = screen.getByRole('button', { name: 'Resend code' });
      resend.focus();
      await settle(() => kit.store.dispatch(stepChanged({ step: 'sendingCode', email: 'a@b.co' })));
      expectFocusInDialog('while sending the code');
      await settle(() => kit.store.dispatch(stepChanged({ step: 'awaitingOtp' })));
      await settle(() =>
        kit.store.dispatch({ type: 'embedded/resendCooldownChanged', payload: true }),
      );
      expectFocusInDialog('during the cooldown');
      // Issue 23 item 12: Resend is off during the cooldown and says why.
      expect(resend.getAttribute('aria-disabled')).toBe('true');
      expect(
        screen.getByText(/You can ask for a new code 30 seconds after the last one/),
      ).toBeTruthy();
      fireEvent.click(resend);
      expect(kit.store.getState().embedded?.step).toBe('awaitingOtp');
    });

    it('send: focus stays on Send while the wallet decides and after it refuses', async () => {
      const { sendTransfer } = await openSend({ modal: look.props });
      let refuse: (error: Error) => void = () => undefined;
      sendTransfer.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
      fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
        target: { value: 'native' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), {
        target: { value: '0.5' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: BOB } });
      await settle();
      const user = userEvent.setup();
      const send = screen.getByRole('button', { name: 'Send' });
      send.focus();
      await user.keyboard('{Enter}');
      await settle();
      expectFocusInDialog('while sending');
      await settle(() => refuse(new UserRejectedRequestError()));
      expectFocusInDialog('after the refusal');
      expect(document.activeElement).toBe(send);
    });

    it('sign: focus stays on Sign while the wallet decides and on Sign again after it refuses', async () => {
      const adapter = new ScriptedAdapter({ capabilities: { signMessage: true } });
      adapter.accounts = [{ address: ALICE }];
      let refuse: (error: Error) => void = () => undefined;
      Object.assign(adapter, {
        signMessage: () => new Promise((_resolve, reject) => (refuse = reject)),
      });
      const siwx = createLocalSiwxConfig({ domain: 'localhost', uri: 'http://localhost' });
      const { kit } = createTestKit({ adapter, siwx });
      renderModal(kit, look.props);
      await connectWallet(kit);
      const user = userEvent.setup();
      screen.getByRole('button', { name: 'Sign' }).focus();
      await user.keyboard('{Enter}');
      await settle();
      expectFocusInDialog('while signing');
      await settle(() => refuse(new UserRejectedRequestError()));
      expectFocusInDialog('after the refusal');
      expect(document.activeElement?.textContent).toBe('Sign again');
    });

    it('retry: focus stays in the dialog when Retry gives way to the loading list', async () => {
      const { kit } = createTestKit({
        adapter: new ScriptedAdapter({ connectors: [] }),
        projectId: 'test-project',
        cloud: { explorerUrl: 'http://127.0.0.1:9' },
      });
      renderModal(kit, look.props);
      await settle(() => kit.open({ view: 'AllWallets' }));
      await settle(() =>
        kit.store.dispatch(
          walletsLoadFailed({
            error: { name: 'ApiRequestError', code: 'UNKNOWN_ERROR', message: 'Server error' },
          }),
        ),
      );
      const retry = screen.getByRole('button', { name: 'Retry' });
      retry.focus();
      const user = userEvent.setup();
      await user.keyboard('{Enter}');
      await settle();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBe(retry));
      expectFocusInDialog('after Retry');
      await user.tab();
      expectFocusInDialog('Tab after Retry');
    });
  });
});
