import { emailSubmitted, selectEmbedded } from '@kit/embedded';
import { Text } from '@kit/ui';
import { EmailForm } from '../../components/EmbeddedLogin/EmailForm';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/** EmailLogin (spec §2): the e-mail field of the embedded wallet on its own. */
export function EmailLoginView() {
  const dispatch = useKitDispatch();
  const embedded = useKitSelector(selectEmbedded);
  if (embedded.step === 'unavailable') {
    return (
      <Text as="p" variant="small" tone="muted" align="center" className="kit-view">
        No auth connector found
      </Text>
    );
  }
  return (
    <div className="kit-view">
      <EmailForm
        busy={embedded.step === 'sendingCode'}
        error={embedded.step === 'idle' ? embedded.error : undefined}
        submitLabel="Continue"
        onSubmit={(email) => dispatch(emailSubmitted({ email }))}
      />
    </div>
  );
}
