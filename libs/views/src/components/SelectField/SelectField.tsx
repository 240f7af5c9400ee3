import { useId, type ComponentProps, type ReactNode } from 'react';

/** One choice of a SelectField. */
export interface SelectFieldOption {
  /** The option's value; '' for a "Select …" placeholder. */
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of SelectField: a native select's attributes, a visible label and the options. */
export interface SelectFieldProps extends Omit<
  ComponentProps<'select'>,
  'children' | 'value' | 'onChange' | 'id' | 'className'
> {
  label: string;
  value: string;
  options: readonly SelectFieldOption[];
  /** The value the visitor picked. */
  onValueChange(value: string): void;
  /** Shown in the field before the picker, e.g. the chosen currency's image. */
  leading?: ReactNode;
}

/**
 * A labelled picker dressed as a field (kit-field). A native select: keyboard, screen reader and
 * mobile pickers work as the platform makes them.
 */
export function SelectField({
  label,
  value,
  options,
  onValueChange,
  leading,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="kit-field">
      <label htmlFor={id} className="kit-field-label">
        {label}
      </label>
      <div className="kit-field-box">
        {leading}
        <select
          {...rest}
          id={id}
          className="kit-select"
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
