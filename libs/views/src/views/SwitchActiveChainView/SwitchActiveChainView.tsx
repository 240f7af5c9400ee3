import type { CaipNetworkId } from '@kit/core';
import { pushed, selectModalViewData } from '@kit/modal';
import { selectNetworkById } from '@kit/network';
import { Button, NetworkImage } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * SwitchActiveChain (spec §2): the chosen network is in a namespace where the connected wallet has
 * no account, so the visitor connects a wallet for it from Connect.
 */
export function SwitchActiveChainView() {
  const dispatch = useKitDispatch();
  const caipNetworkId: CaipNetworkId | undefined = useKitSelector(
    (state) => selectModalViewData(state).caipNetworkId,
  );
  const network = useKitSelector((state) =>
    caipNetworkId === undefined ? undefined : selectNetworkById(state, caipNetworkId),
  );
  const name = network?.name ?? 'this network';
  return (
    <StatusPanel
      media={
        <NetworkImage
          src={network?.assets?.imageUrl}
          brand={network?.assets?.imageId}
          name={network?.name ?? '?'}
          size={72}
        />
      }
      heading={`Switch to ${name}`}
      message={`Your connected wallet has no account on ${name}. Connect a wallet that supports it to continue.`}
      actions={
        <Button fullWidth onClick={() => dispatch(pushed('Connect'))}>
          Connect a wallet
        </Button>
      }
    />
  );
}
