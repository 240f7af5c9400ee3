import { goBack } from '@kit/modal';
import { selectActiveCaipNetwork } from '@kit/network';
import { selectSendState } from '@kit/send';
import { sendRequested } from '@kit/send/actions';
import { selectCanSend } from '@kit/send/views';
import { Button, Text } from '@kit/ui';
import { SendProgressNote } from '../../components/SendProgressNote/SendProgressNote';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { useNamespaceProfiles } from '../../store/use-namespace-profiles';
import { useSendFormLifetime } from '../../store/use-send-form-lifetime';

/**
 * SendPreview: the send the visitor filled in on Send (amount, token, receiver, network) to
 * confirm. Send asks the wallet (the button spins meanwhile), Cancel goes back to the form; on
 * success the store's flow saga shows Account, a failure is shown here.
 */
export function SendPreviewView() {
  const dispatch = useKitDispatch();
  const send = useKitSelector(selectSendState);
  const profiles = useNamespaceProfiles();
  const canSend = useKitSelector((state) => selectCanSend(state, profiles));
  const network = useKitSelector(selectActiveCaipNetwork);
  useSendFormLifetime();

  if (send.token === undefined || send.status === 'success') {
    return <StatusPanel heading="Nothing to send" message="Fill in the send form first." />;
  }
  const sending = send.status === 'sending';
  const failure = send.status === 'error' ? (send.validation ?? send.error) : undefined;
  return (
    <div className="kit-view kit-send-preview" aria-busy={sending || undefined}>
      <Text as="p" variant="title" align="center" data-testid="kit-send-preview-amount">
        {send.amount} {send.token.symbol}
      </Text>
      <dl className="kit-send-preview-details">
        <dt>To</dt>
        <dd className="kit-send-preview-receiver" data-testid="kit-send-preview-receiver">
          {send.receiverProfileName ?? send.receiverAddress}
        </dd>
        {network !== undefined && (
          <>
            <dt>Network</dt>
            <dd>{network.name}</dd>
          </>
        )}
      </dl>
      <SendProgressNote failure={failure} sending={sending} />
      <Button
        fullWidth
        loading={sending}
        disabled={!canSend && !sending}
        onClick={() => dispatch(sendRequested())}
      >
        {sending ? 'Sending…' : 'Send'}
      </Button>
      <Button variant="secondary" fullWidth disabled={sending} onClick={() => dispatch(goBack())}>
        Cancel
      </Button>
    </div>
  );
}
