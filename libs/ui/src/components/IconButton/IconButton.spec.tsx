import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseIcon } from '../../icons/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a native button named by its aria-label, with a decorative icon', async () => {
    const onClick = jest.fn();
    render(<IconButton aria-label="Close" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('requires an aria-label at compile time', () => {
    // @ts-expect-error: aria-label is required
    render(<IconButton icon={<CloseIcon />} />);
    expect(screen.getByRole('button')).toBeDefined();
  });
});
