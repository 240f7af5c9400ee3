import {
  canEstimateFee,
  canGetBalance,
  canGetTokenBalances,
  canReconnect,
  canSendTransaction,
  canSendTransfer,
  canSignMessage,
  canSwitchNetwork,
  kitDevnet,
} from '@kit/core';
import * as publicApi from './index';
import * as multicallAddress from './multicall-address';
import { createEvmAdapter } from './evm-adapter';

describe('createEvmAdapter', () => {
  it('serves eip155 and announces every optional capability', () => {
    const adapter = createEvmAdapter();
    expect(adapter.namespace).toBe('eip155');
    expect(adapter.capabilities).toEqual({
      signMessage: true,
      sendTransfer: true,
      switchNetwork: true,
      estimateFee: true,
      getBalance: true,
      getTokenBalances: true,
      sendTransaction: true,
    });
    for (const guard of [
      canSignMessage,
      canSendTransfer,
      canSwitchNetwork,
      canEstimateFee,
      canGetBalance,
      canGetTokenBalances,
      canReconnect,
      canSendTransaction,
    ]) {
      expect(guard(adapter)).toBe(true);
    }
  });

  it('discovers nothing and throws nothing without a window (server rendering)', async () => {
    expect(typeof window).toBe('undefined');
    const adapter = createEvmAdapter();
    const events: unknown[] = [];
    adapter.subscribe((event) => events.push(event));
    adapter.setup({ networks: [kitDevnet], rpc: () => ({ request: jest.fn() }) });

    expect(adapter.getConnectors()).toEqual([]);
    await expect(adapter.reconnect({ connectorId: 'eip155:injected' })).resolves.toBeUndefined();
    await expect(adapter.connect({ connectorId: 'eip155:injected' })).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
    });
    expect(events).toEqual([]);
  });

  it('fails chain reads with CHAIN_NOT_CONFIGURED before setup', async () => {
    const adapter = createEvmAdapter();
    await expect(
      adapter.getBalance({
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        network: kitDevnet,
      }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_CONFIGURED' });
  });

  it('stops notifying a listener once it unsubscribes', () => {
    const adapter = createEvmAdapter();
    const listener = jest.fn();
    const unsubscribe = adapter.subscribe(listener);
    unsubscribe();
    unsubscribe();
    return adapter.disconnect({ connectorId: 'eip155:injected' }).then(() => {
      expect(listener).not.toHaveBeenCalled();
    });
  });
});

describe('@kit/adapter-evm public API', () => {
  it('exports exactly these runtime names (change deliberately)', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      'EvmAdapter',
      'INJECTED_CONNECTOR_ID',
      'announcedConnectorId',
      'createEvmAdapter',
    ]);
  });

  it('leaves the Multicall3 address to @kit/adapter-evm/multicall-address (only lazily loaded balance reads use it, issue 22)', () => {
    expect(Object.keys(multicallAddress)).toEqual(['MULTICALL3_ADDRESS']);
  });
});
