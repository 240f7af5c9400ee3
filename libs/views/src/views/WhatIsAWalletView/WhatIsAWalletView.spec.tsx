import { fireEvent, screen } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

describe('WhatIsAWalletView', () => {
  it('opens from Connect\'s "What is a wallet?" and leads to All wallets with Get a wallet', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    fireEvent.click(screen.getByRole('button', { name: 'What is a wallet?' }));
    await settle();
    expect(kit.getState().modal.history).toEqual(['Connect', 'WhatIsAWallet']);
    expect(await screen.findByText('Your home for digital assets')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'What Is a Wallet?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Get a wallet' }));
    await settle();
    expect(kit.getState().modal.view).toBe('AllWallets');
  });
});
