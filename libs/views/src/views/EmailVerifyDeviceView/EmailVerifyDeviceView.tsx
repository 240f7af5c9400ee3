import { selectEmbedded } from '@kit/embedded';
import { emailSubmitted } from '@kit/embedded';
import { Button, Spinner, Text } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * EmailVerifyDevice: a login from a device new to the identity waits here until the visitor
 * approves it through the link mailed to the address (AppKit's "Register this device"); the code
 * follows in EmailVerifyOtp (the flow saga moves on). Resend link asks again: inside the 30 s
 * cooldown the secure site's throttle message with the seconds to wait shows; an expired link
 * says so, and resending mails a fresh one.
 */
export function EmailVerifyDeviceView() {
  const dispatch = useKitDispatch();
  const embedded = useKitSelector(selectEmbedded);
  const sending = embedded.step === 'sendingCode';
  const resend = (): void => {
    if (embedded.email !== undefined) dispatch(emailSubmitted({ email: embedded.email }));
  };
  return (
    <div className="kit-view">
      <StatusPanel
        tone="busy"
        media={<Spinner size={40} label="Waiting for the approval" />}
        heading="Register this device to continue"
        message={`Approve the login link we sent to ${embedded.email ?? 'your e-mail'}`}
        actions={
          <Button type="button" variant="secondary" fullWidth disabled={sending} onClick={resend}>
            {sending ? 'Sending…' : 'Resend link'}
          </Button>
        }
      />
      {embedded.error !== undefined && (
        <Text as="p" variant="small" tone="error" role="alert">
          {embedded.error}
        </Text>
      )}
    </div>
  );
}
