import { Button, TextInput } from '@kit/ui';
import { useState, type FormEvent } from 'react';

/** Props of EmailForm. */
export interface EmailFormProps {
  /** The error under the field (validation, throttle, server). */
  error?: string | undefined;
  busy: boolean;
  submitLabel: string;
  label?: string;
  onSubmit(email: string): void;
}

/** An e-mail field and its submit button; the saga validates and says what is wrong. */
export function EmailForm({ error, busy, submitLabel, label = 'Email', onSubmit }: EmailFormProps) {
  const [email, setEmail] = useState('');
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
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <Button type="submit" fullWidth disabled={busy || email.trim() === ''}>
        {busy ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}
