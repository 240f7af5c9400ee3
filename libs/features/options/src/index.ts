// @kit/options: the integrator's options and feature flags, remote merged over local (spec §3).
// Every export below carries its one-line doc comment at its declaration.
export {
  optionsSlice,
  initialOptionsState,
  optionsInitialized,
  remoteFeaturesReceived,
  remoteFeaturesFailed,
  selectOptions,
  selectProjectId,
  selectFeatures,
  selectFeature,
  selectRemoteFeaturesStatus,
  selectRemoteFeaturesError,
} from './options.slice';
export type {
  KitFeatureName,
  KitLocalOptions,
  KitMetadata,
  ThemeMode,
  RemoteFeaturesStatus,
  OptionsState,
  WithOptions,
} from './options.slice';
export { optionsSaga, overriddenFeatures } from './options.saga';
