import { emailSubmitted, emailUpdateSubmitted, otpSubmitted, selectEmbedded } from '@kit/embedded';
import { Button, Text, TextInput } from '@kit/ui';
import { useState, type FormEvent } from 'react';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * EmailVerifyOtp (spec §2): the one-time code mailed to the address. Resending inside the 30 s
 * cooldown shows the secure site's throttle message with the seconds to wait.
 */
export function EmailVerifyOtpView() {
  const dispatch = useKitDispatch();
  const embedded = useKitSelector(selectEmbedded);
  const [otp, setOtp] = useState('');
  const busy = embedded.step === 'verifying' || embedded.step === 'connecting';
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    dispatch(otpSubmitted({ otp }));
  };
  const resend = (): void => {
    if (embedded.email === undefined) return;
    const email = embedded.email;
    dispatch(
      embedded.purpose === 'update' ? emailUpdateSubmitted({ email }) : emailSubmitted({ email }),
    );
  };
  return (
    <form className="kit-view" onSubmit={submit} noValidate>
      <Text as="p" variant="small" tone="muted" align="center">
        {`Enter the code sent to ${embedded.email ?? 'your e-mail'}.`}
      </Text>
      <TextInput
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={otp}
        error={embedded.error}
        onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, ''))}
      />
      <Button type="submit" fullWidth disabled={busy || otp.length !== 6}>
        {busy ? 'Verifying…' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="secondary"
        fullWidth
        disabled={busy || embedded.step === 'sendingCode'}
        onClick={resend}
      >
        Resend code
      </Button>
    </form>
  );
}
