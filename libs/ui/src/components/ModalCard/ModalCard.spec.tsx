import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalCard } from './ModalCard';

describe('ModalCard', () => {
  it('renders the title as a heading with the given id and the back and close buttons', async () => {
    const onBack = jest.fn();
    const onClose = jest.fn();
    render(
      <ModalCard title="Connect wallet" titleId="kit-title" onBack={onBack} onClose={onClose}>
        body
      </ModalCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Connect wallet' }).id).toBe('kit-title');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('omits the buttons it has no handlers for and renders body and footer', () => {
    render(
      <ModalCard title="Account" footer={<p>Terms</p>}>
        <p>Balance</p>
      </ModalCard>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Balance').closest('.kit-card-body')).not.toBeNull();
    expect(screen.getByText('Terms').closest('.kit-card-footer')).not.toBeNull();
  });

  it('can disable closing while sign-in is required', async () => {
    const onClose = jest.fn();
    render(<ModalCard title="Sign in" onClose={onClose} closeDisabled />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveProperty('disabled', true);
    await userEvent.click(close);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('flags the shake animation for the stylesheet', () => {
    const { container } = render(<ModalCard title="Connect" shake />);
    expect(container.querySelector<HTMLElement>('.kit-card')?.dataset.shake).toBe('true');
  });
});
