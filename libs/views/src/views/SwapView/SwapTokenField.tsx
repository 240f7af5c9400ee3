import type { SwapToken } from '@kit/swap';
import { SelectField } from '../../components/SelectField/SelectField';

/** Props of SwapTokenField. */
export interface SwapTokenFieldProps {
  label: string;
  tokens: SwapToken[];
  value?: SwapToken;
  disabled?: boolean;
  onChange(token: SwapToken): void;
}

/** A labelled token picker over the network's swappable tokens (a native select: accessible). */
export function SwapTokenField({ label, tokens, value, disabled, onChange }: SwapTokenFieldProps) {
  return (
    <SelectField
      label={label}
      value={value?.address ?? ''}
      disabled={disabled}
      options={[
        { value: '', label: 'Select a token', disabled: true },
        ...tokens.map((token) => ({
          value: token.address,
          label: `${token.symbol} — ${token.name}`,
        })),
      ]}
      onValueChange={(address) => {
        const token = tokens.find((candidate) => candidate.address === address);
        if (token) onChange(token);
      }}
    />
  );
}
