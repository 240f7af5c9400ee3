import {
  dataCaptureEmailSubmitted,
  dataCaptureOtpSubmitted,
  dataCaptureResendRequested,
  dataCaptureSkipped,
  selectDataCapture,
  type DataCaptureState,
} from '@kit/siwx';
import { Button, Text, TextInput } from '@kit/ui';
import { useState, type FormEvent } from 'react';
import { OTP_CODE_LENGTH, OtpCodeInput } from '../../components/OtpCodeInput/OtpCodeInput';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/** The code step: 6 digits, Verify, and Resend code (the throttle message inside the cooldown). */
function CodeStep({ capture }: { capture: DataCaptureState }) {
  const dispatch = useKitDispatch();
  const [code, setCode] = useState('');
  const busy = capture.step !== 'otp';
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (code.length === OTP_CODE_LENGTH) dispatch(dataCaptureOtpSubmitted({ code }));
  };
  return (
    <form className="kit-view" onSubmit={submit} noValidate>
      <OtpCodeInput sentTo={capture.email} value={code} error={capture.error} onChange={setCode} />
      <Button
        type="submit"
        fullWidth
        loading={capture.step === 'confirming'}
        disabled={code.length !== OTP_CODE_LENGTH}
      >
        Verify
      </Button>
      <Button
        variant="secondary"
        fullWidth
        loading={capture.step === 'resending'}
        disabled={busy}
        onClick={() => dispatch(dataCaptureResendRequested())}
      >
        Resend code
      </Button>
    </form>
  );
}

/**
 * DataCapture (spec §2, emailCapture feature): after a sign-in verified by the cloud, asks for an
 * e-mail address ('Please enter a valid email address', spec §5), mails it a code and checks it;
 * the e-mail then belongs to the signed-in account. Not now finishes the sign-in without one.
 */
export function DataCaptureView() {
  const dispatch = useKitDispatch();
  const capture = useKitSelector(selectDataCapture);
  const appName = useKitSelector((state) => state.options.local.metadata?.name) ?? 'This app';
  const [email, setEmail] = useState(capture.email ?? '');
  const onCode = ['otp', 'resending', 'confirming'].includes(capture.step);
  if (onCode) return <CodeStep capture={capture} />;
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    dispatch(dataCaptureEmailSubmitted({ email }));
  };
  return (
    <form className="kit-view" onSubmit={submit} noValidate>
      <Text as="p" align="center">
        {`${appName} would like your e-mail address.`}
      </Text>
      <Text as="p" variant="small" tone="muted" align="center">
        It stays with your signed-in account. You can skip this step.
      </Text>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={capture.step === 'sending' ? undefined : capture.error}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <Button type="submit" fullWidth loading={capture.step === 'sending'}>
        Continue
      </Button>
      <Button
        variant="secondary"
        fullWidth
        disabled={capture.step === 'sending'}
        onClick={() => dispatch(dataCaptureSkipped())}
      >
        Not now
      </Button>
    </form>
  );
}
