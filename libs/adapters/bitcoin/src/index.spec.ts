import * as bitcoin from './index';

describe('@kit/adapter-bitcoin public API', () => {
  it('exports exactly these runtime names (change deliberately)', () => {
    expect(Object.keys(bitcoin).sort()).toEqual([
      'BITCOIN_ANNOUNCE_EVENT',
      'BITCOIN_REQUEST_EVENT',
      'BitcoinAdapter',
      'createBitcoinAdapter',
      'isBitcoinWalletProvider',
      'verifyBip322Signature',
    ]);
  });

  it('names the announcement events wallets use', () => {
    expect([bitcoin.BITCOIN_ANNOUNCE_EVENT, bitcoin.BITCOIN_REQUEST_EVENT]).toEqual([
      'bitcoin:announceProvider',
      'bitcoin:requestProvider',
    ]);
  });
});
