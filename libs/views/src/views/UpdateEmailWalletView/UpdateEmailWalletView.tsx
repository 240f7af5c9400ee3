import { selectEmbedded } from '@kit/embedded';
import { emailUpdateSubmitted } from '@kit/embedded';
import { Text } from '@kit/ui';
import { EmailForm } from '../../components/EmbeddedLogin/EmailForm';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * UpdateEmailWallet (spec §2): a new e-mail for the embedded wallet; a code mailed there confirms
 * it (EmailVerifyOtp), and the wallet keeps its accounts.
 */
export function UpdateEmailWalletView() {
  const dispatch = useKitDispatch();
  const embedded = useKitSelector(selectEmbedded);
  return (
    <div className="kit-view">
      <Text as="p" variant="small" tone="muted" align="center">
        {`Current e-mail: ${embedded.user?.email ?? 'none'}`}
      </Text>
      <EmailForm
        label="New email"
        busy={embedded.step === 'sendingCode'}
        error={
          embedded.purpose === 'update' && embedded.step === 'idle' ? embedded.error : undefined
        }
        submitLabel="Send code"
        onSubmit={(email) => dispatch(emailUpdateSubmitted({ email }))}
      />
    </div>
  );
}
