import * as api from './index';

// Pins the public API of @kit/options: changing this list is a deliberate API change (STYLE.md).
describe('@kit/options public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'alertForConfigFailure',
      'initialOptionsState',
      'optionsInitialized',
      'optionsSaga',
      'optionsSlice',
      'overriddenFeatures',
      'remoteAnalyticsConfigReceived',
      'remoteFeaturesFailed',
      'remoteFeaturesReceived',
      'selectFeature',
      'selectFeatures',
      'selectOptions',
      'selectProjectId',
      'selectRemoteAnalyticsEnabled',
      'selectRemoteFeaturesError',
      'selectRemoteFeaturesStatus',
      'selectServices',
      'servicesChecked',
    ]);
  });
});
