import { Button, TextInput } from '@kit/ui';
import { useId, useState, type FormEvent } from 'react';

/** Props of EmailForm. */
export interface EmailFormProps {
  /** The error under the field (validation, throttle, server). */
  error?: string | undefined;
  busy: boolean;
  submitLabel: string;
  label?: string;
  /** Addresses offered as the visitor types (the recent e-mails of spec §3), newest first. */
  suggestions?: readonly string[] | undefined;
  onSubmit(email: string): void;
}

/** An e-mail field and its submit button; the saga validates and says what is wrong. */
export function EmailForm({
  error,
  busy,
  submitLabel,
  label = 'Email',
  suggestions = [],
  onSubmit,
}: EmailFormProps) {
  const [email, setEmail] = useState('');
  const listId = useId();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <form className="kit-email-form" onSubmit={submit} noValidate>
      <TextInput
        label={label}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        {...(suggestions.length > 0 ? { list: listId } : {})}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <Button type="submit" fullWidth disabled={busy || email.trim() === ''}>
        {busy ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}
