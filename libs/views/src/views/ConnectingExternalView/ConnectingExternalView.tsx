import type { ChainNamespace } from '@kit/core';
import {
  connectRequested,
  selectActiveNamespace,
  selectConnection,
  selectConnectionStatus,
  selectConnector,
  selectRecentWallets,
} from '@kit/connection';
import { selectConnectionError } from '@kit/connection/views';
import { selectModalViewData } from '@kit/modal';
import { Button, WalletImage } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { connectErrorText } from '../../utils/error-text';

/**
 * ConnectingExternal: waits while the chosen wallet asks the visitor (spinner, "Continue in
 * <wallet>"). A rejection reads 'Connection rejected' and any other failure its own message,
 * each with Try again (another connectRequested). On success it says so; what follows (the
 * view's `redirectView`, the sign-in view, or closing) is the store's flow saga's decision.
 */
export function ConnectingExternalView() {
  const dispatch = useKitDispatch();
  const data = useKitSelector(selectModalViewData);
  const connectorId = data.connectorId ?? data.wallet?.id;
  const connector = useKitSelector((state) =>
    connectorId === undefined ? undefined : selectConnector(state, connectorId),
  );
  const recent = useKitSelector(selectRecentWallets);
  const activeNamespace = useKitSelector(selectActiveNamespace);
  // An undiscovered connector fails in the active namespace (spec §8 'No connector found…').
  const namespace: ChainNamespace | undefined =
    connector?.chain ??
    recent.find((wallet) => wallet.connectorId === connectorId)?.namespace ??
    activeNamespace;
  const status = useKitSelector((state) =>
    namespace === undefined ? 'disconnected' : selectConnectionStatus(state, namespace),
  );
  const error = useKitSelector((state) =>
    namespace === undefined ? undefined : selectConnectionError(state, namespace),
  );
  const connectedId = useKitSelector((state) =>
    namespace === undefined ? undefined : selectConnection(state, namespace)?.connectorId,
  );
  const name = data.wallet?.name ?? connector?.name ?? 'your wallet';
  const imageUrl =
    connector?.imageUrl ?? recent.find((wallet) => wallet.connectorId === connectorId)?.imageUrl;
  const succeeded =
    error === undefined &&
    status === 'connected' &&
    connectedId !== undefined &&
    connectedId === connectorId;

  const retry = (): void => {
    if (connectorId !== undefined) dispatch(connectRequested({ connectorId }));
  };
  const image = <WalletImage src={imageUrl} name={name} size={72} />;

  if (error !== undefined) {
    return (
      <StatusPanel
        tone="error"
        media={image}
        heading={connectErrorText(error)}
        message={
          error.code === 'USER_REJECTED'
            ? `You declined the request in ${name}.`
            : `${name} could not connect.`
        }
        actions={
          <Button
            variant="secondary"
            fullWidth
            onClick={retry}
            disabled={connectorId === undefined}
          >
            Try again
          </Button>
        }
      />
    );
  }
  if (succeeded) {
    return <StatusPanel media={image} heading={`Connected to ${name}`} />;
  }
  return (
    <StatusPanel
      tone="busy"
      media={image}
      spinnerLabel={status === 'connecting' ? 'Connecting' : 'Waiting'}
      heading={`Continue in ${name}`}
      message="Accept the connection request in your wallet."
    />
  );
}
