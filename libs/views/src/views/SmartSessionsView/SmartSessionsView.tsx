import { selectActiveAddress } from '@kit/connection';
import { selectSmartSessions } from '@kit/smart-sessions';
import { smartSessionRevokeRequested, smartSessionsRequested } from '@kit/smart-sessions/actions';
import { Button, Text } from '@kit/ui';
import { useEffect } from 'react';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

const EXPIRY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * SmartSessions: the account's standing smart sessions (the permissions it granted this app), each
 * with its permissions, expiry and Revoke. Revoking asks the wallet to sign; the session leaves the
 * list once the service confirms, and a refusal is shown on its row.
 */
export function SmartSessionsView() {
  const dispatch = useKitDispatch();
  const address = useKitSelector(selectActiveAddress);
  const list = useKitSelector(selectSmartSessions);

  useEffect(() => {
    if (address !== undefined) dispatch(smartSessionsRequested());
  }, [address, dispatch]);

  if (address === undefined) {
    return (
      <StatusPanel heading="No wallet connected" message="Connect a wallet to see its sessions." />
    );
  }
  if (list.status === 'error') {
    return (
      <StatusPanel
        tone="error"
        heading={list.error?.message ?? 'Could not load the sessions'}
        actions={<Button onClick={() => dispatch(smartSessionsRequested())}>Try again</Button>}
      />
    );
  }
  if (list.status !== 'ready' && list.sessions.length === 0) {
    return (
      <div className="kit-view" aria-busy="true">
        <span className="kit-sr-only">Loading sessions</span>
        <Skeleton rows={3} />
      </div>
    );
  }
  if (list.sessions.length === 0) {
    return (
      <StatusPanel
        heading="No smart sessions"
        message="Permissions this account grants to the app will appear here."
      />
    );
  }
  return (
    <ul className="kit-view kit-sessions" aria-label="Smart sessions">
      {list.sessions.map((session) => {
        const revoking = list.revoking.includes(session.pci);
        const error = list.revokeErrors[session.pci];
        const types = session.permissions.map((permission) => permission.type).join(', ');
        return (
          <li key={session.pci} className="kit-session-row" data-pci={session.pci}>
            <span className="kit-session-main">
              <Text variant="body" className="kit-wrap">
                {types || 'Session'}
              </Text>
              <Text variant="small" tone="muted">
                Expires {EXPIRY.format(new Date(session.expiry * 1000))}
              </Text>
              {error !== undefined && (
                <Text variant="small" tone="error" role="alert">
                  {error.message}
                </Text>
              )}
            </span>
            <Button
              variant="secondary"
              size="sm"
              loading={revoking}
              aria-label={`Revoke ${types || 'session'}`}
              onClick={() => dispatch(smartSessionRevokeRequested({ pci: session.pci }))}
            >
              Revoke
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
