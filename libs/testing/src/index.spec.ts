import * as testing from './index';

describe('@kit/testing public API', () => {
  it('exports exactly these runtime names (change deliberately)', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'BITCOIN_TEST_WALLET_INFO',
      'DEFAULT_FEE_ESTIMATES',
      'DEVNET_CHAIN_ID',
      'DEVNET_ENV_VAR',
      'DEVNET_MNEMONIC',
      'DEVNET_SECOND_CHAIN_ID',
      'KIT_TEST_TOKEN_ARTIFACT',
      'KIT_TEST_WALLET_ICON',
      'LedgerRejection',
      'MULTICALL3_ADDRESS',
      'MULTICALL3_ARTIFACT',
      'ProviderRpcError',
      'REGTEST_ACCOUNT_LABEL',
      'REGTEST_CAIP_NETWORK_ID',
      'REGTEST_GENESIS_HASH',
      'RegtestLedger',
      'announceBitcoinWallet',
      'announceEip6963',
      'createBitcoinTestWallet',
      'createCountingRpcClient',
      'createDevnetProvider',
      'createEvmTestWallet',
      'installAsWindowEthereum',
      'readDevnetFromEnv',
      'regtestAccount',
      'regtestAccountFromKey',
      'resolveAnvilBinary',
      'startAnvil',
      'startDevnet',
      'startRegtestLedger',
      'toDevnetInfo',
      'toRegtestLedgerInfo',
      'waitForState',
      'writeDevnetToEnv',
    ]);
  });
});
