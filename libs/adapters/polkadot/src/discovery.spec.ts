/** @jest-environment jsdom */
// Discovery of `window.injectedWeb3` in a jsdom page, with the test extension of @kit/testing. No
// chain is contacted here: connecting and signing messages need none.
import type { AdapterEvent, KitNetwork } from '@kit/core';
import { createPolkadotLocalNetwork } from '@kit/core';
import { createPolkadotTestWallet, installPolkadotTestWallet } from '@kit/testing';
import { signatureVerify } from '@polkadot/util-crypto';
import { createPolkadotAdapter } from './polkadot-adapter';
import type { PolkadotAdapter } from './polkadot-adapter';

const network: KitNetwork = createPolkadotLocalNetwork();
let adapter: PolkadotAdapter;
let events: AdapterEvent[];

function setUp(waitMs = 50): void {
  adapter = createPolkadotAdapter({ injectedWaitMs: waitMs });
  adapter.setup({ networks: [network], window, rpc: () => ({ request: jest.fn() }) });
  events = [];
  adapter.subscribe((event) => events.push(event));
}

afterEach(async () => {
  await adapter.teardown();
  delete (window as Window & { injectedWeb3?: unknown }).injectedWeb3;
});

describe('polkadot injectedWeb3 discovery (jsdom)', () => {
  it('finds nothing on a page without extensions', () => {
    setUp();
    expect(adapter.getConnectors()).toEqual([]);
  });

  it('names known extensions and ignores entries without enable()', () => {
    installPolkadotTestWallet(window, createPolkadotTestWallet({ accounts: [], key: 'talisman' }));
    (window as unknown as { injectedWeb3: Record<string, unknown> }).injectedWeb3['broken'] = {
      version: '1',
    };
    setUp();
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'polkadot:talisman',
        name: 'Talisman',
        type: 'ANNOUNCED',
        chain: 'polkadot',
        info: { rdns: 'talisman' },
      },
    ]);
  });

  it('announces an extension that injects itself after setup', async () => {
    setUp(20);
    installPolkadotTestWallet(window, createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }] }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(events).toEqual([
      {
        type: 'connectorsChanged',
        connectors: [expect.objectContaining({ id: 'polkadot:kit-test-wallet' })],
      },
    ]);
  });

  it('connects to an extension injected late without waiting for the rescan', async () => {
    setUp(60_000);
    const wallet = createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }] });
    installPolkadotTestWallet(window, wallet);
    const result = await adapter.connect({ connectorId: 'polkadot:kit-test-wallet' });
    expect(result.accounts.map((account) => account.address)).toEqual(await wallet.addresses());
    expect(result.caipNetworkId).toBe(network.caipNetworkId);
  });

  it('fails with CONNECT_FAILED when the extension exposes no account', async () => {
    installPolkadotTestWallet(window, createPolkadotTestWallet({ accounts: [] }));
    setUp();
    await expect(
      adapter.connect({ connectorId: 'polkadot:kit-test-wallet' }),
    ).rejects.toMatchObject({ code: 'CONNECT_FAILED', shortMessage: 'Failed to connect' });
  });

  it('signs in jsdom, and the signature verifies', async () => {
    const wallet = createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }] });
    installPolkadotTestWallet(window, wallet);
    setUp();
    const [{ address }] = (await adapter.connect({ connectorId: 'polkadot:kit-test-wallet' }))
      .accounts as [{ address: string }];
    const signature = await adapter.signMessage({
      connectorId: 'polkadot:kit-test-wallet',
      address,
      message: 'hello from jsdom',
    });
    expect(signatureVerify('hello from jsdom', signature, address).isValid).toBe(true);
  });

  it('fails with "User rejected the request" when the extension always refuses', async () => {
    const wallet = createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }], reject: ['enable'] });
    installPolkadotTestWallet(window, wallet);
    setUp();
    await expect(
      adapter.connect({ connectorId: 'polkadot:kit-test-wallet' }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 'USER_REJECTED' });
    expect(wallet.requests).toEqual([{ method: 'enable', params: { originName: 'Kit' } }]);
  });
});
