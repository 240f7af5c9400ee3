import type { CaipNetworkId } from '@kit/core';
import { selectModalViewData } from '@kit/modal';
import {
  selectNetworkById,
  selectNetworkSwitchError,
  selectNetworkSwitchTarget,
  switchNetworkRequested,
} from '@kit/network';
import { Button, NetworkImage } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * SwitchNetwork: the wallet is asked to move to the view's network (spinner while it decides).
 * A rejection reads 'Switch declined' and any other failure its message, each with Try again.
 * On success the network saga goes back by itself.
 */
export function SwitchNetworkView() {
  const dispatch = useKitDispatch();
  const caipNetworkId: CaipNetworkId | undefined = useKitSelector(
    (state) => selectModalViewData(state).caipNetworkId,
  );
  const network = useKitSelector((state) =>
    caipNetworkId === undefined ? undefined : selectNetworkById(state, caipNetworkId),
  );
  const namespace = network?.chainNamespace ?? caipNetworkId?.split(':')[0] ?? '';
  const target = useKitSelector((state) => selectNetworkSwitchTarget(state, namespace));
  const error = useKitSelector((state) => selectNetworkSwitchError(state, namespace));
  const name = network?.name ?? 'the network';
  const image = (
    <NetworkImage
      src={network?.assets?.imageUrl}
      brand={network?.assets?.imageId}
      name={network?.name ?? '?'}
      size={72}
    />
  );
  const retry = (): void => {
    if (caipNetworkId !== undefined) dispatch(switchNetworkRequested({ caipNetworkId }));
  };

  if (error !== undefined && target === undefined) {
    const rejected = error.code === 'USER_REJECTED';
    return (
      <StatusPanel
        tone="error"
        media={image}
        heading={rejected ? 'Switch declined' : error.message}
        message={
          rejected
            ? `You declined the switch to ${name} in your wallet.`
            : `Your wallet could not switch to ${name}.`
        }
        actions={
          <Button variant="secondary" fullWidth onClick={retry}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <StatusPanel
      tone="busy"
      media={image}
      spinnerLabel="Switching network"
      heading={`Switch to ${name}`}
      message="Approve the network switch in your wallet."
    />
  );
}
