// Wallet Standard discovery on a page's window, with wallets that register before and after Kit.
import { JSDOM } from 'jsdom';
import type { AdapterEvent, AdapterSetupContext, RpcClient } from '@kit/core';
import { solanaLocal } from '@kit/core';
import { createSolanaTestWallet, registerWalletStandard } from '@kit/testing';
import type { Wallet } from '@wallet-standard/base';
import { createSolanaAdapter } from './solana-adapter';

const SECRET =
  '2Q6iaDj9jBCE1H5JHsfd3pvPEypuE4uWfUjrZgUoVyVaxZL4449TVJYhJyUtKPuhrtjjMUJ2pTZg7iWQtx1e8aKf';
const unusedRpc: RpcClient = {
  request: () => Promise.reject(new Error('no chain in this test')),
};

function page() {
  return new JSDOM('<!doctype html>', { url: 'https://dapp.example/' }).window as unknown as Window;
}

function context(window: Window | undefined): AdapterSetupContext {
  return { networks: [solanaLocal], rpc: () => unusedRpc, ...(window && { window }) };
}

function wallet(name = 'Kit Test Wallet') {
  return createSolanaTestWallet({
    secretKeys: [SECRET],
    chains: [{ id: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
    name,
  });
}

describe('Solana Wallet Standard discovery', () => {
  it('finds a wallet registered before setup and one registered after, with an event for the late one', () => {
    const window = page();
    registerWalletStandard(window, wallet('Early Wallet'));
    const adapter = createSolanaAdapter();
    const events: AdapterEvent[] = [];
    adapter.subscribe((event) => events.push(event));
    adapter.setup(context(window));
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'solana:Early Wallet',
    ]);
    expect(events).toEqual([]);

    const unregister = registerWalletStandard(window, wallet('Late Wallet'));
    expect(events).toEqual([{ type: 'connectorsChanged', connectors: adapter.getConnectors() }]);
    expect(adapter.getConnectors()[1]).toMatchObject({
      id: 'solana:Late Wallet',
      name: 'Late Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });

    unregister();
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'solana:Early Wallet',
    ]);
    expect(events).toHaveLength(2);
    adapter.teardown();
  });

  it('ignores wallets that are not Solana wallets, and a second wallet under a taken name', () => {
    const window = page();
    const adapter = createSolanaAdapter();
    adapter.setup(context(window));
    const bitcoinOnly: Wallet = { ...wallet('Sats'), chains: ['bitcoin:mainnet'] };
    registerWalletStandard(window, bitcoinOnly);
    registerWalletStandard(window, wallet());
    registerWalletStandard(window, wallet());
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'solana:Kit Test Wallet',
    ]);
    adapter.teardown();
  });

  it('discovers nothing without a window, and stops listening on teardown', () => {
    const serverSide = createSolanaAdapter();
    serverSide.setup(context(undefined));
    expect(serverSide.getConnectors()).toEqual([]);

    const window = page();
    const adapter = createSolanaAdapter();
    adapter.setup(context(window));
    adapter.teardown();
    registerWalletStandard(window, wallet());
    expect(adapter.getConnectors()).toEqual([]);
  });

  it('switches networks without asking the wallet, only to configured ones', async () => {
    const window = page();
    registerWalletStandard(window, wallet());
    const adapter = createSolanaAdapter();
    adapter.setup(context(window));
    const events: AdapterEvent[] = [];
    adapter.subscribe((event) => events.push(event));
    await adapter.switchNetwork({ connectorId: 'solana:Kit Test Wallet', network: solanaLocal });
    expect(events).toEqual([
      {
        type: 'chainChanged',
        connectorId: 'solana:Kit Test Wallet',
        caipNetworkId: solanaLocal.caipNetworkId,
      },
    ]);
    await expect(
      adapter.switchNetwork({
        connectorId: 'solana:Kit Test Wallet',
        network: { ...solanaLocal, caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' },
      }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_CONFIGURED' });
    await expect(
      adapter.switchNetwork({ connectorId: 'solana:Nobody', network: solanaLocal }),
    ).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
    adapter.teardown();
  });
});
