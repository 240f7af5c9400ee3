import { selectActiveNamespace, selectConnection, selectConnector } from '@kit/connection';
import { selectSiwx, signInCancelled, signInRequested } from '@kit/siwx';
import { Button, WalletImage } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { isRejection } from '../../utils/error-text';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * SIWXSignMessage (spec §4 sign-in): asks the visitor to sign the sign-in message with the
 * connected wallet, under the heading 'Sign in to <app>'. Sign asks the wallet once ('Authenticating...' while it is pending); a failure
 * reads 'Error signing message' with Sign again; Cancel follows the cancel rules (with sign-in
 * required: back to the last signed-in network, else disconnect).
 */
export function SIWXSignMessageView() {
  const dispatch = useKitDispatch();
  const siwx = useKitSelector(selectSiwx);
  const appName = useKitSelector((state) => state.options.local.metadata?.name) ?? 'This app';
  const namespace = useKitSelector(selectActiveNamespace);
  const connectorId = useKitSelector((state) =>
    namespace === undefined ? undefined : selectConnection(state, namespace)?.connectorId,
  );
  const connector = useKitSelector((state) =>
    connectorId === undefined ? undefined : selectConnector(state, connectorId),
  );
  const walletName = connector?.name ?? 'your wallet';
  const image = <WalletImage src={connector?.imageUrl} name={walletName} size={72} />;
  const signing = siwx.status === 'signing';
  const cancelText = siwx.required
    ? siwx.lastSignInChainId !== undefined && siwx.lastSignInChainId !== siwx.account?.caipNetworkId
      ? 'Cancelling returns you to the network you signed in on.'
      : 'Cancelling will disconnect you.'
    : 'You can sign in later.';

  if (siwx.status === 'checking' || siwx.status === 'idle' || siwx.status === 'disabled') {
    return (
      <StatusPanel
        tone="busy"
        media={image}
        spinnerLabel="Checking sign-in"
        heading="Checking sign-in"
      />
    );
  }
  const actions = (
    <>
      <Button
        variant="secondary"
        fullWidth
        onClick={() => dispatch(signInCancelled())}
        disabled={signing}
      >
        Cancel
      </Button>
      <Button fullWidth loading={signing} onClick={() => dispatch(signInRequested())}>
        {signing ? 'Authenticating...' : siwx.status === 'failed' ? 'Sign again' : 'Sign'}
      </Button>
    </>
  );
  if (siwx.status === 'failed') {
    // The sign-in saga's toast announces 'Error signing message' (§8); the panel adds only why.
    return (
      <StatusPanel
        tone="error"
        announce={false}
        media={image}
        heading="Error signing message"
        message={
          siwx.error === undefined ? undefined : (
            <span role="alert">
              {isRejection(siwx.error)
                ? `You declined the request in ${walletName}.`
                : siwx.error.message}
            </span>
          )
        }
        actions={actions}
      />
    );
  }
  return (
    <StatusPanel
      tone={signing ? 'busy' : 'default'}
      media={image}
      // The wallet is connected already: what is asked now is a sign-in (issue 23).
      heading={`Sign in to ${appName}`}
      message={
        signing
          ? `Sign the message in ${walletName}.`
          : `Sign this message to prove you own this wallet and proceed. ${cancelText}`
      }
      actions={actions}
    />
  );
}
