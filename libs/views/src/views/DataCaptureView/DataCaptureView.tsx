import { ERROR_MESSAGES, isValidEmail } from '@kit/core';
import { Button, Text, TextInput } from '@kit/ui';
import { useState, type FormEvent } from 'react';

/**
 * DataCapture (spec §2, emailCapture feature): asks the visitor for an e-mail address and checks
 * it ('Please enter a valid email address', spec §5). Presentational for now: nothing receives
 * the address until the e-mail capture feature exists.
 */
export function DataCaptureView() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setError(isValidEmail(email.trim()) ? undefined : ERROR_MESSAGES.INVALID_EMAIL);
  };
  return (
    <form className="kit-view" onSubmit={submit} noValidate>
      <Text as="p" variant="small" tone="muted" align="center">
        Enter your e-mail address to stay in touch with this app.
      </Text>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          if (error !== undefined) setError(undefined);
        }}
      />
      <Button type="submit" fullWidth>
        Continue
      </Button>
    </form>
  );
}
