import { Text, TextInput } from '@kit/ui';
import type { Ref } from 'react';

/** The length of a mailed one-time code (the secure site's and the sign-in service's). */
export const OTP_CODE_LENGTH = 6;

/** Props of OtpCodeInput. */
export interface OtpCodeInputProps {
  /** The address the code went to; 'your e-mail' when unknown. */
  sentTo: string | undefined;
  value: string;
  error: string | undefined;
  /** The digits typed so far (anything else is dropped as it is typed). */
  onChange(code: string): void;
  /** The field, for the view to focus after a refused code. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Where the visitor types a mailed one-time code: the prompt naming the address, then a numeric
 * field that browsers can fill from the mail (autocomplete one-time-code).
 */
export function OtpCodeInput({ sentTo, value, error, onChange, ref }: OtpCodeInputProps) {
  return (
    <>
      <Text as="p" variant="small" tone="muted" align="center">
        {`Enter the code sent to ${sentTo ?? 'your e-mail'}.`}
      </Text>
      <TextInput
        ref={ref}
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_CODE_LENGTH}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      />
    </>
  );
}
