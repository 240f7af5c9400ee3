import { selectActiveConnection, selectConnector } from '@kit/connection';
import { selectEmbeddedUser } from '@kit/embedded';
import { preferredAccountTypeRequested } from '@kit/embedded';
import { pushed } from '@kit/modal';
import { Button, Text } from '@kit/ui';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * The embedded wallet's part of Account: its e-mail (with Edit, UpdateEmailWallet) and the
 * account type. The smart account is offered only on a smart-account-enabled network while the
 * type is eoa (spec §5, §6); the EOA is always one click away. Nothing for other wallets.
 */
export function EmbeddedAccount() {
  const dispatch = useKitDispatch();
  const connection = useKitSelector(selectActiveConnection);
  const connectorType = useKitSelector((state) =>
    connection ? selectConnector(state, connection.connectorId)?.type : undefined,
  );
  const user = useKitSelector(selectEmbeddedUser);
  if (connectorType !== 'AUTH' || user === undefined) return null;
  const smartAllowed =
    user.preferredAccountType === 'eoa' && user.smartAccountEnabledChainIds.includes(user.chainId);
  return (
    <section className="kit-embedded-account" aria-label="Embedded wallet">
      {user.email !== undefined && (
        <div className="kit-embedded-row">
          <Text as="span" variant="small">
            {user.email}
          </Text>
          <Button size="sm" variant="ghost" onClick={() => dispatch(pushed('UpdateEmailWallet'))}>
            Edit email
          </Button>
        </div>
      )}
      {/* Account types are EVM's (spec §6: Solana is eoa only). */}
      {connection?.connectorId === 'eip155:auth' && (
        <div className="kit-embedded-row">
          <Text as="span" variant="small" tone="muted" data-testid="kit-account-type">
            {user.preferredAccountType === 'smartAccount' ? 'Smart account' : 'EOA'}
          </Text>
          {user.preferredAccountType === 'smartAccount' ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => dispatch(preferredAccountTypeRequested({ type: 'eoa' }))}
            >
              Switch to EOA
            </Button>
          ) : (
            smartAllowed && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => dispatch(preferredAccountTypeRequested({ type: 'smartAccount' }))}
              >
                Switch to smart account
              </Button>
            )
          )}
        </div>
      )}
    </section>
  );
}
