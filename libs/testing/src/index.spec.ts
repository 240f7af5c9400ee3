import * as testing from './index';

describe('@kit/testing public API', () => {
  it('exports exactly these runtime names (change deliberately)', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'DEVNET_CHAIN_ID',
      'DEVNET_ENV_VAR',
      'DEVNET_MNEMONIC',
      'DEVNET_SECOND_CHAIN_ID',
      'KIT_TEST_TOKEN_ARTIFACT',
      'KIT_TEST_WALLET_ICON',
      'MULTICALL3_ADDRESS',
      'MULTICALL3_ARTIFACT',
      'MemoryKeyValueStorage',
      'ProviderRpcError',
      'WALLETCONNECT_TEST_SOLANA_SEED',
      'WalletConnectTestWallet',
      'announceEip6963',
      'createCountingRpcClient',
      'createDevnetProvider',
      'createEvmTestWallet',
      'createWalletConnectTestWallet',
      'installAsWindowEthereum',
      'readDevnetFromEnv',
      'resolveAnvilBinary',
      'solanaTestKeys',
      'startAnvil',
      'startDevnet',
      'toDevnetInfo',
      'waitForState',
      'writeDevnetToEnv',
    ]);
  });
});
