import { createSelector } from '@reduxjs/toolkit';
import { isSwapNetwork } from '@kit/core';
import { selectServices, type WithOptions } from '@kit/options';
import { selectActiveCaipNetwork, type WithNetworkAndConnection } from '@kit/network';

// Apart from the other selectors: Account needs only this one, and a bundler keeps a module whole,
// so the form's selectors stay in the lazy Swap chunks. It reads no swap state: Account offers
// Swap before the swap slice is injected (issue 22).

/** Whether swaps can be offered: a swap service is configured and the network is a swap network. */
export const selectSwapSupported = /* @__PURE__ */ createSelector(
  [
    (state: WithOptions & WithNetworkAndConnection) => selectServices(state).swap,
    selectActiveCaipNetwork,
  ],
  (available, network): boolean => available && network !== undefined && isSwapNetwork(network),
);
