import { render, screen } from '@testing-library/react';
import { AmountInput } from './AmountInput';

describe('AmountInput', () => {
  it('asks for the decimal keypad and shows the symbol', () => {
    render(<AmountInput label="Amount" symbol="ETH" value="0.5" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByText('ETH')).toBeDefined();
  });

  it('shows the decimal validation message it is given, wired to the input', () => {
    const message = 'Number 1.2.3 is not a valid decimal number.';
    render(<AmountInput label="Amount" value="1.2.3" onChange={() => {}} error={message} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(message);
  });
});
