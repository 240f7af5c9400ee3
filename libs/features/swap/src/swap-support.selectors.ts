import { createSelector } from '@reduxjs/toolkit';
import { isSwapNetwork } from '@kit/core';
import { selectActiveCaipNetwork, type WithNetworkAndConnection } from '@kit/network';
import type { WithSwap } from './swap.slice';

// Apart from the other selectors: Account (in the first load) needs only this one, and a bundler
// keeps a module whole, so the form's selectors stay in the lazy Swap chunks.

/** Whether swaps can be offered: a swap service is configured and the network is a swap network. */
export const selectSwapSupported = /* @__PURE__ */ createSelector(
  [
    (state: WithSwap & WithNetworkAndConnection) => state.swap.serviceAvailable,
    selectActiveCaipNetwork,
  ],
  (available, network): boolean => available && network !== undefined && isSwapNetwork(network),
);
