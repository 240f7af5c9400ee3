import { sanitizeWebLink } from '@kit/core';
import { selectEmbedded } from '@kit/embedded';
import { socialRequested } from '@kit/embedded';
import { Button, Text } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * ConnectingFarcaster (spec §2): the URL the visitor confirms with Farcaster, as a link (a QR
 * code would pull the QR encoder into the first bundle through @kit/ui's index); the wallet
 * connects once the secure site sees the confirmation.
 */
export function ConnectingFarcasterView() {
  const dispatch = useKitDispatch();
  const embedded = useKitSelector(selectEmbedded);
  const url =
    embedded.farcasterUrl === undefined ? undefined : sanitizeWebLink(embedded.farcasterUrl);
  if (embedded.error !== undefined && embedded.step === 'farcaster') {
    return (
      <StatusPanel
        tone="error"
        heading={embedded.error}
        actions={
          <Button onClick={() => dispatch(socialRequested({ provider: 'farcaster' }))} fullWidth>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <div className="kit-view kit-farcaster">
      <Text as="p" variant="small" tone="muted" align="center">
        {embedded.step === 'connecting'
          ? 'Confirmed. Connecting your wallet…'
          : 'Open the link and confirm the login with Farcaster.'}
      </Text>
      {url !== undefined && (
        <a className="kit-link" href={url} target="_blank" rel="noopener noreferrer">
          Open the Farcaster login
        </a>
      )}
    </div>
  );
}
