import { selectActiveNamespace, selectConnection, selectConnector } from '@kit/connection';
import type { SerializedKitError } from '@kit/core';
import { Text } from '@kit/ui';
import { useKitSelector } from '../../store/kit-store-hooks';
import { isRejection } from '../../utils/error-text';

/** Props of SendProgressNote. */
export interface SendProgressNoteProps {
  /**
   * The last send's failure, shown verbatim, except a rejection: 'You declined the request in
   * <wallet>.' as ConnectingExternal says it (the toast carries §4's 'User rejected the request').
   */
  failure?: Pick<SerializedKitError, 'message'> & Partial<SerializedKitError>;
  /** A send waits for the wallet. */
  sending: boolean;
}

/**
 * Under Send and SendPreview: the last failure, or the hint to confirm in the wallet meanwhile.
 * Not a live region: the send saga's error toast announces the failure, once (issue 23).
 */
export function SendProgressNote({ failure, sending }: SendProgressNoteProps) {
  const walletName = useKitSelector((state) => {
    const namespace = selectActiveNamespace(state);
    const connectorId =
      namespace === undefined ? undefined : selectConnection(state, namespace)?.connectorId;
    return connectorId === undefined ? undefined : selectConnector(state, connectorId)?.name;
  });
  return (
    <>
      {failure !== undefined && (
        <Text as="p" variant="small" tone="error" align="center">
          {isRejection(failure)
            ? `You declined the request in ${walletName ?? 'your wallet'}.`
            : failure.message}
        </Text>
      )}
      {sending && (
        <Text as="p" variant="small" tone="muted" align="center">
          Confirm the transfer in your wallet.
        </Text>
      )}
    </>
  );
}
