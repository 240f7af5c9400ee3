import { createSelector } from '@reduxjs/toolkit';
import { selectActiveCaipNetwork, type WithNetworkAndConnection } from '@kit/network';
import type { WithOnramp } from './onramp.slice';

// Apart from the other selectors: Account (in the first load) needs only this one.

/** Whether buying can be offered: an on-ramp service and an EVM or Solana network (§9). */
export const selectOnrampSupported = /* @__PURE__ */ createSelector(
  [
    (state: WithOnramp & WithNetworkAndConnection) => state.onramp.serviceAvailable,
    selectActiveCaipNetwork,
  ],
  (available, network): boolean =>
    available &&
    network !== undefined &&
    (network.chainNamespace === 'eip155' || network.chainNamespace === 'solana'),
);
