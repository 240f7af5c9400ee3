import { createSelector } from '@reduxjs/toolkit';
import type { NamespaceProfileLookup } from '@kit/core';
import { selectActiveCaipNetwork, type WithNetworkAndConnection } from '@kit/network';
import type { WithOnramp } from './onramp.slice';

// Apart from the other selectors: Account (in the first load) needs only this one.

/**
 * Whether buying can be offered: an on-ramp service and a network whose namespace's profile
 * supports on-ramp (built in: EVM and Solana, §9). `profiles` is the Kit's `registry.profiles`.
 */
export const selectOnrampSupported = /* @__PURE__ */ createSelector(
  [
    (state: WithOnramp & WithNetworkAndConnection) => state.onramp.serviceAvailable,
    selectActiveCaipNetwork,
    (_state: WithOnramp & WithNetworkAndConnection, profiles: NamespaceProfileLookup) => profiles,
  ],
  (available, network, profiles): boolean =>
    available &&
    network !== undefined &&
    profiles.get(network.chainNamespace)?.supports.onramp === true,
);
