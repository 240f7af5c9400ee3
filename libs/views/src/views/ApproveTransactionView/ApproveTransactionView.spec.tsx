import { screen } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

describe('ApproveTransactionView', () => {
  it('asks the visitor to approve the request in the secure window', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'ApproveTransaction' }));
    expect(screen.getByRole('dialog', { name: 'Approve Transaction' })).toBeTruthy();
    expect(screen.getByText('Approve the request')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Waiting for approval' })).toBeTruthy();
  });
});
