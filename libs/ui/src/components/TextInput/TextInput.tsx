import { useCallback, useId, useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import { CloseIcon, ErrorIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';

/**
 * How a field is named; exactly one is required, so no input ships without an accessible name.
 * A visible `label` is best; `hideLabel` keeps it for screen readers only.
 */
export type FieldLabelProps =
  | { label: string; hideLabel?: boolean; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { label?: never; hideLabel?: never; 'aria-label': string; 'aria-labelledby'?: never }
  | { label?: never; hideLabel?: never; 'aria-label'?: never; 'aria-labelledby': string };

/** The props TextInput adds to a native input's. */
export interface TextInputOwnProps {
  /**
   * A validation message: shown under the field, wired with `aria-describedby` and `aria-invalid`,
   * and announced when it appears (an `alert`: typing on does not read it, issue 23).
   */
  error?: string | undefined;
  /** Help shown under the field, also read with it. */
  hint?: ReactNode;
  /** Shows a clear button while the (controlled) value is not empty; focus returns to the input. */
  onClear?: () => void;
  /** The clear button's accessible name; "Clear" by default. */
  clearLabel?: string;
  /** Decoration before the input (an icon); hidden from assistive technology. */
  leading?: ReactNode;
  /** Content after the input (a token symbol, a button). */
  trailing?: ReactNode;
}

/** Props of TextInput: native input attributes, a required name and TextInputOwnProps. */
export type TextInputProps = Omit<
  ComponentProps<'input'>,
  'aria-label' | 'aria-labelledby' | 'children'
> &
  TextInputOwnProps &
  FieldLabelProps;

/** A labelled text field with wired-up error and hint, and an optional clear button. */
export function TextInput({
  label,
  hideLabel = false,
  error,
  hint,
  onClear,
  clearLabel = 'Clear',
  leading,
  trailing,
  className,
  id,
  ref,
  type = 'text',
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}input`;
  const hintId = `${autoId}hint`;
  const errorId = `${autoId}error`;
  const hasError = error !== undefined && error !== '';
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  const describedByIds =
    [describedBy, hint !== undefined ? hintId : undefined, hasError ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const showClear = onClear !== undefined && rest.value !== undefined && String(rest.value) !== '';

  return (
    <div className={cx('kit-field', className)}>
      {label !== undefined && (
        <label htmlFor={inputId} className={cx('kit-field-label', hideLabel && 'kit-sr-only')}>
          {label}
        </label>
      )}
      <div className="kit-field-box" data-invalid={hasError || undefined}>
        {leading !== undefined && (
          <span className="kit-field-leading" aria-hidden="true">
            {leading}
          </span>
        )}
        <input
          {...rest}
          ref={setRef}
          id={inputId}
          type={type}
          className="kit-input"
          aria-invalid={hasError || ariaInvalid || undefined}
          aria-describedby={describedByIds}
        />
        {showClear && (
          <IconButton
            size="sm"
            className="kit-field-clear"
            aria-label={clearLabel}
            icon={<CloseIcon size={16} />}
            onClick={() => {
              onClear();
              inputRef.current?.focus();
            }}
          />
        )}
        {trailing}
      </div>
      {hint !== undefined && (
        <p id={hintId} className="kit-field-hint">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="kit-field-error" role="alert">
          <ErrorIcon size={14} />
          {error}
        </p>
      )}
    </div>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref !== null && ref !== undefined) ref.current = value;
}
