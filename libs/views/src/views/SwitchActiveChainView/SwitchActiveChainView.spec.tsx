import { fireEvent, screen } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

describe('SwitchActiveChainView', () => {
  it('names the target network and sends the visitor to Connect for a wallet that has it', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() =>
      kit.open({ view: 'SwitchActiveChain', data: { caipNetworkId: 'eip155:11155111' } }),
    );
    expect(screen.getByText('Switch to Sepolia')).toBeTruthy();
    expect(screen.getByText(/has no account on Sepolia/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }));
    await settle();
    expect(kit.getState().modal.history).toEqual(['SwitchActiveChain', 'Connect']);
  });
});
