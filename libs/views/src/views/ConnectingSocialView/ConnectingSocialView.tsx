import { selectEmbedded } from '@kit/embedded';
import { socialRequested } from '@kit/embedded';
import { Button, Spinner } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * ConnectingSocial (spec §2): waits while the social login popup is open. Closing the popup
 * reads 'Popup closed'; every failure offers Try again, which opens a new popup.
 */
export function ConnectingSocialView() {
  const dispatch = useKitDispatch();
  const embedded = useKitSelector(selectEmbedded);
  const provider = embedded.socialProvider;
  const retry = (): void => {
    if (provider !== undefined) dispatch(socialRequested({ provider }));
  };
  if (embedded.error !== undefined && embedded.step === 'social') {
    return (
      <StatusPanel
        tone="error"
        heading={embedded.error}
        message="The login did not finish."
        actions={
          <Button onClick={retry} fullWidth>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <StatusPanel
      tone="busy"
      media={<Spinner size={40} label="Waiting for the login window" />}
      heading="Continue in the login window"
      message={
        embedded.step === 'connecting'
          ? 'Logged in. Connecting your wallet…'
          : 'Finish logging in in the window that opened.'
      }
    />
  );
}
