import { selectActiveAccount } from '@kit/account';
import { selectActiveCaipNetwork, selectRequestedNetworks } from '@kit/network';
import { Button, CopyIcon, NetworkImage, Text } from '@kit/ui';
import { QrCode, loadQrEncoder } from '@kit/ui/qr';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useCopyAddress } from '../../store/use-copy-address';
import { useKitSelector } from '../../store/kit-store-hooks';
import { useNamespaceProfiles } from '../../store/use-namespace-profiles';

// The QR encoder loads with this view's code rather than when the code first renders.
void loadQrEncoder().catch(() => undefined);

/**
 * The Receive view: the connected address as a QR code and as text with Copy, and the networks
 * it receives on, which are the app's networks of the account's namespace (one key, one address
 * on each of them), the active one first.
 */
export function ReceiveView() {
  const copyAddress = useCopyAddress();
  const account = useKitSelector(selectActiveAccount);
  const profiles = useNamespaceProfiles();
  const active = useKitSelector(selectActiveCaipNetwork);
  const networks = useKitSelector((state) =>
    account === undefined ? [] : selectRequestedNetworks(state, account.namespace),
  );

  if (account?.address === undefined) {
    return <StatusPanel heading="No wallet connected" message="Connect a wallet to receive." />;
  }
  const { address } = account;
  const ordered = [
    ...networks.filter((network) => network.caipNetworkId === active?.caipNetworkId),
    ...networks.filter((network) => network.caipNetworkId !== active?.caipNetworkId),
  ];

  return (
    <div className="kit-view kit-receive">
      <QrCode
        value={address}
        size={240}
        aria-label={`QR code of ${address}`}
        className="kit-receive-qr"
      />
      <Text
        as="p"
        mono
        align="center"
        className="kit-receive-address"
        data-testid="kit-receive-address"
      >
        {address}
      </Text>
      <Button
        variant="secondary"
        fullWidth
        leadingIcon={<CopyIcon size={18} />}
        onClick={() => void copyAddress(address)}
      >
        Copy address
      </Button>
      <Text as="h3" variant="small" tone="muted">
        Works on {ordered.length === 1 ? 'this network' : `these ${ordered.length} networks`}
      </Text>
      <ul className="kit-receive-networks" aria-label="Networks">
        {ordered.map((network) => (
          <li key={network.caipNetworkId} className="kit-receive-network">
            <NetworkImage
              src={network.assets?.imageUrl}
              brand={network.assets?.imageId}
              name={network.name}
              size={24}
            />
            <span>{network.name}</span>
          </li>
        ))}
      </ul>
      <Text as="p" variant="small" tone="muted" align="center">
        Send only {profiles.get(account.namespace)?.displayName ?? account.namespace} assets to this
        address, on one of these networks.
      </Text>
    </div>
  );
}
