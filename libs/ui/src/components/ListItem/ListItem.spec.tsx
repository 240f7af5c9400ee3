import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletImage } from '../WalletImage/WalletImage';
import { ListItem } from './ListItem';

describe('ListItem', () => {
  it('is one native button named by its title, description and tag', async () => {
    const onClick = jest.fn();
    render(
      <ListItem
        title="MetaMask"
        description="Browser extension"
        tag="Installed"
        image={<WalletImage name="MetaMask" />}
        onClick={onClick}
      />,
    );
    const row = screen.getByRole('button', { name: 'MetaMask Browser extension Installed' });
    expect(row).toHaveProperty('type', 'button');
    await userEvent.click(row);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a decorative chevron by default, a custom trailing element, or none', () => {
    const { rerender, container } = render(<ListItem title="WalletConnect" />);
    expect(container.querySelector('svg.kit-list-item-end')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    rerender(<ListItem title="WalletConnect" trailing={<span>12.000 ETH</span>} />);
    expect(screen.getByText('12.000 ETH')).toBeDefined();
    expect(container.querySelector('svg.kit-list-item-end')).toBeNull();
    rerender(<ListItem title="WalletConnect" chevron={false} />);
    expect(container.querySelector('.kit-list-item-end')).toBeNull();
  });

  it('marks the current choice and a busy row', () => {
    render(<ListItem title="Ethereum" current loading />);
    const row = screen.getByRole('button', { name: 'Ethereum' });
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(row.querySelector('.kit-spinner')).not.toBeNull();
  });

  it('omits an empty tag', () => {
    const { container } = render(<ListItem title="Rainbow" tag="" />);
    expect(container.querySelector('.kit-tag')).toBeNull();
  });
});
