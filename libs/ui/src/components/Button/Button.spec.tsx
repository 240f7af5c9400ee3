import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a native button of type "button" that calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Connect</Button>);
    const button = screen.getByRole('button', { name: 'Connect' });
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks, sets aria-busy and shows a hidden spinner while loading', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Connect
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Connect' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.kit-spinner')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('stays focusable while loading so keyboard focus is not lost', () => {
    render(<Button loading>Connect</Button>);
    const button = screen.getByRole('button', { name: 'Connect' });
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button).toHaveProperty('disabled', false);
  });

  it('does not submit its form twice while loading', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not call onClick when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes variant, size and width as data attributes for the stylesheet', () => {
    render(
      <Button variant="ghost" size="lg" fullWidth>
        Later
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Later' });
    expect(button.dataset).toMatchObject({ variant: 'ghost', size: 'lg', fullWidth: 'true' });
    expect(button.className).toBe('kit-button');
  });

  it('forwards a ref to the native button', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Ok</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });
});
