import { emailSubmitted, emailUpdateSubmitted, otpSubmitted, selectEmbedded } from '@kit/embedded';
import { Button, Spinner } from '@kit/ui';
import { useState, type FormEvent } from 'react';
import { OTP_CODE_LENGTH, OtpCodeInput } from '../../components/OtpCodeInput/OtpCodeInput';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * EmailVerifyOtp (spec §2): the one-time code mailed to the address. Resending inside the 30 s
 * cooldown shows the secure site's throttle message with the seconds to wait. For an e-mail
 * change it then waits for the approval link mailed to the current address.
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
      <OtpCodeInput sentTo={embedded.email} value={otp} error={embedded.error} onChange={setOtp} />
      <Button type="submit" fullWidth disabled={busy || otp.length !== OTP_CODE_LENGTH}>
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
