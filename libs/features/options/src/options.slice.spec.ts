import { configureStore } from '@reduxjs/toolkit';
import { DEFAULT_FEATURES, KitError } from '@kit/core';
import {
  optionsInitialized,
  optionsSlice,
  remoteFeaturesFailed,
  remoteAnalyticsConfigReceived,
  remoteFeaturesReceived,
  selectFeature,
  selectFeatures,
  selectOptions,
  selectProjectId,
  selectRemoteAnalyticsEnabled,
  selectRemoteFeaturesError,
  selectRemoteFeaturesStatus,
  type KitLocalOptions,
} from './options.slice';

function createStore() {
  return configureStore({ reducer: { options: optionsSlice.reducer } });
}

const local: KitLocalOptions = {
  projectId: 'project-1',
  enableNetworkSwitch: true,
  themeMode: 'dark',
  metadata: { name: 'Dapp', description: 'A dapp', url: 'http://localhost', icons: [] },
  featuredWalletIds: ['metamask'],
  defaultAccountTypes: { eip155: 'eoa' },
  features: { swaps: false, multiWallet: true },
};

describe('options slice', () => {
  it('uses the default features before any options arrive', () => {
    const state = createStore().getState();
    expect(selectFeatures(state)).toEqual(DEFAULT_FEATURES);
    expect(selectProjectId(state)).toBeUndefined();
    expect(selectRemoteFeaturesStatus(state)).toBe('idle');
  });

  it('keeps the integrator options and reads the project id', () => {
    const store = createStore();
    store.dispatch(optionsInitialized(local));
    expect(selectOptions(store.getState())).toEqual(local);
    expect(selectProjectId(store.getState())).toBe('project-1');
  });

  it('merges local features over the defaults', () => {
    const store = createStore();
    store.dispatch(optionsInitialized(local));
    expect(selectFeatures(store.getState())).toEqual({
      ...DEFAULT_FEATURES,
      swaps: false,
      multiWallet: true,
    });
  });

  it('lets remote values override local ones, and local ones override defaults', () => {
    const store = createStore();
    store.dispatch(optionsInitialized(local));
    store.dispatch(remoteFeaturesReceived({ swaps: true, socials: ['google'] }));
    const features = selectFeatures(store.getState());
    expect(features.swaps).toBe(true);
    expect(features.socials).toEqual(['google']);
    expect(features.multiWallet).toBe(true);
    expect(features.send).toBe(DEFAULT_FEATURES.send);
    expect(selectRemoteFeaturesStatus(store.getState())).toBe('received');
  });

  it('applies remote features that arrive before the local options', () => {
    const store = createStore();
    store.dispatch(remoteFeaturesReceived({ swaps: true }));
    store.dispatch(optionsInitialized(local));
    expect(selectFeature(store.getState(), 'swaps')).toBe(true);
  });

  it('ignores unknown flag names and undefined values from local or remote config', () => {
    const store = createStore();
    store.dispatch(
      optionsInitialized({
        features: { bogus: true, email: undefined } as KitLocalOptions['features'],
      }),
    );
    store.dispatch(remoteFeaturesReceived({ nope: 1, onramp: undefined } as never));
    expect(selectFeatures(store.getState())).toEqual(DEFAULT_FEATURES);
    expect(Object.keys(selectFeatures(store.getState())).sort()).toEqual(
      Object.keys(DEFAULT_FEATURES).sort(),
    );
  });

  it('returns the same features object until the inputs change (memoised)', () => {
    const store = createStore();
    store.dispatch(optionsInitialized(local));
    const first = selectFeatures(store.getState());
    store.dispatch(remoteFeaturesFailed(new Error('offline')));
    expect(selectFeatures(store.getState())).toBe(first);
    store.dispatch(remoteFeaturesReceived({ email: false }));
    expect(selectFeatures(store.getState())).not.toBe(first);
  });

  it('records a remote failure as a serialisable error and keeps using local features', () => {
    const store = createStore();
    store.dispatch(optionsInitialized(local));
    store.dispatch(remoteFeaturesFailed(new KitError('UNKNOWN_ERROR', 'Server Error')));
    expect(selectRemoteFeaturesStatus(store.getState())).toBe('failed');
    expect(selectRemoteFeaturesError(store.getState())).toEqual({
      name: 'KitError',
      code: 'UNKNOWN_ERROR',
      message: 'Server Error',
    });
    expect(selectFeature(store.getState(), 'swaps')).toBe(false);
  });

  it('keeps the last received remote features when a later fetch fails, and clears the error on success', () => {
    const store = createStore();
    store.dispatch(remoteFeaturesReceived({ activity: false }));
    store.dispatch(remoteFeaturesFailed('timeout'));
    expect(selectFeature(store.getState(), 'activity')).toBe(false);
    store.dispatch(remoteFeaturesReceived({ activity: true }));
    expect(selectRemoteFeaturesError(store.getState())).toBeUndefined();
    expect(selectRemoteFeaturesStatus(store.getState())).toBe('received');
  });

  it("keeps the project's analytics switch apart from the feature flags, unknown until it answers", () => {
    const store = createStore();
    expect(selectRemoteAnalyticsEnabled(store.getState())).toBeUndefined();
    store.dispatch(remoteAnalyticsConfigReceived(false));
    expect(selectRemoteAnalyticsEnabled(store.getState())).toBe(false);
    store.dispatch(remoteFeaturesReceived({ swaps: true }));
    expect(selectRemoteAnalyticsEnabled(store.getState())).toBe(false);
    expect(selectFeature(store.getState(), 'analytics')).toBe(DEFAULT_FEATURES.analytics);
    store.dispatch(remoteAnalyticsConfigReceived(true));
    expect(selectRemoteAnalyticsEnabled(store.getState())).toBe(true);
  });
});
