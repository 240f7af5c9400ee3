// @kit/contracts: Kit's Solidity contracts compiled (abi, creation and runtime code), for the
// devnet harness (@kit/testing) and for apps/cloud, which deploys the embedded wallet's smart
// account. Data only: no chain client, no test code. Every export carries its doc comment at its
// declaration.
export {
  KIT_CONTRACT_ACCOUNT_ARTIFACT,
  KIT_SMART_ACCOUNT_ARTIFACT,
  KIT_TEST_TOKEN_ARTIFACT,
  MULTICALL3_ADDRESS,
  MULTICALL3_ARTIFACT,
} from './contracts';
export type { ContractArtifact } from './contracts';
