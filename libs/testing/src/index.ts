// @kit/testing public API: the local EVM devnet and the EIP-1193 test wallet. Node-only parts
// (devnet) and browser-safe parts (wallets/) are kept apart; the browser bundle uses wallets/ only.

// Devnet
export {
  DEVNET_CHAIN_ID,
  DEVNET_MNEMONIC,
  DEVNET_SECOND_CHAIN_ID,
  createDevnetProvider,
  startDevnet,
  toDevnetInfo,
} from './devnet/devnet';
export type {
  Devnet,
  DevnetAccount,
  DevnetChain,
  DevnetInfo,
  DevnetToken,
  SecondChainOptions,
  StartDevnetOptions,
} from './devnet/devnet';
export { DEVNET_ENV_VAR, readDevnetFromEnv, writeDevnetToEnv } from './devnet/devnet-env';
export {
  KIT_TEST_TOKEN_ARTIFACT,
  MULTICALL3_ADDRESS,
  MULTICALL3_ARTIFACT,
} from './devnet/contracts';
export type { ContractArtifact } from './devnet/contracts';
export { resolveAnvilBinary, startAnvil } from './devnet/anvil';
export type { AnvilOptions, AnvilProcess } from './devnet/anvil';

// EIP-1193 test wallet
export { createEvmTestWallet } from './wallets/evm-test-wallet';
export type {
  EvmRequestArguments,
  EvmTestWallet,
  EvmTestWalletBehaviour,
  EvmTestWalletChain,
  EvmTestWalletEvent,
  EvmTestWalletOptions,
  RecordedRequest,
} from './wallets/evm-test-wallet';
export { ProviderRpcError } from './wallets/provider-rpc-error';
export { KIT_TEST_WALLET_ICON, announceEip6963, installAsWindowEthereum } from './wallets/eip6963';
export type { Eip6963ProviderInfo } from './wallets/eip6963';

// RPC client that counts its HTTP requests (Node-only: a loopback proxy)
export { createCountingRpcClient } from './rpc/counting-rpc-client';
export type {
  CountingRpcClient,
  RpcTransportFactory,
  RecordedHttpRequest,
  RecordedRpcCall,
} from './rpc/counting-rpc-client';

// Waiting on store state in tests
export { waitForState } from './state/wait-for-state';
export type { ObservableState } from './state/wait-for-state';

// WalletConnect: the wallet side of sign-client, paired through the local relay (Node-only)
export {
  WALLETCONNECT_TEST_SOLANA_SEED,
  WalletConnectTestWallet,
  createWalletConnectTestWallet,
} from './walletconnect/walletconnect-test-wallet';
export type {
  WalletConnectRecordedRequest,
  WalletConnectTestWalletBehaviour,
  WalletConnectTestWalletOptions,
} from './walletconnect/walletconnect-test-wallet';
export { MemoryKeyValueStorage } from './walletconnect/memory-key-value-storage';
export { solanaTestKeys } from './walletconnect/solana-test-keys';
export type { SolanaTestKeys } from './walletconnect/solana-test-keys';
