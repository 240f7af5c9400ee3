import type { KitNetwork } from '@kit/core';
import { selectActiveNamespace, selectConnection } from '@kit/connection';
import { goBack, pushed, selectModalView } from '@kit/modal';
import {
  selectActiveCaipNetworkId,
  selectAllRequestedNetworks,
  selectApprovedCaipNetworkIds,
  selectNetworkSwitchTarget,
  selectSupportsAllNetworks,
  switchNetworkRequested,
} from '@kit/network';
import { selectOptions } from '@kit/options';
import { Button, CheckIcon, ListItem, NetworkImage } from '@kit/ui';
import type { KitState } from '@kit/store';
import { useKitDispatch, useKitGetState, useKitSelector } from '../../store/kit-store-hooks';

/** Whether a connected wallet says it cannot serve `network` (it listed its chains without it). */
function unsupportedByWallet(state: KitState, network: KitNetwork): boolean {
  const namespace = network.chainNamespace;
  if (selectConnection(state, namespace) === undefined) return false;
  if (selectSupportsAllNetworks(state, namespace)) return false;
  return !selectApprovedCaipNetworkIds(state, namespace).includes(network.caipNetworkId);
}

/**
 * The network picker: every configured network, the active one marked. Choosing one dispatches
 * switchNetworkRequested; the network saga shows SwitchNetwork while a connected wallet decides,
 * or SwitchActiveChain for a namespace the wallet has no account in. A switch that needs no
 * wallet (nothing connected) is done at once, and the picker goes back.
 */
export function NetworksView() {
  const dispatch = useKitDispatch();
  const getState = useKitGetState();
  const networks = useKitSelector(selectAllRequestedNetworks);
  const activeId = useKitSelector(selectActiveCaipNetworkId);
  const switchEnabled = useKitSelector(
    (state) => selectOptions(state).enableNetworkSwitch !== false,
  );
  // Recomputed per state change; a list of booleans keyed like `networks`, compared shallowly.
  const blocked = useKitSelector((state) =>
    networks.map((network) => unsupportedByWallet(state, network)).join(),
  );
  const blockedList = blocked.split(',');

  const choose = (network: KitNetwork): void => {
    if (network.caipNetworkId === activeId) {
      dispatch(goBack());
      return;
    }
    dispatch(switchNetworkRequested({ caipNetworkId: network.caipNetworkId }));
    const state = getState();
    const namespace = selectActiveNamespace(state);
    const pending =
      namespace !== undefined && selectNetworkSwitchTarget(state, namespace) !== undefined;
    // Still here and nothing waits on the wallet: the switch is done (or failed) already.
    if (selectModalView(state) === 'Networks' && !pending) dispatch(goBack());
  };

  return (
    <div className="kit-view">
      <ul className="kit-list" aria-label="Networks">
        {networks.map((network, index) => {
          const current = network.caipNetworkId === activeId;
          const unsupported = blockedList[index] === 'true';
          return (
            <li key={network.caipNetworkId}>
              <ListItem
                title={network.name}
                description={unsupported ? 'Not supported by your wallet' : undefined}
                image={
                  <NetworkImage
                    src={network.assets?.imageUrl}
                    brand={network.assets?.imageId}
                    name={network.name}
                  />
                }
                current={current}
                trailing={current ? <CheckIcon className="kit-list-item-end" /> : undefined}
                chevron={false}
                disabled={!current && (unsupported || !switchEnabled)}
                onClick={() => choose(network)}
              />
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" size="sm" onClick={() => dispatch(pushed('WhatIsANetwork'))}>
        What is a network?
      </Button>
    </div>
  );
}
