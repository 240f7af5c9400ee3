import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput } from './SearchInput';

function Search() {
  const [value, setValue] = useState('');
  return (
    <SearchInput
      aria-label="Search wallets"
      placeholder="Search wallet"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onClear={() => setValue('')}
    />
  );
}

describe('SearchInput', () => {
  it('is a named searchbox with a decorative search icon', () => {
    const { container } = render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Search wallets' });
    expect(box.getAttribute('type')).toBe('search');
    expect(container.querySelector('.kit-field-leading')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('clears with its "Clear search" button', async () => {
    const user = userEvent.setup();
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Search wallets' });
    await user.type(box, 'rain');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveProperty('value', '');
  });
});
