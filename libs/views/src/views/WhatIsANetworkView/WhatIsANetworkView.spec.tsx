import { fireEvent, screen } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

describe('WhatIsANetworkView', () => {
  it('opens from the network picker\'s "What is a network?" and goes back to it', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'Networks' }));
    fireEvent.click(await screen.findByRole('button', { name: 'What is a network?' }));
    await settle();
    expect(kit.getState().modal.history).toEqual(['Networks', 'WhatIsANetwork']);
    expect(await screen.findByText('Designed for different uses')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'What Is a Network?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await settle();
    expect(kit.getState().modal.view).toBe('Networks');
  });
});
