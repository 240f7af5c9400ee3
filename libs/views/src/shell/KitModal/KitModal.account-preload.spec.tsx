import { screen } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { AccountView } from '../../views/AccountView/AccountView';
import { VIEW_REGISTRY } from '../ViewOutlet/ViewOutlet';

afterEach(destroyTestKits);

/** The Account view's component as the modal would render it now: its code, once loaded. */
function accountComponent() {
  const entry = VIEW_REGISTRY.Account;
  if (entry.kind !== 'lazy') throw new Error('Account is expected to load on its own');
  return entry.view.loaded();
}

// One test: the registry's lazy views are module state, loaded once per test file.
describe("the modal and the Account view's code", () => {
  it('leaves it unloaded while no wallet is connected, fetches it once one is, and opens on it without a spinner', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    await settle(() => kit.close());
    expect(accountComponent()).not.toBe(AccountView);
    await connectWallet(kit);
    // Connected, the modal closed: the code is fetched before any open asks for Account.
    await settle();
    expect(accountComponent()).toBe(AccountView);
    await settle(() => kit.open());
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });
});
