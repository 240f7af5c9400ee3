import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput } from './TextInput';

function ControlledEmail({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Email"
      hint="We send a one-time code"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onClear={() => setValue('')}
      error={error}
    />
  );
}

describe('TextInput', () => {
  it('is labelled by its visible label', () => {
    render(<TextInput label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDefined();
  });

  it('can keep the label for screen readers only, or be named by aria-label', () => {
    const { rerender } = render(<TextInput label="Email" hideLabel />);
    expect(screen.getByText('Email').className).toContain('kit-sr-only');
    rerender(<TextInput aria-label="Recipient address" />);
    expect(screen.getByRole('textbox', { name: 'Recipient address' })).toBeDefined();
  });

  it('wires the error message with aria-invalid and aria-describedby', () => {
    render(<ControlledEmail error="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We send a one-time code', 'Please enter a valid email address']);
  });

  it('is not invalid and described only by its hint without an error', () => {
    render(<ControlledEmail />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
  });

  it('keeps an aria-describedby passed by the caller', () => {
    render(<TextInput label="Name" aria-describedby="external" error="Too short" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe('external');
  });

  it('shows a clear button only while there is text; clearing empties and refocuses', async () => {
    const user = userEvent.setup();
    render(<ControlledEmail />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.type(input, 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('forwards a ref to the native input', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextInput label="Email" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
  });

  it('requires a label, aria-label or aria-labelledby at compile time', () => {
    // @ts-expect-error: an input needs an accessible name
    render(<TextInput placeholder="Email" />);
    // @ts-expect-error: only one way of naming at a time
    render(<TextInput label="Email" aria-label="Email" />);
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });
});
