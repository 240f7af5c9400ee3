import { selectEmbedded } from '@kit/embedded';
import { emailSubmitted, emailUpdateSubmitted, otpSubmitted } from '@kit/embedded';
import { CONSTANTS } from '@kit/core';
import { Button, Spinner, Text } from '@kit/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { OTP_CODE_LENGTH, OtpCodeInput } from '../../components/OtpCodeInput/OtpCodeInput';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * EmailVerifyOtp (spec §2): the one-time code mailed to the address. Resend waits out the 30 s
 * e-mail login cooldown (§9) after each code; a throttle message the secure site still answers
 * (a code asked for elsewhere) is shown with its seconds to wait. For an e-mail change it then
 * waits for the approval link mailed to the current address.
 *
 * Keyboard (issue 23): Verify and Resend spin while they work rather than disabling themselves,
 * so focus stays on them; a refused code puts focus back in the field, its text selected for
 * retyping. Resend waits out the 30 s cooldown (aria-disabled: still focusable, says why).
 */
export function EmailVerifyOtpView() {
  const dispatch = useKitDispatch();
  const cooldownId = useId();
  const embedded = useKitSelector(selectEmbedded);
  const [otp, setOtp] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = embedded.step === 'verifying' || embedded.step === 'connecting';
  const sending = embedded.step === 'sendingCode';
  const coolingDown = embedded.resendCoolingDown === true;
  const { error } = embedded;
  useEffect(() => {
    // A refused code: the field is what the visitor works on next (the alert says why).
    if (error === undefined) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [error]);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy || otp.length !== OTP_CODE_LENGTH) return;
    dispatch(otpSubmitted({ otp }));
  };
  const resend = (): void => {
    if (embedded.email === undefined || busy || sending || coolingDown) return;
    const email = embedded.email;
    dispatch(
      embedded.purpose === 'update' ? emailUpdateSubmitted({ email }) : emailSubmitted({ email }),
    );
  };
  if (embedded.step === 'awaitingApproval') {
    // The new address is proven; the owner of the current one approves through a mailed link.
    return (
      <StatusPanel
        tone="busy"
        media={<Spinner size={40} label="Waiting for the approval" />}
        heading="Approve the change"
        message={`Open the link sent to ${embedded.user?.email ?? 'your current e-mail'} to move your wallet to ${embedded.email ?? 'the new e-mail'}.`}
      />
    );
  }
  return (
    <form className="kit-view" onSubmit={submit} noValidate>
      <OtpCodeInput
        ref={inputRef}
        sentTo={embedded.email}
        value={otp}
        error={embedded.error}
        onChange={setOtp}
      />
      <Button
        type="submit"
        fullWidth
        loading={busy}
        disabled={!busy && otp.length !== OTP_CODE_LENGTH}
      >
        {busy ? 'Verifying…' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="secondary"
        fullWidth
        loading={sending}
        aria-disabled={busy || coolingDown || undefined}
        aria-describedby={coolingDown ? cooldownId : undefined}
        onClick={resend}
      >
        Resend code
      </Button>
      {coolingDown && (
        <Text as="p" id={cooldownId} variant="small" tone="muted" align="center">
          {`You can ask for a new code ${CONSTANTS.EMAIL_LOGIN_COOLDOWN_MS / 1000} seconds after the last one.`}
        </Text>
      )}
    </form>
  );
}
