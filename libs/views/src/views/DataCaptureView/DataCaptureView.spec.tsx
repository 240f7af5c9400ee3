import { fireEvent, screen } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

describe('DataCaptureView', () => {
  it("rejects an invalid e-mail address with 'Please enter a valid email address'", async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'DataCapture' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('accepts a valid address without a message', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'DataCapture' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'visitor@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });
});
