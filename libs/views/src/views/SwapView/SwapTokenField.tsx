import type { SwapToken } from '@kit/swap';
import { useId } from 'react';

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
  const id = useId();
  return (
    <div className="kit-field">
      <label htmlFor={id} className="kit-field-label">
        {label}
      </label>
      <div className="kit-field-box">
        <select
          id={id}
          className="kit-select"
          value={value?.address ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const token = tokens.find(
              (candidate) => candidate.address === event.currentTarget.value,
            );
            if (token) onChange(token);
          }}
        >
          <option value="" disabled>
            Select a token
          </option>
          {tokens.map((token) => (
            <option key={token.address} value={token.address}>
              {token.symbol} — {token.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
