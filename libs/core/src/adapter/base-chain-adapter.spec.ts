import { UserRejectedRequestError } from '../errors/errors';
import { bitcoinRegtest } from '../networks/bitcoin-networks';
import { BaseChainAdapter } from './base-chain-adapter';
import type { AdapterAccount } from './account';
import type {
  AdapterEvent,
  AdapterSetupContext,
  ConnectResult,
  RpcClient,
  Unsubscribe,
} from './chain-adapter';
import type { ConnectorDescriptor } from './connector';
import type { KitNetwork } from './network';

// Any network will do: the test adapter only hands it to the RPC client.
const NETWORK: KitNetwork = bitcoinRegtest;

const connector = (id: string): ConnectorDescriptor =>
  ({ id, name: id, type: 'INJECTED', chain: 'test' }) as ConnectorDescriptor;

/** The smallest adapter on the base: a list of connectors discovery fills in. */
class TestAdapter extends BaseChainAdapter {
  readonly namespace = 'test';
  readonly capabilities = {
    signMessage: false,
    sendTransfer: false,
    switchNetwork: false,
    estimateFee: false,
    getBalance: true,
    getTokenBalances: false,
  };
  connectors: ConnectorDescriptor[] = [];
  discoveries = 0;
  stops = 0;

  protected discover(): Unsubscribe {
    this.discoveries += 1;
    this.add('test:early');
    return () => void (this.stops += 1);
  }

  add(id: string): void {
    this.connectors.push(connector(id));
    this.connectorsChanged();
  }

  getConnectors(): ConnectorDescriptor[] {
    return [...this.connectors];
  }

  async connect(params: { connectorId: string }): Promise<ConnectResult> {
    return this.guard({ fallback: 'CONNECT_FAILED' }, async () => {
      if (params.connectorId === 'test:refuses') throw { code: 4001, message: 'no' };
      throw new Error('wallet crashed');
    });
  }

  async disconnect(params: { connectorId: string }): Promise<void> {
    this.unwatch(params.connectorId);
    this.emit({ type: 'disconnect', connectorId: params.connectorId });
  }

  async getAccounts(): Promise<AdapterAccount[]> {
    return [];
  }

  async getBalance(params: { address: string; network: KitNetwork }) {
    return this.readBalance(async () => {
      await this.rpc(params.network).request({ method: 'balance', params: [params.address] });
      return { value: '1', decimals: 6, symbol: 'TST' };
    });
  }

  follow(connectorId: string, stop: Unsubscribe): void {
    this.watch(connectorId, stop);
  }
}

function context(rpc: RpcClient, window?: Window): AdapterSetupContext {
  return { networks: [NETWORK], rpc: () => rpc, ...(window && { window }) };
}

const okRpc: RpcClient = { request: async <T>() => '0x1' as T };
const page = {} as Window;

describe('BaseChainAdapter', () => {
  it('discovers once per setup, only with a window, and stops the previous discovery first', () => {
    const adapter = new TestAdapter();
    adapter.setup(context(okRpc));
    expect(adapter.discoveries).toBe(0);
    adapter.setup(context(okRpc, page));
    adapter.setup(context(okRpc, page));
    expect(adapter.discoveries).toBe(2);
    expect(adapter.stops).toBe(1);
    adapter.teardown();
    expect(adapter.stops).toBe(2);
  });

  it('announces connectors found after setup, not those found while it runs', () => {
    const adapter = new TestAdapter();
    const events: AdapterEvent[] = [];
    adapter.subscribe((event) => events.push(event));
    adapter.setup(context(okRpc, page));
    expect(events).toEqual([]);
    expect(adapter.getConnectors().map(({ id }) => id)).toEqual(['test:early']);
    adapter.add('test:late');
    expect(events).toEqual([
      { type: 'connectorsChanged', connectors: [connector('test:early'), connector('test:late')] },
    ]);
  });

  it('keeps calling the other listeners when one throws, and surfaces that error later', () => {
    const surfaced: Array<() => void> = [];
    const queue = jest
      .spyOn(globalThis, 'queueMicrotask')
      .mockImplementation((callback) => void surfaced.push(callback));
    try {
      const adapter = new TestAdapter();
      const seen: string[] = [];
      adapter.subscribe(() => {
        throw new Error('broken listener');
      });
      const stop = adapter.subscribe((event) => seen.push(event.type));
      void adapter.disconnect({ connectorId: 'test:a' });
      expect(seen).toEqual(['disconnect']);
      expect(surfaced).toHaveLength(1);
      expect(() => surfaced[0]?.()).toThrow('broken listener');
      stop();
      void adapter.disconnect({ connectorId: 'test:a' });
      expect(seen).toEqual(['disconnect']);
    } finally {
      queue.mockRestore();
    }
  });

  it('throws every failure of a guarded call as a KitError', async () => {
    const adapter = new TestAdapter();
    await expect(adapter.connect({ connectorId: 'test:refuses' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    await expect(adapter.connect({ connectorId: 'test:any' })).rejects.toMatchObject({
      name: 'WalletConnectionError',
      code: 'CONNECT_FAILED',
    });
  });

  it('reads through the store RPC client once set up, and says the chain is not configured before', async () => {
    const adapter = new TestAdapter();
    await expect(adapter.getBalance({ address: 'a', network: NETWORK })).rejects.toMatchObject({
      code: 'CHAIN_NOT_CONFIGURED',
    });
    adapter.setup(context(okRpc));
    await expect(adapter.getBalance({ address: 'a', network: NETWORK })).resolves.toEqual({
      value: '1',
      decimals: 6,
      symbol: 'TST',
    });
    adapter.setup(context({ request: async () => Promise.reject(new Error('timeout')) }));
    await expect(adapter.getBalance({ address: 'a', network: NETWORK })).rejects.toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
    });
  });

  it('keeps one wallet subscription per connector and stops them all on teardown', () => {
    const adapter = new TestAdapter();
    const stopped: string[] = [];
    adapter.follow('test:a', () => stopped.push('a1'));
    adapter.follow('test:a', () => stopped.push('a2'));
    adapter.follow('test:b', () => stopped.push('b'));
    expect(stopped).toEqual(['a1']);
    adapter.teardown();
    expect(stopped).toEqual(['a1', 'a2', 'b']);
  });
});
