import { mainnet, sepolia, type KitLogger } from '@kit/core';
import { ALICE } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit } from '@kit/store';
import { testKitOptions } from '@kit/views/src/testing/kit-harness.spec-helper';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { createKitModal, type KitModalInstance } from './create-kit-modal';
import { defineKitElements } from './kit-elements';

const logger: KitLogger = { warn: () => undefined, error: () => undefined };
const live: KitModalInstance[] = [];

/**
 * createKitModal (in act: it renders) with a ScriptedAdapter ('eip155:alpha' gives ALICE), on
 * mainnet and sepolia unless told otherwise.
 */
async function createTestModal(networks = [mainnet, sepolia]): Promise<KitModalInstance> {
  let modal: KitModalInstance | undefined;
  await act(async () => {
    modal = createKitModal(testKitOptions({ networks }));
  });
  live.push(modal!);
  return modal!;
}

afterEach(async () => {
  for (const modal of live.splice(0)) {
    await act(async () => modal.unmount());
    await modal.destroy();
  }
  document.body.replaceChildren();
});

const settle = () => act(async () => undefined);
const shadowHost = () => document.querySelector<HTMLElement>('[data-kit-host]');
const dialog = () =>
  shadowHost()?.shadowRoot?.querySelector<HTMLElement>('dialog.kit-dialog') ?? null;

/** Writes `html` into the page as a server-rendered page would have it (in act: it renders). */
async function page(html: string): Promise<void> {
  const main = document.createElement('main');
  main.innerHTML = html;
  await act(async () => document.body.append(main));
}

describe('createKitModal', () => {
  it("mounts Kit's modal on a container of its own at the end of body and returns the Kit API", async () => {
    const modal = await createTestModal();
    await settle();
    expect(document.querySelector('[data-kit-html-root]')?.parentElement).toBe(document.body);
    // The modal's code loads on the first intent to open it (issue 22): no dialog before.
    expect(dialog()).toBeNull();
    expect(typeof modal.connect).toBe('function');
    await act(async () => modal.open());
    expect(modal.getState().modal.open).toBe(true);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(
      within(shadowHost()!.shadowRoot as unknown as HTMLElement).getByRole('dialog', {
        name: 'Connect Wallet',
      }),
    ).toBeTruthy();
  });

  it("renders @kit/react's buttons in <kit-connect-button>, <kit-account-button> and <kit-network-button>", async () => {
    await page(
      '<kit-connect-button>Loading…</kit-connect-button>' +
        '<kit-account-button></kit-account-button><kit-network-button></kit-network-button>',
    );
    const modal = await createTestModal();
    await settle();
    const connect = document.querySelector('kit-connect-button')!;
    // The fallback text gave way to the button.
    expect(connect.textContent).toBe('Connect Wallet');
    expect(document.querySelector('kit-account-button')!.children).toHaveLength(0);
    expect(document.querySelector('kit-network-button')!.textContent).toBe('Ethereum');
    fireEvent.click(within(connect as HTMLElement).getByRole('button'));
    await settle();
    expect(modal.getState().modal.open).toBe(true);
    await act(async () => {
      modal.close();
      await modal.connect({ connectorId: 'eip155:alpha' });
    });
    const account = within(document.querySelector<HTMLElement>('kit-account-button')!);
    expect(account.getByRole('button').getAttribute('aria-label')).toContain(ALICE);
  });

  it('renders elements added after it, follows their attributes and stops when they leave', async () => {
    await createTestModal();
    await page('<kit-connect-button label="Sign in with a wallet"></kit-connect-button>');
    await settle();
    const element = document.querySelector<HTMLElement>('kit-connect-button')!;
    expect(element.textContent).toBe('Sign in with a wallet');
    await act(async () => element.setAttribute('label', 'Connect'));
    expect(element.textContent).toBe('Connect');
    await act(async () => element.remove());
    expect(element.children).toHaveLength(0);
  });

  it('unmount removes the modal, its container and the buttons, and leaves the Kit running', async () => {
    await page('<kit-connect-button></kit-connect-button>');
    const modal = await createTestModal();
    await settle();
    expect(document.querySelector('kit-connect-button button')).not.toBeNull();
    await act(async () => modal.unmount());
    expect(document.querySelector('[data-kit-html-root]')).toBeNull();
    expect(shadowHost()).toBeNull();
    expect(document.querySelector('kit-connect-button')!.children).toHaveLength(0);
    await act(async () => modal.unmount());
    modal.open();
    expect(modal.getState().modal.open).toBe(true);
  });

  it('shows the elements for the Kit made last, or for the one defineKitElements names', async () => {
    await page('<kit-network-button></kit-network-button>');
    const first = await createTestModal();
    await createTestModal([sepolia]);
    const element = document.querySelector<HTMLElement>('kit-network-button')!;
    await waitFor(() => expect(element.textContent).toBe('Sepolia'));
    await act(async () => defineKitElements(first));
    expect(element.textContent).toBe('Ethereum');
  });
});

describe('defineKitElements', () => {
  it('defines each element once: calling it again keeps the first definitions', async () => {
    await createTestModal();
    const defined = customElements.get('kit-connect-button');
    expect(defined).toBeDefined();
    expect(customElements.get('kit-account-button')).toBeDefined();
    expect(customElements.get('kit-network-button')).toBeDefined();
    expect(() => defineKitElements()).not.toThrow();
    expect(customElements.get('kit-connect-button')).toBe(defined);
  });

  it('refuses a Kit that createKitModal did not mount, naming the call', () => {
    const kit = createKit({ networks: [mainnet], logger, enableReconnect: false });
    expect(() => defineKitElements({ ...kit, unmount: () => undefined })).toThrow(
      expect.objectContaining({
        code: 'KIT_NOT_MOUNTED',
        message: 'defineKitElements() takes a Kit made by createKitModal()',
      }),
    );
    void kit.destroy();
  });
});
