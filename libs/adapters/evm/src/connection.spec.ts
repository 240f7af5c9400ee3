import { isKitError } from '@kit/core';
import { toChecksumAddress } from '@kit/core/address';
import type { KitError } from '@kit/core';
import { installAsWindowEthereum } from '@kit/testing';
import { openWalletPage, startEvmHarness, TEST_WALLET_ID } from './evm-harness.spec-helper';
import type { EvmHarness, WalletPage } from './evm-harness.spec-helper';

let harness: EvmHarness;
let page: WalletPage;

beforeAll(async () => {
  harness = await startEvmHarness();
}, 30_000);

afterAll(async () => {
  await harness?.stop();
});

afterEach(async () => {
  await page?.close();
});

function account(index: number): string {
  return toChecksumAddress(harness.devnet.accounts[index]!.address);
}

async function rejection(promise: Promise<unknown>): Promise<KitError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isKitError(error)) throw new Error(`expected a KitError, got ${String(error)}`);
  return error;
}

describe('connect', () => {
  it('returns the checksummed account and eip155:31337', async () => {
    page = openWalletPage(harness);
    const result = await page.adapter.connect({ connectorId: TEST_WALLET_ID });

    // The test wallet answers in lower case, as MetaMask does.
    expect(result).toEqual({
      accounts: [{ address: account(1), type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    });
    expect(page.wallet.requests.map((request) => request.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
    ]);
  });

  it("connects through window.ethereum as 'eip155:injected' while its announcement hides it", async () => {
    page = openWalletPage(harness);
    // Injected after setup (with 'ethereum#initialized'), as the same object that announced itself.
    installAsWindowEthereum(page.window, page.wallet);
    expect(page.adapter.getConnectors().map((connector) => connector.id)).toEqual([TEST_WALLET_ID]);
    const result = await page.adapter.connect({ connectorId: 'eip155:injected' });
    expect(result.accounts).toEqual([{ address: account(1), type: 'eoa' }]);
  });

  it('fails with "User rejected the request" (4001) when the visitor refuses', async () => {
    page = openWalletPage(harness);
    page.wallet.rejectNext('eth_requestAccounts');
    const error = await rejection(page.adapter.connect({ connectorId: TEST_WALLET_ID }));
    expect(error).toMatchObject({
      name: 'UserRejectedRequestError',
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request',
      rpcCode: 4001,
    });
  });

  it('fails with "Failed to connect" keeping the wallet code when the wallet errs otherwise', async () => {
    page = openWalletPage(harness);
    page.wallet.rejectNext('eth_requestAccounts', {
      code: -32002,
      message: 'Request of type eth_requestAccounts already pending',
    });
    const error = await rejection(page.adapter.connect({ connectorId: TEST_WALLET_ID }));
    expect(error).toMatchObject({ code: 'CONNECT_FAILED', rpcCode: -32002 });
    expect(error.message).toContain('already pending');
  });

  it('fails with "Provider not found" for a connector it does not know', async () => {
    page = openWalletPage(harness, { adapter: { injectedWaitMs: 0 } });
    const error = await rejection(page.adapter.connect({ connectorId: 'eip155:com.unknown' }));
    expect(error).toMatchObject({ code: 'PROVIDER_NOT_FOUND', shortMessage: 'Provider not found' });
  });

  it('adds no timeout of its own: a hanging wallet request stays pending until the wallet answers', async () => {
    // The store races connect() against the modal closing (spec §2 'Modal closed'), so the adapter
    // must not give up by itself; it settles as soon as the wallet does.
    page = openWalletPage(harness);
    page.wallet.setBehaviour({ hang: ['eth_requestAccounts'] });
    let settled = false;
    const connecting = page.adapter.connect({ connectorId: TEST_WALLET_ID }).finally(() => {
      settled = true;
    });
    await page.wallet.whenHung('eth_requestAccounts');
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);

    page.wallet.release({ reject: true });
    await expect(connecting).rejects.toMatchObject({ code: 'USER_REJECTED' });
  });
});

describe('reconnect', () => {
  it('returns the account without prompting after an earlier connect', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.requests.length = 0;

    const result = await page.adapter.reconnect({ connectorId: TEST_WALLET_ID });
    expect(result).toEqual({
      accounts: [{ address: account(1), type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    });
    expect(page.wallet.requests.map((request) => request.method)).not.toContain(
      'eth_requestAccounts',
    );
  });

  it('resolves undefined when the wallet does not authorise the site', async () => {
    page = openWalletPage(harness);
    await expect(page.adapter.reconnect({ connectorId: TEST_WALLET_ID })).resolves.toBeUndefined();
    expect(page.wallet.requests.map((request) => request.method)).toEqual(['eth_accounts']);
  });

  it('resolves undefined when the wallet is no longer on the page', async () => {
    page = openWalletPage(harness, { adapter: { injectedWaitMs: 0 } });
    await expect(
      page.adapter.reconnect({ connectorId: 'eip155:io.uninstalled' }),
    ).resolves.toBeUndefined();
  });

  it('listens to the wallet after reconnecting', async () => {
    page = openWalletPage(harness, { wallet: { authorized: true } });
    await page.adapter.reconnect({ connectorId: TEST_WALLET_ID });
    page.wallet.emitAccountsChanged(1);
    expect(page.events).toContainEqual({
      type: 'accountsChanged',
      connectorId: TEST_WALLET_ID,
      accounts: [{ address: account(2), type: 'eoa' }],
    });
  });
});

describe('disconnect', () => {
  it('revokes access, stops listening to the wallet and emits disconnect', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    expect(page.wallet.listenerCount('accountsChanged')).toBe(1);

    await page.adapter.disconnect({ connectorId: TEST_WALLET_ID });

    expect(page.wallet.requests.at(-1)?.method).toBe('wallet_revokePermissions');
    expect(page.wallet.isAuthorized).toBe(false);
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) {
      expect(page.wallet.listenerCount(event)).toBe(0);
    }
    // The wallet's accountsChanged([]) on revoke is not forwarded: the visitor disconnected.
    expect(page.events).toEqual([{ type: 'disconnect', connectorId: TEST_WALLET_ID }]);
    await expect(page.adapter.reconnect({ connectorId: TEST_WALLET_ID })).resolves.toBeUndefined();
  });

  it('still disconnects when wallet_revokePermissions never answers', async () => {
    page = openWalletPage(harness, { adapter: { revokeTimeoutMs: 1 } });
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.setBehaviour({ hang: ['wallet_revokePermissions'] });

    await page.adapter.disconnect({ connectorId: TEST_WALLET_ID });
    expect(page.events).toEqual([{ type: 'disconnect', connectorId: TEST_WALLET_ID }]);
    page.wallet.release();
  });

  it('still disconnects when the wallet lacks wallet_revokePermissions', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.rejectNext('wallet_revokePermissions', {
      code: 4200,
      message: 'The requested method is not supported by this Ethereum provider.',
    });
    await expect(page.adapter.disconnect({ connectorId: TEST_WALLET_ID })).resolves.toBeUndefined();
    expect(page.events).toEqual([{ type: 'disconnect', connectorId: TEST_WALLET_ID }]);
  });
});

describe('wallet events', () => {
  it('reports a switch to account 2 as accountsChanged with the checksummed address', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.emitAccountsChanged(1);
    expect(page.events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: TEST_WALLET_ID,
        accounts: [{ address: account(2), type: 'eoa' }],
      },
    ]);
    await expect(page.adapter.getAccounts({ connectorId: TEST_WALLET_ID })).resolves.toEqual([
      { address: account(2), type: 'eoa' },
    ]);
  });

  it('reports a locked wallet as accountsChanged with no accounts', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.emitAccountsChanged(null);
    expect(page.events).toEqual([
      { type: 'accountsChanged', connectorId: TEST_WALLET_ID, accounts: [] },
    ]);
  });

  it('reports chainChanged as a CAIP-2 id, whatever form the wallet sends', async () => {
    page = openWalletPage(harness, {
      wallet: {
        chains: [harness.devnet.chains[0]!, { chainId: 31338, rpcUrl: 'http://127.0.0.1:1' }],
      },
    });
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.emitChainChanged(31338);
    page.wallet.emit('chainChanged', '31337');
    page.wallet.emit('chainChanged', 'not a chain');
    expect(page.events).toEqual([
      { type: 'chainChanged', connectorId: TEST_WALLET_ID, caipNetworkId: 'eip155:31338' },
      { type: 'chainChanged', connectorId: TEST_WALLET_ID, caipNetworkId: 'eip155:31337' },
    ]);
  });

  it('reports the wallet disconnecting and stops listening to it', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.emitDisconnect();
    expect(page.events).toEqual([{ type: 'disconnect', connectorId: TEST_WALLET_ID }]);
    expect(page.wallet.listenerCount('accountsChanged')).toBe(0);
  });

  it("ignores MetaMask's transient disconnect (1013) while it reconnects to its node", async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.wallet.emitDisconnect({ code: 1013, message: 'Try again later' });
    expect(page.events).toEqual([]);
    expect(page.wallet.listenerCount('accountsChanged')).toBe(1);
  });

  it('says nothing about a wallet the site is not connected to', async () => {
    page = openWalletPage(harness, { wallet: { authorized: true } });
    page.wallet.emitAccountsChanged(1);
    page.wallet.emitDisconnect();
    expect(page.events).toEqual([]);
    expect(page.wallet.listenerCount('accountsChanged')).toBe(0);
  });

  it('stops listening to wallets on teardown', async () => {
    page = openWalletPage(harness);
    await page.adapter.connect({ connectorId: TEST_WALLET_ID });
    page.adapter.teardown();
    expect(page.wallet.listenerCount('accountsChanged')).toBe(0);
    expect(page.adapter.getConnectors()).toEqual([]);
  });
});
