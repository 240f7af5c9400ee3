import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpCodeInput } from './OtpCodeInput';

function Controlled({ sentTo }: { sentTo?: string }) {
  const [code, setCode] = useState('');
  return <OtpCodeInput sentTo={sentTo} value={code} error={undefined} onChange={setCode} />;
}

describe('OtpCodeInput', () => {
  it('names the address the code went to, or "your e-mail" when unknown', () => {
    const { rerender } = render(<Controlled sentTo="ada@example.com" />);
    expect(screen.getByText('Enter the code sent to ada@example.com.')).toBeDefined();
    rerender(<Controlled />);
    expect(screen.getByText('Enter the code sent to your e-mail.')).toBeDefined();
  });

  it('keeps only the digits typed, six at most', async () => {
    render(<Controlled sentTo="ada@example.com" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    await userEvent.type(input, '12a3-45 678');
    expect(input.value).toBe('123456');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });
});
