import { cx } from '../../utils/cx';
import { TextInput, type TextInputProps } from '../TextInput/TextInput';

/** Props of AmountInput: those of TextInput plus a token symbol. */
export type AmountInputProps = TextInputProps & {
  /** The token's symbol ("ETH"), shown after the number. */
  symbol?: string;
};

/**
 * A large numeric field for token amounts: a text input with the decimal keypad
 * (`inputMode="decimal"`), so values stay exact strings. Validation is the caller's; pass the
 * message (e.g. core's 'Number {value} is not a valid decimal number.') as `error`.
 */
export function AmountInput({ symbol, className, trailing, ...rest }: AmountInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      placeholder="0"
      {...rest}
      className={cx('kit-amount', className)}
      trailing={
        <>
          {symbol !== undefined && <span className="kit-amount-symbol">{symbol}</span>}
          {trailing}
        </>
      }
    />
  );
}
