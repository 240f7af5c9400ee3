import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: '', label: 'Select a token', disabled: true },
  { value: 'eth', label: 'ETH — Ether' },
  { value: 'usdc', label: 'USDC — USD Coin' },
];

describe('SelectField', () => {
  it('is a picker named by its visible label, showing the current value', () => {
    render(<SelectField label="Token" value="eth" options={OPTIONS} onValueChange={() => {}} />);
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Token' });
    expect(picker.value).toBe('eth');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Select a token' }).disabled).toBe(
      true,
    );
  });

  it('reports the value the visitor picks', async () => {
    const picked: string[] = [];
    render(
      <SelectField
        label="Token"
        value=""
        options={OPTIONS}
        onValueChange={(value) => picked.push(value)}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Token' }), 'usdc');
    expect(picked).toEqual(['usdc']);
  });
});
