import { embeddedReady } from '@kit/embedded/actions';
import { MODAL_VIEWS, pushed } from '@kit/modal';
import { siwxEnabled, siwxSlice } from '@kit/siwx/slice';
import { injectLazySlice } from '@kit/store';
import { toastRequested } from '@kit/toast';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { kitStyles } from '@kit/ui';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { viewStyles } from '../../styles/view-styles';
import { VIEW_REGISTRY } from '../ViewOutlet/ViewOutlet';
import { VIEW_TITLES } from '../view-titles';
import { embeddedSlice } from '@kit/embedded/slice';

// These tests stand in for the embedded wallet's saga and the sign-in saga, whose chunks inject
// their slices into the store's root reducer as they load (issue 22); sign-in is turned on by hand.
injectLazySlice(embeddedSlice);
injectLazySlice(siwxSlice);

afterEach(destroyTestKits);

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('KitModal', () => {
  it('keeps the dialog closed and empty until the store opens it', () => {
    const { kit } = createTestKit();
    renderModal(kit);
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(dialog().querySelector('.kit-card')).toBeNull();
  });

  it('opens on Connect at once as a labelled modal dialog', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    const modal = screen.getByRole('dialog', { name: 'Connect Wallet' });
    expect(modal).toBe(dialog());
    expect(modal.hasAttribute('open')).toBe(true);
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(modal.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Connect Wallet',
    );
  });

  it("fetches AllWallets' code after the open has shown Connect, not during its first frames", async () => {
    const entry = VIEW_REGISTRY.AllWallets;
    if (entry.kind !== 'lazy') throw new Error('AllWallets is expected to be lazy');
    const preload = jest.spyOn(entry.view, 'preload').mockResolvedValue(undefined);
    jest.useFakeTimers();
    try {
      const { kit } = createTestKit();
      renderModal(kit, { mobile: false });
      act(() => kit.open());
      expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
      expect(preload).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(300));
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
      preload.mockRestore();
    }
  });

  it('has an entry for every modal view, and none renders a blank body', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    expect(Object.keys(VIEW_REGISTRY).sort()).toEqual([...MODAL_VIEWS].sort());
    for (const view of MODAL_VIEWS) {
      await settle(() => kit.close());
      await settle(() => kit.open({ view }));
      const card = await waitFor(() => {
        const found = dialog().querySelector(`.kit-card[data-view="${view}"]`);
        expect(found).not.toBeNull();
        return found as HTMLElement;
      });
      expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(VIEW_TITLES[view]);
      // Lazy views show a spinner first; wait for their body either way.
      await waitFor(() =>
        expect(card.querySelector('.kit-card-body')?.textContent?.trim()).not.toBe(''),
      );
      if (VIEW_REGISTRY[view].kind === 'unavailable') {
        expect(within(card).getByText(`${VIEW_TITLES[view]} isn't available yet`)).toBeTruthy();
      }
    }
    // Every view in turn, lazy chunks included: well over jest's 5 s default on a loaded machine.
  }, 30_000);

  it('shows Back only when there is a view to go back to, and Back pops it', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await settle(() => kit.store.dispatch(pushed('Networks')));
    expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(kit.getState().modal.history).toEqual(['Connect']);
  });

  it("shows the card and the view it opened on in the open's first frame; later views fade in", async () => {
    const css = kitStyles + viewStyles;
    // The declarations of the last rule whose selector is exactly `selector`.
    const rule = (selector: string): string => {
      const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const found = [...css.matchAll(new RegExp(`(?:^|[}\\n])${escaped}\\{([^}]*)\\}`, 'g'))];
      if (found.length === 0) throw new Error(`no rule for ${selector}`);
      return found[found.length - 1]![1]!;
    };
    const startsInvisible = (selector: string): boolean => {
      const name = /animation:([\w-]+)/.exec(rule(selector))?.[1];
      if (name === undefined || name === 'none') return false;
      const from = new RegExp(`@keyframes ${name}\\{from\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      return /opacity:0(?![.\d])/.test(from);
    };
    // An opacity from 0 kept the wallet list invisible until the animation had started and run.
    expect(startsInvisible('.kit-dialog[open]')).toBe(false);
    // The overlay fades in on a layer beside the card, not around it.
    expect(rule('.kit-dialog::before')).toContain('z-index:-1');
    expect(startsInvisible('.kit-dialog::before')).toBe(true);
    expect(startsInvisible('.kit-card')).toBe(false);
    expect(rule('.kit-card[data-opening] .kit-card-body>*')).toBe('animation:none');
    expect(startsInvisible('.kit-card-body>*')).toBe(true);

    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    const card = () => dialog().querySelector('.kit-card')!;
    expect(card().hasAttribute('data-opening')).toBe(true);
    await settle(() => kit.store.dispatch(pushed('Networks')));
    expect(card().hasAttribute('data-opening')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await settle();
    // Back on the first view: it is a new view element now, and fades in like any other.
    expect(card().hasAttribute('data-opening')).toBe(false);
    await settle(() => kit.close());
    await settle(() => kit.open());
    expect(card().hasAttribute('data-opening')).toBe(true);
  });

  it('closes with the close button and reopens on Connect (close resets the history)', async () => {
    const { kit, dispatchedTypes } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    await settle(() => kit.store.dispatch(pushed('Networks')));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    expect(dispatchedTypes()).toContain('modal/closeRequested');
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(kit.getState().modal.history).toEqual(['Connect']);
    await settle(() => kit.open());
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('asks the store to close on Escape and on a backdrop click', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    await settle();
    expect(kit.getState().modal.open).toBe(false);

    await settle(() => kit.open());
    fireEvent.pointerDown(dialog());
    fireEvent.click(dialog());
    await settle();
    expect(kit.getState().modal.open).toBe(false);
  });

  it('does not close on a click inside the card', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    const title = screen.getByRole('heading', { name: 'Connect Wallet' });
    fireEvent.pointerDown(title);
    fireEvent.click(title);
    await settle();
    expect(kit.getState().modal.open).toBe(true);
  });

  it('shakes instead of closing while sign-in is required on a sign or approve view', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => {
      kit.store.dispatch(siwxEnabled({ required: true }));
      kit.open({ view: 'ApproveTransaction' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    expect(kit.getState().modal.open).toBe(true);
    expect(dialog().querySelector('.kit-card')?.getAttribute('data-shake')).toBe('true');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await settle();
    expect(kit.getState().modal.open).toBe(true);
    // The shake lasts 500 ms (spec §4), then the card settles.
    await waitFor(
      () => expect(dialog().querySelector('.kit-card')?.hasAttribute('data-shake')).toBe(false),
      { timeout: 1500 },
    );
  });

  it('says why it stays open, in one live region, when a required sign-in refuses a close', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => {
      kit.store.dispatch(siwxEnabled({ required: true }));
      kit.open({ view: 'ApproveTransaction' });
    });
    const notice = 'Sign-in is required: this window closes once you have signed in.';
    // The region is there, empty, before anything is said (so its first words are announced).
    const region = dialog().querySelector('.kit-close-refused') as HTMLElement;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await settle();
    expect(kit.getState().modal.open).toBe(true);
    expect(region.textContent).toBe(notice);
    // It outlasts the shake (which reduced motion removes), and a second refusal adds nothing.
    await waitFor(() => expect(kit.getState().modal.shake).toBe(false), { timeout: 1500 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    expect(screen.getAllByText(notice)).toHaveLength(1);
    expect(region.textContent).toBe(notice);
  });

  it('says nothing when a close is allowed', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    await settle(() => kit.store.dispatch(pushed('AllWallets')));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await settle();
    expect(dialog().querySelector('.kit-close-refused')?.textContent).toBe('');
  });

  it('closes the phone sheet on a swipe down, and refuses it while sign-in is required', async () => {
    if (typeof window.PointerEvent !== 'function') {
      // jsdom has none; a MouseEvent with a pointer id is all the sheet reads.
      class TestPointerEvent extends MouseEvent {
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      }
      window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
    }
    const swipeDown = () => {
      const handle = dialog().querySelector('.kit-sheet-handle')!;
      fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 100 });
      fireEvent.pointerMove(handle, { pointerId: 1, button: 0, clientY: 400 });
      fireEvent.pointerUp(handle, { pointerId: 1, button: 0, clientY: 400 });
    };
    const { kit } = createTestKit();
    renderModal(kit, { mobile: true });
    await settle(() => kit.open());
    await settle(swipeDown);
    expect(kit.getState().modal.open).toBe(false);

    await settle(() => {
      kit.store.dispatch(siwxEnabled({ required: true }));
      kit.open({ view: 'ApproveTransaction' });
    });
    await settle(swipeDown);
    expect(kit.getState().modal.open).toBe(true);
    expect(dialog().querySelector('.kit-close-refused')?.textContent).toContain(
      'Sign-in is required',
    );
  });

  it('moves focus into the dialog on open and back to the opener on close', async () => {
    const { kit } = createTestKit();
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    document.body.append(opener);
    renderModal(kit);
    opener.focus();
    await settle(() => kit.open());
    expect(dialog().contains(document.activeElement)).toBe(true);
    await settle(() => kit.close());
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('wraps Tab from the last control to the first and Shift+Tab back', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    const buttons = within(dialog()).getAllByRole('button');
    const first = buttons[0] as HTMLElement;
    const last = buttons[buttons.length - 1] as HTMLElement;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('puts focus on the new view title when the control that changed the view is gone', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() =>
      kit.open({ view: 'SwitchActiveChain', data: { caipNetworkId: 'eip155:11155111' } }),
    );
    const connect = screen.getByRole('button', { name: 'Connect a wallet' });
    connect.focus();
    fireEvent.click(connect);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connect Wallet' }));
  });

  it('loads the Send view lazily behind a spinner', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('shows the store toast inside the open dialog', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    await settle(() =>
      kit.store.dispatch(toastRequested({ message: 'Address copied', variant: 'success' })),
    );
    const toast = within(dialog()).getByRole('status');
    expect(toast.textContent).toBe('Address copied');
  });

  it('shows a toast on the page while the modal is closed', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() =>
      kit.store.dispatch(toastRequested({ message: 'Failed to disconnect', variant: 'error' })),
    );
    const alerts = screen.getAllByRole('alert', { hidden: true });
    const shown = alerts.filter((alert) => alert.textContent === 'Failed to disconnect');
    expect(shown).toHaveLength(1);
    expect(dialog().contains(shown[0] as Node)).toBe(false);
  });

  it('uses the bottom sheet on mobile', async () => {
    const { kit } = createTestKit();
    renderModal(kit, { mobile: true });
    await settle(() => kit.open());
    expect(dialog().getAttribute('data-layout')).toBe('sheet');
    expect(dialog().querySelector('.kit-sheet > .kit-card')).not.toBeNull();
  });

  it('renders under [data-kit] in the theme the options ask for', async () => {
    const { kit } = createTestKit({ themeMode: 'dark' });
    renderModal(kit, { themeMode: undefined });
    expect(document.querySelector('[data-kit]')?.getAttribute('data-kit-theme')).toBe('dark');
  });

  it("tells the embedded wallet the theme it is shown in, for the secure site's approval page", async () => {
    const { kit } = createTestKit();
    await settle(() => kit.store.dispatch(embeddedReady({ isTelegram: false })));
    renderModal(kit, { themeMode: 'dark' });
    await settle();
    expect(kit.getState().embedded?.themeMode).toBe('dark');
  });

  it('follows the wallet name in the title of a connecting view', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await act(async () => {
      kit.open({
        view: 'ConnectingExternal',
        data: { wallet: { id: 'eip155:alpha', name: 'Alpha Wallet' }, connectorId: 'eip155:alpha' },
      });
    });
    expect(screen.getByRole('dialog', { name: 'Alpha Wallet' })).toBeTruthy();
  });

  it('shows the branding line under the view while reownBranding is on (the default)', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    expect(screen.getByText('UX by Kit').closest('.kit-card-footer')).not.toBeNull();
  });

  it('hides the branding line and its footer when reownBranding is off', async () => {
    const { kit } = createTestKit({ features: { reownBranding: false } });
    renderModal(kit);
    await settle(() => kit.open());
    expect(screen.queryByText('UX by Kit')).toBeNull();
    expect(document.querySelector('.kit-card-footer')).toBeNull();
  });
});
