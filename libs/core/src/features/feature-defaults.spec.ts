import { KNOWN_NAMESPACES } from '../caip/caip-types';
import {
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_EVENTS,
  DEFAULT_FEATURES,
  DEFAULT_METHODS,
  DEFAULT_WALLET_FEATURES_ORDER,
  defaultMethods,
} from './feature-defaults';

describe('feature defaults (spec §3, §9)', () => {
  it('has exactly the flags of spec §3', () => {
    expect(Object.keys(DEFAULT_FEATURES).sort()).toEqual(
      [
        'swaps',
        'onramp',
        'email',
        'socials',
        'activity',
        'reownBranding',
        'multiWallet',
        'emailCapture',
        'payWithExchange',
        'payments',
        'reownAuthentication',
        'receive',
        'send',
        'analytics',
        'allWallets',
        'legalCheckbox',
        'smartSessions',
        'collapseWallets',
      ].sort(),
    );
  });

  it.each([
    ['swaps', true],
    ['onramp', true],
    ['email', true],
    ['activity', true],
    ['multiWallet', false],
    ['receive', true],
    ['send', true],
  ] as const)('§9 sets %s to %p', (flag, value) => {
    expect(DEFAULT_FEATURES[flag]).toBe(value);
  });

  it('§9 turns on socials google, x, discord, farcaster, github, apple, facebook', () => {
    expect(DEFAULT_FEATURES.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it.each([
    ['analytics', true],
    ['allWallets', true],
    ['reownBranding', true],
    ['legalCheckbox', false],
    ['smartSessions', false],
    ['collapseWallets', false],
    ['emailCapture', false],
    ['payWithExchange', false],
    ['payments', false],
    ['reownAuthentication', false],
  ] as const)('our default for %s (not set by §9) is %p', (flag, value) => {
    expect(DEFAULT_FEATURES[flag]).toBe(value);
  });

  it('stays serialisable', () => {
    expect(JSON.parse(JSON.stringify(DEFAULT_FEATURES))).toEqual(DEFAULT_FEATURES);
  });

  it('orders connectors walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(DEFAULT_CONNECTOR_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
  });

  it('orders wallet features onramp, swaps, receive, send', () => {
    expect(DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('subscribes to accountsChanged and chainChanged', () => {
    expect(DEFAULT_EVENTS).toEqual(['accountsChanged', 'chainChanged']);
  });
});

describe('default JSON-RPC methods (spec §7, §9)', () => {
  it('asks eip155 wallets for the wallet methods of §7', () => {
    expect(DEFAULT_METHODS.eip155).toEqual([
      'eth_accounts',
      'eth_requestAccounts',
      'eth_chainId',
      'eth_sendRawTransaction',
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData',
      'eth_signTypedData_v3',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendTransaction',
      'personal_sign',
      'eth_getBalance',
      'eth_getTransactionReceipt',
      'eth_estimateGas',
      'eth_gasPrice',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getPermissions',
      'wallet_requestPermissions',
      'wallet_revokePermissions',
      'wallet_watchAsset',
      'wallet_getCallsStatus',
      'wallet_sendCalls',
      'wallet_getCapabilities',
      'wallet_grantPermissions',
      'wallet_getAssets',
    ]);
  });

  it('asks solana wallets for the six solana_ methods', () => {
    expect(DEFAULT_METHODS.solana).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_requestAccounts',
      'solana_getAccounts',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ]);
  });

  it('asks bip122 wallets for sendTransfer, signMessage, signPsbt, getAccountAddresses', () => {
    expect(DEFAULT_METHODS.bip122).toEqual([
      'sendTransfer',
      'signMessage',
      'signPsbt',
      'getAccountAddresses',
    ]);
  });

  it('asks polkadot wallets for polkadot_signTransaction and polkadot_signMessage', () => {
    expect(DEFAULT_METHODS.polkadot).toEqual(['polkadot_signTransaction', 'polkadot_signMessage']);
  });

  it.each(KNOWN_NAMESPACES)('lists no %s method twice', (namespace) => {
    const methods = DEFAULT_METHODS[namespace];
    expect(new Set(methods).size).toBe(methods.length);
    expect(defaultMethods(namespace)).toBe(methods);
  });

  it('gives a third-party namespace no default methods', () => {
    expect(defaultMethods('cosmos')).toEqual([]);
  });
});
