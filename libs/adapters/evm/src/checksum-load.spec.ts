// The EIP-55 code (keccak) is not in the first load (issue 22): the adapter loads it while the
// wallet answers, before it reports any account. Each test starts from fresh modules, so nothing
// has loaded it yet, and the wallet is a scripted EIP-1193 provider (no chain needed).
import type { ConnectorDescriptor, KitError } from '@kit/core';
import type * as CoreModule from '@kit/core';
import type * as EvmAdapterModule from './evm-adapter';
import type * as WalletEventsModule from './wallet-events';

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
// One letter's case flipped: mixed case with a broken checksum.
const BROKEN = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const CHUNK = '../../../core/src/address/evm-checksum-chunk';

const descriptor: ConnectorDescriptor = {
  id: 'eip155:scripted',
  name: 'Scripted wallet',
  type: 'INJECTED',
  chain: 'eip155',
};

/** A wallet that grants `accounts` (as it spells them) on chain 1, and records what it is asked. */
function scriptedWallet(accounts: string[]) {
  const asked: string[] = [];
  return {
    asked,
    request: async ({ method }: { method: string }) => {
      asked.push(method);
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return accounts;
      if (method === 'eth_chainId') return '0x1';
      if (method === 'personal_sign') return `0x${'ab'.repeat(65)}`;
      throw new Error(`unexpected ${method}`);
    },
  };
}

/** Makes the EIP-55 chunk fail to arrive `failures` times, then load. */
function chunkFailing(failures: number): void {
  let calls = 0;
  jest.doMock(CHUNK, () => ({
    importEvmChecksum: () => {
      calls += 1;
      return calls <= failures
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve(jest.requireActual('../../../core/src/address/evm-address'));
    },
  }));
}

/** An adapter from fresh modules (the EIP-55 code not loaded), serving `wallet`. */
function freshAdapter(wallet: ReturnType<typeof scriptedWallet>) {
  const { createEvmAdapter } = jest.requireActual<typeof EvmAdapterModule>('./evm-adapter');
  const adapter = createEvmAdapter({ eip6963: false, injected: false });
  adapter.attachConnector({ descriptor, provider: wallet });
  return adapter;
}

async function rejection(promise: Promise<unknown>): Promise<KitError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: KitError) => error,
  );
}

beforeEach(() => {
  jest.resetModules();
});

afterEach(() => {
  jest.dontMock(CHUNK);
});

describe('EvmAdapter with the EIP-55 code not loaded yet', () => {
  it('connects a wallet that answers in lower case with the checksummed account', async () => {
    const adapter = freshAdapter(scriptedWallet([CHECKSUMMED.toLowerCase()]));
    const core = jest.requireActual<typeof CoreModule>('@kit/core');
    expect(core.loadedEvmChecksum()).toBeUndefined();
    const result = await adapter.connect({ connectorId: descriptor.id });
    expect(result.accounts).toEqual([{ address: CHECKSUMMED, type: 'eoa' }]);
    expect(core.loadedEvmChecksum()).toBeDefined();
  });

  it('reconnects on load with the checksummed account', async () => {
    const adapter = freshAdapter(scriptedWallet([CHECKSUMMED.toLowerCase()]));
    const result = await adapter.reconnect({ connectorId: descriptor.id });
    expect(result?.accounts).toEqual([{ address: CHECKSUMMED, type: 'eoa' }]);
  });

  it('never takes a mixed-case address with a broken checksum from the wallet, on its first connect too', async () => {
    const adapter = freshAdapter(scriptedWallet([BROKEN]));
    const error = await rejection(adapter.connect({ connectorId: descriptor.id }));
    expect(error).toMatchObject({ code: 'CONNECT_FAILED', shortMessage: 'Failed to connect' });
    await expect(adapter.reconnect({ connectorId: descriptor.id })).resolves.toBeUndefined();
  });

  it('signs with the checksummed address', async () => {
    const wallet = scriptedWallet([CHECKSUMMED]);
    const adapter = freshAdapter(wallet);
    const requests: unknown[] = [];
    const request = wallet.request;
    wallet.request = async (args) => {
      requests.push(args);
      return request(args);
    };
    await adapter.signMessage({
      connectorId: descriptor.id,
      address: CHECKSUMMED.toLowerCase(),
      message: 'hi',
    });
    expect(requests).toEqual([
      { method: 'personal_sign', params: [expect.any(String), CHECKSUMMED] },
    ]);
  });
});

describe('EvmAdapter when the EIP-55 code fails to load', () => {
  it("fails to connect with 'Failed to connect', and the next connect loads it and connects", async () => {
    chunkFailing(1);
    const wallet = scriptedWallet([CHECKSUMMED.toLowerCase()]);
    const adapter = freshAdapter(wallet);
    const error = await rejection(adapter.connect({ connectorId: descriptor.id }));
    expect(error).toMatchObject({ code: 'CONNECT_FAILED', shortMessage: 'Failed to connect' });
    const result = await adapter.connect({ connectorId: descriptor.id });
    expect(result.accounts).toEqual([{ address: CHECKSUMMED, type: 'eoa' }]);
  });

  it('reports a failed reconnect, not a site without access', async () => {
    chunkFailing(1);
    const adapter = freshAdapter(scriptedWallet([CHECKSUMMED.toLowerCase()]));
    const error = await rejection(adapter.reconnect({ connectorId: descriptor.id }));
    expect(error).toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it('fails to sign without asking the wallet', async () => {
    chunkFailing(1);
    const wallet = scriptedWallet([CHECKSUMMED]);
    const adapter = freshAdapter(wallet);
    const error = await rejection(
      adapter.signMessage({ connectorId: descriptor.id, address: CHECKSUMMED, message: 'hi' }),
    );
    expect(error).toMatchObject({ code: 'SIGN_MESSAGE_FAILED' });
    expect(wallet.asked).not.toContain('personal_sign');
  });
});

describe('wallet events with the EIP-55 code not loaded yet', () => {
  /** A provider whose `accountsChanged` the test fires, listened to from fresh modules. */
  function listened() {
    const listeners = new Map<string, (value: unknown) => void>();
    const provider = {
      request: async () => undefined,
      on: (event: string, listener: (value: unknown) => void) => listeners.set(event, listener),
    };
    const events: unknown[] = [];
    const { listenToWallet } = jest.requireActual<typeof WalletEventsModule>('./wallet-events');
    listenToWallet(
      provider,
      descriptor.id,
      (event) => events.push(event),
      () => undefined,
    );
    return { fire: (accounts: unknown) => listeners.get('accountsChanged')?.(accounts), events };
  }

  it('reports accountsChanged once the code has loaded, checksummed, a broken checksum dropped', async () => {
    const { fire, events } = listened();
    fire([CHECKSUMMED.toLowerCase(), BROKEN]);
    await jest.requireActual<typeof CoreModule>('@kit/core').loadEvmChecksum();
    await Promise.resolve();
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: descriptor.id,
        accounts: [{ address: CHECKSUMMED, type: 'eoa' }],
      },
    ]);
  });

  it('reports nothing it could not check when the code fails to load (no account is made up)', async () => {
    chunkFailing(1);
    const { fire, events } = listened();
    fire([CHECKSUMMED.toLowerCase()]);
    const core = jest.requireActual<typeof CoreModule>('@kit/core');
    await core.loadEvmChecksum().catch(() => undefined);
    await core.loadEvmChecksum();
    expect(events).toEqual([]);
  });
});
