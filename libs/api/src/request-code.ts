// @kit/api/request-code: loaders that import @kit/api's own request modules. For Node, specs and
// apps that call createCloudClients themselves; createKit passes the store's chunk entries
// instead (libs/store/src/lazy-sagas/cloud-request-code.ts says why a bundled page wants those).
// Not re-exported by the main entry: each import() here is a chunk entry of any bundle that
// reaches this file (issue 22).
import type { CloudRequestCode } from './cloud/cloud-clients';

/** Every Blockchain API client's request code, imported straight from @kit/api. */
export const DIRECT_REQUEST_CODE: Required<CloudRequestCode> = {
  blockchain: () => import('./blockchain/blockchain-requests'),
  names: () => import('./names/names-requests'),
  swap: () => import('./swap/swap-requests'),
  onramp: () => import('./onramp/onramp-requests'),
  sessions: () => import('./sessions/smart-sessions-requests'),
};
