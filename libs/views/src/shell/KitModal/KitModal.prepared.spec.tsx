import { openIntended } from '@kit/modal';
import { walletsRequested } from '@kit/wallets';
import { screen } from '@testing-library/react';
import { kitStyles } from '@kit/ui';
import { viewStyles } from '../../styles/view-styles';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

// An open intent (the pointer over, focus on or a press on Kit's button) builds the view the
// open will land on inside the closed dialog, hidden, so the press only reveals it (issue 22,
// click to list). These specs hold it to showing nothing before the press.
afterEach(destroyTestKits);

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const card = () => document.querySelector<HTMLElement>('.kit-card');

/** A focused button on the page, as Kit's own button is when the intent is keyboard focus. */
function focusedOpener(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Open';
  document.body.append(button);
  button.focus();
  return button;
}

afterEach(() => {
  document.querySelectorAll('body > button').forEach((button) => button.remove());
});

describe('KitModal: the open prepared at an intent', () => {
  it('builds the prepared view hidden while closed: no open dialog, focus move, scroll lock or request', async () => {
    const { kit, dispatchedTypes } = createTestKit();
    renderModal(kit);
    const opener = focusedOpener();
    await settle(() => kit.store.dispatch(openIntended()));

    expect(card()?.getAttribute('data-view')).toBe('Connect');
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(kit.getState().modal.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe('');
    // Out of the accessibility tree (display: none), so nothing is read or announced.
    expect(screen.queryByRole('heading', { name: 'Connect Wallet' })).toBeNull();
    // The view's effects wait for the open: Connect has not asked for the listing.
    expect(dispatchedTypes()).not.toContain(walletsRequested.type);
  });

  it('reveals the card built at the intent on the press: the same elements, now shown', async () => {
    const { kit, dispatchedTypes } = createTestKit();
    renderModal(kit);
    focusedOpener();
    await settle(() => kit.store.dispatch(openIntended()));
    const built = card();
    expect(built).not.toBeNull();

    await settle(() => kit.open());
    expect(card()).toBe(built);
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();
    expect(dialog().contains(document.activeElement)).toBe(true);
    expect(dispatchedTypes()).toContain(walletsRequested.type);
  });

  it('builds once: a repeated intent keeps the card it built', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.store.dispatch(openIntended()));
    const built = card();
    expect(built).not.toBeNull();
    const before = kit.getState().modal;
    await settle(() => kit.store.dispatch(openIntended()));
    expect(card()).toBe(built);
    expect(kit.getState().modal).toBe(before);
  });

  it('opens on the view the open decides when it is not the prepared one', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.store.dispatch(openIntended()));
    await settle(() => kit.open({ view: 'WhatIsAWallet' }));
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'What Is a Wallet?' })).toBe(dialog());
    expect(document.querySelectorAll('.kit-card')).toHaveLength(1);
  });

  it("lays Kit's fonts out while prepared, hidden and out of the page's flow, and drops them on the open", async () => {
    const style = document.createElement('style');
    style.textContent = kitStyles + viewStyles;
    document.head.append(style);
    try {
      const { kit } = createTestKit();
      renderModal(kit);
      expect(document.querySelector('.kit-font-warmup')).toBeNull();
      await settle(() => kit.store.dispatch(openIntended()));
      const warmup = document.querySelector<HTMLElement>('.kit-font-warmup');
      expect(warmup?.getAttribute('aria-hidden')).toBe('true');
      expect(getComputedStyle(warmup!).visibility).toBe('hidden');
      expect(getComputedStyle(warmup!).position).toBe('fixed');
      expect(getComputedStyle(warmup!.querySelector('[data-weight="600"]')!).fontWeight).toBe(
        '600',
      );
      await settle(() => kit.open());
      expect(document.querySelector('.kit-font-warmup')).toBeNull();
    } finally {
      style.remove();
    }
  });

  it('builds nothing once the kit is destroyed', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await kit.destroy();
    await settle(() => kit.store.dispatch(openIntended()));
    expect(card()).toBeNull();
    expect(document.querySelector('.kit-font-warmup')).toBeNull();
  });

  it('forgets the built card on close; a press without an intent opens as before', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.store.dispatch(openIntended()));
    await settle(() => kit.open());
    await settle(() => kit.close());
    expect(card()).toBeNull();
    expect(dialog().hasAttribute('open')).toBe(false);

    await settle(() => kit.open());
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog());
  });
});
