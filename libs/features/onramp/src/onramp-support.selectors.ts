import { createSelector } from '@reduxjs/toolkit';
import type { NamespaceProfileLookup } from '@kit/core';
import { selectServices, type WithOptions } from '@kit/options';
import { selectActiveCaipNetwork, type WithNetworkAndConnection } from '@kit/network';

// Apart from the other selectors: Account needs only this one. It reads no on-ramp state: Account
// offers Buy before the on-ramp slice is injected (issue 22).

/**
 * Whether buying can be offered: an on-ramp service and a network whose namespace's profile
 * supports on-ramp (built in: EVM and Solana, §9). `profiles` is the Kit's `registry.profiles`.
 */
export const selectOnrampSupported = /* @__PURE__ */ createSelector(
  [
    (state: WithOptions & WithNetworkAndConnection) => selectServices(state).onramp,
    selectActiveCaipNetwork,
    (_state: WithOptions & WithNetworkAndConnection, profiles: NamespaceProfileLookup) => profiles,
  ],
  (available, network, profiles): boolean =>
    available &&
    network !== undefined &&
    profiles.get(network.chainNamespace)?.supports.onramp === true,
);
