// @kit/options: the integrator's options and feature flags, remote merged over local (spec §3).
// Every export below carries its one-line doc comment at its declaration.
export {
  optionsSlice,
  initialOptionsState,
  optionsInitialized,
  remoteFeaturesReceived,
  remoteFeaturesFailed,
  remoteAnalyticsConfigReceived,
  servicesChecked,
  selectOptions,
  selectServices,
  selectProjectId,
  selectFeatures,
  selectFeature,
  selectRemoteFeaturesStatus,
  selectRemoteFeaturesError,
  selectRemoteAnalyticsEnabled,
} from './options.slice';
export type {
  KitFeatureName,
  KitServices,
  KitLocalOptions,
  KitMetadata,
  ThemeMode,
  RemoteFeaturesStatus,
  OptionsState,
  WithOptions,
} from './options.slice';
export { optionsSaga, overriddenFeatures } from './options.saga';
export { alertForConfigFailure } from './remote-config.saga';
