import { ApiPromise, WsProvider } from '@polkadot/api';
import { Keyring } from '@polkadot/keyring';
import { startPolkadotDevnet, toPolkadotDevnetInfo } from './polkadot-devnet';
import type { PolkadotDevnet } from './polkadot-devnet';
import { fundPolkadotAccounts } from './polkadot-dev-accounts';
import { polkadotRpc } from './polkadot-rpc';

jest.setTimeout(60_000);

describe('startPolkadotDevnet', () => {
  let devnet: PolkadotDevnet;
  let api: ApiPromise;

  beforeAll(async () => {
    devnet = await startPolkadotDevnet({ accounts: 3 });
    api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true });
  });

  afterAll(async () => {
    await api?.disconnect();
    await devnet?.stop();
  });

  it('serves Rococo Asset Hub on 127.0.0.1 with its CAIP-2 id from the genesis hash', async () => {
    expect(devnet.wsUrl).toBe(`ws://127.0.0.1:${devnet.port}`);
    expect(devnet.genesisHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(devnet.network.caipNetworkId).toBe(`polkadot:${devnet.genesisHash.slice(2, 34)}`);
    expect(devnet.network.rpcUrls.default).toEqual({
      http: [devnet.httpUrl],
      webSocket: [devnet.wsUrl],
    });
    expect(api.runtimeVersion.specName.toString()).toBe('statemine');
    expect(api.registry.chainDecimals[0]).toBe(12);
    expect(api.registry.chainTokens[0]).toBe('ROC');
    expect(JSON.parse(JSON.stringify(toPolkadotDevnetInfo(devnet)))).toEqual(
      toPolkadotDevnetInfo(devnet),
    );
  });

  it('funds //Alice, //Bob and //Charlie and no one else', async () => {
    expect(devnet.accounts.map((account) => account.uri)).toEqual([
      '//Alice',
      '//Bob',
      '//Charlie',
    ]);
    // //Alice's well-known generic-Substrate address.
    expect(devnet.accounts[0]?.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
    for (const account of devnet.accounts) {
      const info = await api.query.system.account(account.address);
      expect(info.data.free.toString()).toBe(devnet.balance);
    }
    const dave = new Keyring({ type: 'sr25519' }).addFromUri('//Dave');
    expect((await api.query.system.account(dave.address)).data.free.toString()).toBe('0');
  });

  it('includes a signed transfer in a block at once and moves the balance', async () => {
    const keyring = new Keyring({ type: 'sr25519' });
    const charlie = keyring.addFromUri('//Charlie');
    const to = keyring.addFromUri('//Ferdie').address;
    const before = (await api.rpc.chain.getHeader()).number.toNumber();
    // signAsync + submitAndWatchExtrinsic: signAndSend's status callback never settles under jest.
    const tx = await api.tx.balances.transferKeepAlive(to, 5_000_000_000_000n).signAsync(charlie);
    await new Promise<void>((resolve, reject) => {
      api.rpc.author
        .submitAndWatchExtrinsic(tx, (status) => {
          if (status.isInBlock) resolve();
        })
        .catch(reject);
    });
    expect((await api.rpc.chain.getHeader()).number.toNumber()).toBeGreaterThan(before);
    expect((await api.query.system.account(to)).data.free.toString()).toBe('5000000000000');
    const charlieFree = (await api.query.system.account(charlie.address)).data.free.toBigInt();
    expect(charlieFree).toBeLessThan(BigInt(devnet.balance) - 5_000_000_000_000n);
  });

  it('re-funds an account through dev_setStorage', async () => {
    const bob = devnet.accounts[1]!;
    await fundPolkadotAccounts(devnet.httpUrl, [bob.address], '42');
    expect((await api.query.system.account(bob.address)).data.free.toString()).toBe('42');
  });

  it('answers JSON-RPC errors with their text', async () => {
    await expect(polkadotRpc(devnet.httpUrl, 'no_suchMethod')).rejects.toThrow(/no_suchMethod/);
  });
});

describe('PolkadotDevnet.stop', () => {
  it('closes the port, and a second call is harmless', async () => {
    const devnet = await startPolkadotDevnet({ accounts: 1 });
    await expect(polkadotRpc(devnet.httpUrl, 'system_chain')).resolves.toBe('asset-hub-rococo');
    await devnet.stop();
    await devnet.stop();
    await expect(polkadotRpc(devnet.httpUrl, 'system_chain')).rejects.toThrow();
  });
});
