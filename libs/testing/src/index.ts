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
export { SHARED_CLOUD_ENV_VAR, readSharedCloud } from './mutation/shared-cloud';
export type { SharedCloud } from './mutation/shared-cloud';
export {
  KIT_SMART_ACCOUNT_ARTIFACT,
  KIT_TEST_TOKEN_ARTIFACT,
  MULTICALL3_ADDRESS,
  MULTICALL3_ARTIFACT,
  KIT_CONTRACT_ACCOUNT_ARTIFACT,
} from '@kit/contracts';
export { deployContractAccount } from './devnet/contract-account';
export type { ContractArtifact } from '@kit/contracts';
export { resolveAnvilBinary, startAnvil } from './devnet/anvil';
export { startSolanaDevnet, toSolanaDevnetInfo } from './devnet/solana/solana-devnet';
export type {
  SolanaDevnet,
  SolanaDevnetAccount,
  SolanaDevnetInfo,
  SolanaDevnetToken,
  StartSolanaDevnetOptions,
} from './devnet/solana/solana-devnet';
export { solanaDevAccountKeypair, solanaTestMintKeypair } from './devnet/solana/solana-keys';
export { solanaTokenUnits, verifiesAsSolanaAddress } from './devnet/solana/solana-checks';
export { SolanaLedger } from './devnet/solana/solana-ledger';
export { serveSolanaLedger } from './devnet/solana/solana-rpc-server';
export type { SolanaRpcServer } from './devnet/solana/solana-rpc-server';
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

// Solana Wallet Standard test wallet
export { createSolanaTestWallet, KIT_SOLANA_TEST_WALLET_ICON } from './wallets/solana-test-wallet';
export type {
  SolanaRecordedCall,
  SolanaTestWallet,
  SolanaTestWalletChain,
  SolanaTestWalletMethod,
  SolanaTestWalletOptions,
} from './wallets/solana-test-wallet';
export { registerWalletStandard } from './wallets/wallet-standard-register';

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

// bip122: the regtest ledger with an Esplora-compatible API (a test stand-in for bitcoind + electrs)
export {
  REGTEST_CAIP_NETWORK_ID,
  startRegtestLedger,
  toRegtestLedgerInfo,
} from './devnet/bitcoin/start-regtest-ledger';
export type {
  RegtestLedgerHandle,
  RegtestLedgerInfo,
  StartRegtestLedgerOptions,
} from './devnet/bitcoin/start-regtest-ledger';
export { REGTEST_GENESIS_HASH, RegtestLedger } from './devnet/bitcoin/regtest-ledger';
export type { LedgerBlock, RegtestLedgerOptions } from './devnet/bitcoin/regtest-ledger';
export { LedgerRejection } from './devnet/bitcoin/ledger-rejection';
export { DEFAULT_FEE_ESTIMATES } from './devnet/bitcoin/esplora-server';
export type { FeeEstimates } from './devnet/bitcoin/esplora-server';
export type {
  EsploraAddress,
  EsploraAddressStats,
  EsploraTransaction,
  EsploraTxStatus,
  EsploraUtxo,
} from './devnet/bitcoin/esplora-types';
export {
  REGTEST_ACCOUNT_LABEL,
  regtestAccount,
  regtestAccountFromKey,
} from './devnet/bitcoin/regtest-accounts';
export type { RegtestAccount } from './devnet/bitcoin/regtest-accounts';

// Bitcoin test wallet (Kit's injected bip122 provider interface)
export { createBitcoinTestWallet } from './wallets/bitcoin/bitcoin-test-wallet';
export type {
  BitcoinPromptMethod,
  BitcoinRecordedRequest,
  BitcoinTestWallet,
  BitcoinTestWalletAccount,
  BitcoinTestWalletEvent,
  BitcoinTestWalletOptions,
} from './wallets/bitcoin/bitcoin-test-wallet';
export {
  BITCOIN_TEST_WALLET_INFO,
  announceBitcoinWallet,
} from './wallets/bitcoin/announce-bitcoin-wallet';
export type { BitcoinWalletInfo } from './wallets/bitcoin/announce-bitcoin-wallet';

// Kit's npm tarballs, for apps outside the workspace and the integrator's bundle size
export {
  packWorkspacePackages,
  removePackedTarballs,
  tarballOverrides,
  WORKSPACE_ROOT,
} from './packages/packed-packages';
export type { PackedPackage } from './packages/packed-packages';
// Debian's Chromium for browser checks (journeys, benchmarks): path, closed-network flags, install
export { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './browser/chromium';
// Polkadot devnet: chopsticks from Rococo Asset Hub's genesis, with funded //Alice-style accounts
export { startPolkadotDevnet, toPolkadotDevnetInfo } from './devnet/polkadot/polkadot-devnet';
export type {
  PolkadotDevnet,
  PolkadotDevnetInfo,
  StartPolkadotDevnetOptions,
} from './devnet/polkadot/polkadot-devnet';
export {
  POLKADOT_DEV_NAMES,
  fundPolkadotAccounts,
  polkadotDevAccounts,
} from './devnet/polkadot/polkadot-dev-accounts';
export type { PolkadotDevAccount } from './devnet/polkadot/polkadot-dev-accounts';

// Polkadot injectedWeb3 test extension (browser-safe)
export {
  createPolkadotTestWallet,
  installPolkadotTestWallet,
} from './wallets/polkadot-test-wallet';
export type {
  PolkadotInjectedAccount,
  PolkadotRecordedRequest,
  PolkadotSignerPayload,
  PolkadotTestInjected,
  PolkadotTestWallet,
  PolkadotTestWalletAccount,
  PolkadotTestWalletMethod,
  PolkadotTestWalletOptions,
} from './wallets/polkadot-test-wallet';

// WalletConnect: the wallet side of sign-client, paired through the local relay (Node-only)
export {
  WALLETCONNECT_TEST_SOLANA_SEED,
  WalletConnectTestWallet,
  createWalletConnectTestWallet,
} from './walletconnect/walletconnect-test-wallet';
export type {
  WalletConnectRecordedAuthentication,
  WalletConnectRecordedRequest,
  WalletConnectTestWalletBehaviour,
  WalletConnectTestWalletOptions,
} from './walletconnect/walletconnect-test-wallet';
export { MemoryKeyValueStorage } from './walletconnect/memory-key-value-storage';
export { WalletOfflineVerify } from './walletconnect/wallet-offline-verify';
export { solanaTestKeys } from './walletconnect/solana-test-keys';
export type { SolanaTestKeys } from './walletconnect/solana-test-keys';

// What a build loads before the first click (esbuild metafile walk)
export { initialInputs, initialOutputs } from './bundle/first-load';
