import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConnectButton } from '../ConnectButton/ConnectButton';
import { NetworkButton } from '../NetworkButton/NetworkButton';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { KitProvider } from './KitProvider';
import { modalLoader } from './modal-loader';

// Issue 22, click to list: an intent on Kit's button (focus here; hover and press alike) loads
// the modal's code and builds the view the press will open, hidden in the closed dialog, so the
// press only reveals it. The loader is one per page (per test file), so the journeys below run
// with the code loaded by the first.
afterEach(destroyTestKits);

const shadow = () =>
  document.querySelector<HTMLElement>('[data-kit-host]')?.shadowRoot as unknown as
    HTMLElement | undefined;
const card = () => shadow()?.querySelector<HTMLElement>('.kit-card') ?? null;
const dialog = () => shadow()?.querySelector<HTMLDialogElement>('dialog') ?? null;

/** Lets the modal's code arrive and React's deferred (hidden) work finish. */
async function settle(): Promise<void> {
  await act(async () => {
    await modalLoader.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('an intent on a Kit button builds the open ahead, invisibly (issue 22)', () => {
  it('builds Connect hidden on focus, once, and the press reveals that very card', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <ConnectButton />
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    act(() => button.focus());
    await settle();

    const built = card();
    expect(built?.getAttribute('data-view')).toBe('Connect');
    // Nothing shown, focused, locked or read out before the press.
    expect(dialog()?.hasAttribute('open')).toBe(false);
    expect(kit.getState().modal.open).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.style.overflow).toBe('');
    expect(within(shadow()!).queryByRole('heading', { name: 'Connect Wallet' })).toBeNull();

    // More intents build nothing new.
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button);
    await settle();
    expect(card()).toBe(built);

    fireEvent.click(button);
    await act(async () => undefined);
    expect(card()).toBe(built);
    expect(dialog()?.hasAttribute('open')).toBe(true);
    expect(
      within(shadow()!).getByRole('dialog', { name: 'Connect Wallet' }).getAttribute('open'),
    ).not.toBeNull();
    expect(within(card()!).getByRole('button', { name: /Alpha/ })).toBeTruthy();
  });

  it('opens on the view the press asks for: Networks from NetworkButton, built at its hover', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <NetworkButton />
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Ethereum' });
    fireEvent.pointerEnter(button);
    await settle();
    expect(kit.getState().modal.preparedView).toBe('Networks');
    expect(card()?.getAttribute('data-view')).toBe('Networks');

    fireEvent.click(button);
    await act(async () => undefined);
    expect(dialog()?.hasAttribute('open')).toBe(true);
    expect(card()?.getAttribute('data-view')).toBe('Networks');
  });

  it('builds Account at the hover once connected, and the press opens it', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <ConnectButton />
      </KitProvider>,
    );
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    const button = screen.getByRole('button', { name: /^Account / });
    fireEvent.pointerEnter(button);
    await settle();
    expect(kit.getState().modal.open).toBe(false);
    const built = card();
    expect(built?.getAttribute('data-view')).toBe('Account');

    fireEvent.click(button);
    await act(async () => undefined);
    expect(dialog()?.hasAttribute('open')).toBe(true);
    expect(card()).toBe(built);
  });

  it('prepares the next open when a close gives focus back to the button, which opens it again', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <ConnectButton />
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    act(() => button.focus());
    await settle();
    fireEvent.click(button);
    await act(async () => undefined);
    expect(dialog()?.hasAttribute('open')).toBe(true);

    await act(async () => kit.close());
    await settle();
    expect(document.activeElement).toBe(button);
    expect(kit.getState().modal.open).toBe(false);
    expect(dialog()?.hasAttribute('open')).toBe(false);
    const built = card();
    expect(built?.getAttribute('data-view')).toBe('Connect');

    fireEvent.click(button);
    await act(async () => undefined);
    expect(dialog()?.hasAttribute('open')).toBe(true);
    expect(card()).toBe(built);
  });

  it('opens Connect on a press with no intent before it, and from kit.open()', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <ConnectButton />
      </KitProvider>,
    );
    await settle();
    expect(card()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await act(async () => undefined);
    expect(dialog()?.hasAttribute('open')).toBe(true);
    expect(card()?.getAttribute('data-view')).toBe('Connect');

    await act(async () => kit.close());
    expect(card()).toBeNull();
    await act(async () => kit.open({ view: 'WhatIsAWallet' }));
    expect(
      await within(shadow()!).findByRole('dialog', { name: 'What Is a Wallet?' }),
    ).toBeTruthy();
  });
});
