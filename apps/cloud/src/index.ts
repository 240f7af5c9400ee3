// @kit/cloud: the local, self-hostable stand-in for Kit's cloud services. Node only.

export { startCloud } from './start-cloud';
export type { Cloud, CloudLogLevel, CloudLoggerOptions, StartCloudOptions } from './start-cloud';
export type { CloudDevnet } from './cloud-context';

// Projects
export { DEFAULT_PROJECTS, LOCAL_PROJECT_ID } from './projects/cloud-project';
export type { CloudProject } from './projects/cloud-project';
export { PROJECTS_FILE } from './projects/projects-file';
export { remoteFeatureList } from './projects/remote-features';
export type { RemoteFeature } from './projects/remote-features';

// Explorer catalogue
export {
  GENERATED_WALLET_COUNT,
  generateWalletCatalogue,
  imageIdFor,
  walletIdFor,
} from './explorer/wallet-catalogue';
export type { CatalogueWallet } from './explorer/catalogue-wallet';
export { MAX_WALLET_ENTRIES } from './explorer/wallet-query';

// Faults and sinks
export type { CloudFault, CloudFaults } from './faults/fault-table';
export { DEFAULT_SINK_LIMIT } from './sinks/sink-store';
export type { AnalyticsBatch, CloudSinks, ErrorReportRecord, SinkSender } from './sinks/sink-store';
