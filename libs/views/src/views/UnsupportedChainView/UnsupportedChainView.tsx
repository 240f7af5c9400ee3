import { disconnectRequested, selectActiveNamespace } from '@kit/connection';
import { closeRequested } from '@kit/modal';
import {
  selectActiveCaipNetwork,
  selectIsUnsupportedChain,
  selectRequestedNetworks,
  switchNetworkRequested,
} from '@kit/network';
import { Button, CheckIcon, ListItem, NetworkImage, Text, WarningIcon } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

const NO_NETWORKS: never[] = [];

/**
 * UnsupportedChain (spec §2): the wallet sits on a network this app does not support. The visitor
 * switches to one of the app's networks of that namespace, or disconnects.
 */
export function UnsupportedChainView() {
  const dispatch = useKitDispatch();
  const namespace = useKitSelector(selectActiveNamespace);
  const networks = useKitSelector((state) =>
    namespace === undefined ? NO_NETWORKS : selectRequestedNetworks(state, namespace),
  );
  const unsupported = useKitSelector((state) => selectIsUnsupportedChain(state));
  const active = useKitSelector(selectActiveCaipNetwork);
  if (!unsupported) {
    // The wallet came back to a supported network while this view was up (after a switch).
    return (
      <StatusPanel
        media={<CheckIcon size={40} />}
        heading={active === undefined ? 'Network supported' : `You're on ${active.name}`}
        actions={
          <Button fullWidth onClick={() => dispatch(closeRequested())}>
            Continue
          </Button>
        }
      />
    );
  }
  return (
    <div className="kit-view">
      <div className="kit-notice" role="status">
        <WarningIcon size={20} />
        <Text as="p" variant="small">
          This app doesn&apos;t support your wallet&apos;s current network. Switch to a supported
          network to continue.
        </Text>
      </div>
      <ul className="kit-list" aria-label="Supported networks">
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <ListItem
              title={network.name}
              image={
                <NetworkImage
                  src={network.assets?.imageUrl}
                  brand={network.assets?.imageId}
                  name={network.name}
                />
              }
              onClick={() =>
                dispatch(switchNetworkRequested({ caipNetworkId: network.caipNetworkId }))
              }
            />
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        fullWidth
        // The store's flow saga closes the modal once the wallet is disconnected.
        onClick={() =>
          dispatch(disconnectRequested(namespace === undefined ? undefined : { namespace }))
        }
      >
        Disconnect
      </Button>
    </div>
  );
}
