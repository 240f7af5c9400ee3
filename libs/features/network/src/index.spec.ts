import * as activeNetworkChange from './active-network-change';
import * as api from './index';

// Pins the public API of @kit/network: changing this list is a deliberate API change (STYLE.md).
describe('@kit/network public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'activeChainAccountMissing',
      'activeNetworkOnLoad',
      'approvedNetworksChanged',
      'chainSupportChecked',
      'initialNetworkState',
      'networkChanged',
      'networkSaga',
      'networkSlice',
      'networkSwitchFailed',
      'networkSwitchStarted',
      'networkSwitchSucceeded',
      'networksConfigured',
      'selectActiveCaipNetwork',
      'selectActiveCaipNetworkId',
      'selectAllRequestedNetworks',
      'selectApprovedCaipNetworkIds',
      'selectCaipNetworkId',
      'selectIsUnsupportedChain',
      'selectNetworkById',
      'selectNetworkSwitchError',
      'selectNetworkSwitchTarget',
      'selectRequestedNetworks',
      'selectSupportsAllNetworks',
      'switchNetworkRequested',
    ]);
  });

  it('leaves resetting with the active network to @kit/network/active-network-change (only lazily loaded form sagas do, issue 22)', () => {
    expect(Object.keys(activeNetworkChange)).toEqual(['putOnActiveNetworkChange']);
  });
});
