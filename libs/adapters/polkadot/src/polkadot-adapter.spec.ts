// Integration: the adapter against the chopsticks devnet, with the injectedWeb3 test wallet of
// @kit/testing signing with //Alice and //Bob.
import type { AdapterEvent, KitNetwork } from '@kit/core';
import {
  createPolkadotTestWallet,
  installPolkadotTestWallet,
  startPolkadotDevnet,
} from '@kit/testing';
import type { PolkadotDevnet, PolkadotTestWallet } from '@kit/testing';
import { u8aToHex } from '@polkadot/util';
import { decodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { createPolkadotAdapter } from './polkadot-adapter';
import type { PolkadotAdapter } from './polkadot-adapter';

jest.setTimeout(120_000);

const CONNECTOR_ID = 'polkadot:kit-test-wallet';
const ONE_ROC = 1_000_000_000_000n;

describe('PolkadotAdapter against the polkadot devnet', () => {
  let devnet: PolkadotDevnet;
  let network: KitNetwork;
  let wallet: PolkadotTestWallet;
  let adapter: PolkadotAdapter;
  let events: AdapterEvent[];
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    devnet = await startPolkadotDevnet({ accounts: 3 });
    network = devnet.network;
    [alice, bob] = devnet.accounts.map((account) => account.address) as [string, string];
  });

  afterAll(async () => {
    await devnet?.stop();
  });

  beforeEach(async () => {
    wallet = createPolkadotTestWallet({
      accounts: [{ uri: '//Alice', name: 'Alice' }, { uri: '//Bob' }],
    });
    const window = {} as Window;
    installPolkadotTestWallet(window, wallet);
    adapter = createPolkadotAdapter({ appName: 'Kit tests', injectedWaitMs: 60_000 });
    adapter.setup({ networks: [network], window, rpc: () => ({ request: jest.fn() }) });
    events = [];
    adapter.subscribe((event) => events.push(event));
  });

  afterEach(async () => {
    await adapter.teardown();
  });

  async function balanceOf(address: string): Promise<bigint> {
    return BigInt((await adapter.getBalance({ address, network })).value);
  }

  it('lists the injected extension and connects with its accounts on the devnet', async () => {
    expect(adapter.getConnectors()).toEqual([
      {
        id: CONNECTOR_ID,
        name: 'kit-test-wallet',
        type: 'ANNOUNCED',
        chain: 'polkadot',
        info: { rdns: 'kit-test-wallet' },
      },
    ]);
    const result = await adapter.connect({ connectorId: CONNECTOR_ID });
    expect(result).toEqual({
      accounts: [
        { address: alice, type: 'eoa' },
        { address: bob, type: 'eoa' },
      ],
      caipNetworkId: network.caipNetworkId,
    });
    expect(wallet.enabledBy).toEqual(['Kit tests']);
    await expect(adapter.getAccounts({ connectorId: CONNECTOR_ID })).resolves.toHaveLength(2);
  });

  it('fails with "User rejected the request" when the visitor refuses the site', async () => {
    wallet.rejectNext('enable');
    const error = await adapter.connect({ connectorId: CONNECTOR_ID }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'UserRejectedRequestError',
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
    await expect(adapter.getAccounts({ connectorId: CONNECTOR_ID })).resolves.toEqual([]);
  });

  it('fails with PROVIDER_NOT_FOUND for an extension that is not injected', async () => {
    await expect(adapter.connect({ connectorId: 'polkadot:talisman' })).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
    });
  });

  it('reads the free balance of system.account with the chain decimals and symbol', async () => {
    await expect(adapter.getBalance({ address: alice, network })).resolves.toEqual({
      value: devnet.balance,
      decimals: 12,
      symbol: 'ROC',
    });
    const nobody = '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy'; // //Dave, never funded
    await expect(adapter.getBalance({ address: nobody, network })).resolves.toMatchObject({
      value: '0',
    });
  });

  it('fails with BALANCE_UNAVAILABLE when the chain cannot be reached', async () => {
    const gone = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } };
    await expect(adapter.getBalance({ address: alice, network: gone })).rejects.toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
    });
  });

  it('signs a message with signRaw, and the signature verifies for that account only', async () => {
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const message = 'Sign in to Kit\nNonce: 42';
    const signature = await adapter.signMessage({
      connectorId: CONNECTOR_ID,
      address: bob,
      message,
    });
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
    expect(signatureVerify(message, signature, bob).isValid).toBe(true);
    expect(signatureVerify(`${message}!`, signature, bob).isValid).toBe(false);
    expect(signatureVerify(message, signature, alice).isValid).toBe(false);
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signRaw',
      params: { address: bob, type: 'bytes' },
    });
  });

  it('fails signing with "User rejected the request" when the visitor cancels', async () => {
    await adapter.connect({ connectorId: CONNECTOR_ID });
    wallet.rejectNext('signRaw');
    await expect(
      adapter.signMessage({ connectorId: CONNECTOR_ID, address: alice, message: 'hi' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request' });
  });

  it('sends a transfer signed by the extension and the balances change on chain', async () => {
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const [aliceBefore, bobBefore] = [await balanceOf(alice), await balanceOf(bob)];
    const { hash } = await adapter.sendTransfer({
      connectorId: CONNECTOR_ID,
      network,
      from: alice,
      to: bob,
      amount: (3n * ONE_ROC).toString(),
    });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balanceOf(bob)).toBe(bobBefore + 3n * ONE_ROC);
    const aliceAfter = await balanceOf(alice);
    // Alice pays the amount and a fee.
    expect(aliceAfter).toBeLessThan(aliceBefore - 3n * ONE_ROC);
    expect(aliceAfter).toBeGreaterThan(aliceBefore - 4n * ONE_ROC);
    // @polkadot/api hands the signer the address in the chain's SS58 format (Kusama's, 2, here).
    const request = wallet.requests.at(-1) as { method: string; params: { address: string } };
    expect(request.method).toBe('signPayload');
    expect(u8aToHex(decodeAddress(request.params.address))).toBe(devnet.accounts[0]?.publicKey);
  });

  it('estimates the fee the transfer is then charged', async () => {
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const request = {
      connectorId: CONNECTOR_ID,
      network,
      from: bob,
      to: alice,
      amount: ONE_ROC.toString(),
    };
    const fee = await adapter.estimateFee(request);
    expect(fee).toMatchObject({ decimals: 12, symbol: 'ROC' });
    expect(BigInt(fee.value)).toBeGreaterThan(0n);
    const bobBefore = await balanceOf(bob);
    await adapter.sendTransfer(request);
    expect(await balanceOf(bob)).toBe(bobBefore - ONE_ROC - BigInt(fee.value));
  });

  it('sends nothing when the visitor rejects the transfer', async () => {
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const bobBefore = await balanceOf(bob);
    wallet.rejectNext('signPayload');
    await expect(
      adapter.sendTransfer({
        connectorId: CONNECTOR_ID,
        network,
        from: alice,
        to: bob,
        amount: '1',
      }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request' });
    expect(await balanceOf(bob)).toBe(bobBefore);
  });

  it('fails with INSUFFICIENT_FUNDS when the amount exceeds the balance', async () => {
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const bobBefore = await balanceOf(bob);
    const tooMuch = (BigInt(devnet.balance) * 2n).toString();
    await expect(
      adapter.sendTransfer({
        connectorId: CONNECTOR_ID,
        network,
        from: alice,
        to: bob,
        amount: tooMuch,
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(bob)).toBe(bobBefore);
  });

  it('sends nothing to a new account below the existential deposit, failing with INSUFFICIENT_FUNDS', async () => {
    await adapter.connect({ connectorId: CONNECTOR_ID });
    // //Dave: a valid account the devnet never funded.
    const dave = '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy';
    const error = await adapter
      .sendTransfer({ connectorId: CONNECTOR_ID, network, from: alice, to: dave, amount: '1' })
      .catch((caught: unknown) => caught);
    // The chain's minimum (balances.ExistentialDeposit) is what refuses it, with the spec's text.
    expect(error).toMatchObject({
      name: 'ChainRequestError',
      code: 'INSUFFICIENT_FUNDS',
      shortMessage: 'Insufficient funds for the amount and the network fee',
      details: expect.stringContaining('balances.ExistentialDeposit'),
    });
    expect(await balanceOf(dave)).toBe(0n);
  });

  it('reports account changes of the extension and stops after disconnect', async () => {
    await adapter.connect({ connectorId: CONNECTOR_ID });
    await wallet.setAccounts([{ uri: '//Charlie' }]);
    const charlie = devnet.accounts[2]!.address;
    expect(events).toContainEqual({
      type: 'accountsChanged',
      connectorId: CONNECTOR_ID,
      accounts: [{ address: charlie, type: 'eoa' }],
    });
    await adapter.disconnect({ connectorId: CONNECTOR_ID });
    expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId: CONNECTOR_ID });
    const count = events.length;
    await wallet.setAccounts([{ uri: '//Alice' }]);
    expect(events).toHaveLength(count);
    await expect(
      adapter.signMessage({ connectorId: CONNECTOR_ID, address: charlie, message: 'hi' }),
    ).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND_FOR_CONNECTION' });
  });
});
