/**
 * @jest-environment jsdom
 */
// Discovery and signing in jsdom: wallets announce on a jsdom window, and the test wallet's
// bitcoinjs-lib signing works with jsdom's globals (BIP-322 signatures verify).
import { bitcoinRegtest } from '@kit/core';
import type { AdapterEvent } from '@kit/core';
import {
  BITCOIN_TEST_WALLET_INFO,
  announceBitcoinWallet,
  createBitcoinTestWallet,
  regtestAccount,
} from '@kit/testing';
import { networks } from 'bitcoinjs-lib';
import { createBitcoinAdapter } from './bitcoin-adapter';
import { verifyBip322Signature } from './bip322';

const context = (win: Window | undefined) => ({
  networks: [bitcoinRegtest],
  rpc: () => {
    throw new Error('unused');
  },
  ...(win && { window: win }),
});

describe('bitcoin wallet discovery (jsdom)', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  const wallet = () => createBitcoinTestWallet({ privateKey: regtestAccount(0).privateKey });

  it('finds wallets announced before setup and after it, the latter with connectorsChanged', () => {
    stops.push(announceBitcoinWallet(window, wallet(), { ...BITCOIN_TEST_WALLET_INFO, uuid: 'a' }));
    const adapter = createBitcoinAdapter();
    const events: AdapterEvent[] = [];
    adapter.subscribe((event) => events.push(event));
    adapter.setup(context(window));
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'bip122:dev.kit.bitcointestwallet',
    ]);
    expect(events).toEqual([]);

    stops.push(
      announceBitcoinWallet(window, wallet(), {
        ...BITCOIN_TEST_WALLET_INFO,
        uuid: 'b',
        name: 'Second Wallet',
        rdns: 'com.example.second',
      }),
    );
    expect(events).toEqual([
      {
        type: 'connectorsChanged',
        connectors: [
          expect.objectContaining({ id: 'bip122:dev.kit.bitcointestwallet' }),
          expect.objectContaining({ id: 'bip122:com.example.second', name: 'Second Wallet' }),
        ],
      },
    ]);
    adapter.teardown();
  });

  it('ignores malformed announcements: no provider methods, a bad rdns, no name, unsafe icons dropped', () => {
    const adapter = createBitcoinAdapter();
    adapter.setup(context(window));
    const announce = (detail: unknown) =>
      window.dispatchEvent(new CustomEvent('bitcoin:announceProvider', { detail }));
    const info = { ...BITCOIN_TEST_WALLET_INFO, uuid: 'x' };
    announce({ info, provider: { requestAccounts() {} } });
    announce({ info: { ...info, rdns: 'bip122:evil/../x' }, provider: wallet() });
    announce({ info: { ...info, name: '  ' }, provider: wallet() });
    announce(null);
    expect(adapter.getConnectors()).toEqual([]);
    announce({ info: { ...info, icon: 'javascript:alert(1)' }, provider: wallet() });
    expect(adapter.getConnectors()).toEqual([
      expect.not.objectContaining({ imageUrl: expect.anything() }),
    ]);
    adapter.teardown();
  });

  it('discovers nothing without a window, and stops listening on teardown', () => {
    const serverSide = createBitcoinAdapter();
    serverSide.setup(context(undefined));
    expect(serverSide.getConnectors()).toEqual([]);

    const adapter = createBitcoinAdapter();
    adapter.setup(context(window));
    adapter.teardown();
    stops.push(announceBitcoinWallet(window, wallet(), { ...BITCOIN_TEST_WALLET_INFO, uuid: 'c' }));
    expect(adapter.getConnectors()).toEqual([]);
  });

  it('connects and signs a BIP-322 message that verifies, in jsdom', async () => {
    const account = regtestAccount(0);
    stops.push(announceBitcoinWallet(window, wallet(), { ...BITCOIN_TEST_WALLET_INFO, uuid: 'd' }));
    const adapter = createBitcoinAdapter();
    adapter.setup(context(window));
    const connectorId = 'bip122:dev.kit.bitcointestwallet';
    await adapter.connect({ connectorId });
    const signature = await adapter.signMessage({
      connectorId,
      address: account.paymentAddress,
      message: 'hello from jsdom',
    });
    expect(
      verifyBip322Signature({
        address: account.paymentAddress,
        message: 'hello from jsdom',
        signature,
        network: networks.regtest,
      }),
    ).toBe(true);
    adapter.teardown();
  });
});
