// The bip122 adapter against the regtest ledger (Esplora API on 127.0.0.1) with the Bitcoin test
// wallet from @kit/testing: connect, balance, sign (verified), send and the balance change on
// chain, and refusals. Runs under node with an EventTarget as the page's window (jsdom has no
// fetch); bitcoin-discovery.spec.ts covers jsdom.
import { bitcoinRegtest } from '@kit/core';
import type { AdapterEvent, KitNetwork } from '@kit/core';
import {
  BITCOIN_TEST_WALLET_INFO,
  announceBitcoinWallet,
  createBitcoinTestWallet,
  startRegtestLedger,
} from '@kit/testing';
import type { BitcoinTestWallet, RegtestLedgerHandle } from '@kit/testing';
import * as ecc from '@bitcoinerlab/secp256k1';
import { Psbt, Transaction, networks, script } from 'bitcoinjs-lib';
import { createBitcoinAdapter } from './bitcoin-adapter';
import type { BitcoinAdapter, BitcoinAdapterOptions } from './bitcoin-adapter';
import type { BitcoinWalletProvider } from './bitcoin-provider';
import { verifyBip322Signature } from './bip322';

const CONNECTOR_ID = 'bip122:dev.kit.bitcointestwallet';

// Compile-time proof that the test wallet implements the documented provider interface.
const implementsProvider = (wallet: BitcoinTestWallet): BitcoinWalletProvider => wallet;

describe('bitcoin adapter on the regtest ledger', () => {
  let ledger: RegtestLedgerHandle;
  let network: KitNetwork;

  beforeAll(async () => {
    ledger = await startRegtestLedger({ accounts: 3 });
    network = { ...bitcoinRegtest, rpcUrls: { default: { http: [ledger.url] } } };
  });
  afterAll(() => ledger.stop());

  /** A fresh adapter, wallet (of ledger account `index`) and page; events collected. */
  function setUp(
    index = 0,
    walletOptions: { authorized?: boolean } = {},
    adapterOptions: BitcoinAdapterOptions = {},
  ) {
    const account = ledger.accounts[index];
    if (!account) throw new Error(`no ledger account ${index}`);
    const wallet = createBitcoinTestWallet({ privateKey: account.privateKey, ...walletOptions });
    const window = new EventTarget() as unknown as Window;
    announceBitcoinWallet(window, implementsProvider(wallet), {
      ...BITCOIN_TEST_WALLET_INFO,
      uuid: `uuid-${index}`,
    });
    const adapter = createBitcoinAdapter(adapterOptions);
    const events: AdapterEvent[] = [];
    adapter.subscribe((event) => events.push(event));
    adapter.setup({
      networks: [network],
      rpc: () => {
        throw new Error('bip122 reads Esplora, not JSON-RPC');
      },
      window,
    });
    return { adapter, wallet, account, events, window };
  }

  async function balance(adapter: BitcoinAdapter, address: string): Promise<bigint> {
    return BigInt((await adapter.getBalance({ address, network })).value);
  }

  it('discovers the announced wallet as an ANNOUNCED bip122 connector', () => {
    const { adapter } = setUp();
    expect(adapter.getConnectors()).toEqual([
      {
        id: CONNECTOR_ID,
        name: 'Kit Bitcoin Test Wallet',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: BITCOIN_TEST_WALLET_INFO.icon,
        info: { rdns: 'dev.kit.bitcointestwallet', uuid: 'uuid-0' },
      },
    ]);
  });

  it('connects with the payment account first (the default type) and the ordinals account', async () => {
    const { adapter, account, wallet } = setUp();
    const result = await adapter.connect({ connectorId: CONNECTOR_ID });
    expect(result).toEqual({
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      accounts: [
        { address: account.paymentAddress, type: 'payment', publicKey: account.publicKey },
        {
          address: account.ordinalsAddress,
          type: 'ordinals',
          publicKey: account.ordinalsPublicKey,
        },
      ],
    });
    expect(wallet.requests[0]).toEqual({
      method: 'requestAccounts',
      params: { purposes: ['payment', 'ordinals'] },
    });
    expect(await adapter.getAccounts({ connectorId: CONNECTOR_ID })).toEqual(result.accounts);
  });

  it('reads the balance from the address UTXOs', async () => {
    const { adapter, account } = setUp(2);
    expect(await adapter.getBalance({ address: account.paymentAddress, network })).toEqual({
      value: '100000000',
      decimals: 8,
      symbol: 'BTC',
    });
  });

  it('signs BIP-322 messages with the payment (P2WPKH) and ordinals (P2TR) keys, and they verify', async () => {
    const { adapter, account } = setUp();
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const verify = (address: string, message: string, signature: string) =>
      verifyBip322Signature({ address, message, signature, network: networks.regtest });
    for (const address of [account.paymentAddress, account.ordinalsAddress]) {
      const signature = await adapter.signMessage({
        connectorId: CONNECTOR_ID,
        address,
        message: 'Sign in to Kit',
      });
      expect(verify(address, 'Sign in to Kit', signature)).toBe(true);
      expect(verify(address, 'Sign in to Kit!', signature)).toBe(false);
      expect(verify(ledger.accounts[1]?.paymentAddress ?? '', 'Sign in to Kit', signature)).toBe(
        false,
      );
    }
  });

  it('sends through a PSBT the wallet signs; the ledger accepts it and balances change once mined', async () => {
    const { adapter, account, wallet } = setUp(0);
    const recipient = ledger.accounts[1]?.paymentAddress as string;
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const before = {
      from: await balance(adapter, account.paymentAddress),
      to: await balance(adapter, recipient),
    };
    const request = {
      connectorId: CONNECTOR_ID,
      network,
      from: account.paymentAddress,
      to: recipient,
      amount: '25000000',
    };
    const estimate = await adapter.estimateFee(request);

    const { hash } = await adapter.sendTransfer(request);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(ledger.ledger.mempool).toContain(hash);
    const signRequest = wallet.requests.find((entry) => entry.method === 'signPsbt');
    expect(signRequest?.params).toMatchObject({
      signInputs: { [account.paymentAddress]: [0] },
      broadcast: false,
    });

    const sent = ledger.ledger.transaction(hash);
    const fee = BigInt(sent?.fee ?? -1);
    expect(fee.toString()).toBe(estimate.value);
    // 2 sat/vB from the 6-block estimate (1.5, rounded up per vbyte) and a ~141 vB transaction.
    expect(fee).toBeGreaterThan(140n);
    expect(fee).toBeLessThan(1_000n);
    expect(sent?.vout.map((output) => [output.scriptpubkey_address, output.value])).toEqual([
      [recipient, 25_000_000],
      [account.paymentAddress, Number(before.from / 2n - 25_000_000n - fee)],
    ]);

    const response = await fetch(`${ledger.url}/kit/mine`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(ledger.ledger.status(hash)).toMatchObject({ confirmed: true });
    expect(await balance(adapter, account.paymentAddress)).toBe(before.from - 25_000_000n - fee);
    expect(await balance(adapter, recipient)).toBe(before.to + 25_000_000n);
    const utxos = ledger.ledger.utxos(recipient);
    expect(utxos.find((utxo) => utxo.txid === hash)?.status).toMatchObject({ confirmed: true });
  });

  it('sends from the Taproot ordinals account too (key-path signature)', async () => {
    const { adapter, account } = setUp(1);
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const { hash } = await adapter.sendTransfer({
      connectorId: CONNECTOR_ID,
      network,
      from: account.ordinalsAddress,
      to: account.paymentAddress,
      amount: '1000000',
    });
    expect(ledger.ledger.transaction(hash)?.vin[0]?.prevout?.scriptpubkey_type).toBe('v1_p2tr');
  });

  it("fails with 'User rejected the request' when the visitor refuses to connect, sign or send", async () => {
    const { adapter, wallet, account } = setUp(2);
    wallet.rejectNext('requestAccounts');
    await expect(adapter.connect({ connectorId: CONNECTOR_ID })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 'USER_REJECTED',
      message: 'User rejected the request',
      rpcCode: 4001,
    });
    await adapter.connect({ connectorId: CONNECTOR_ID });

    wallet.rejectNext('signMessage');
    await expect(
      adapter.signMessage({
        connectorId: CONNECTOR_ID,
        address: account.paymentAddress,
        message: 'x',
      }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request' });

    const mempool = ledger.ledger.mempool.length;
    const before = await balance(adapter, account.paymentAddress);
    wallet.rejectNext('signPsbt');
    await expect(
      adapter.sendTransfer({
        connectorId: CONNECTOR_ID,
        network,
        from: account.paymentAddress,
        to: account.ordinalsAddress,
        amount: '1000',
      }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request' });
    expect(ledger.ledger.mempool).toHaveLength(mempool);
    expect(await balance(adapter, account.paymentAddress)).toBe(before);
  });

  it('refuses a send the UTXOs cannot pay before asking the wallet, and bad recipients', async () => {
    const { adapter, wallet, account } = setUp(2);
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const request = { connectorId: CONNECTOR_ID, network, from: account.paymentAddress };
    await expect(
      adapter.sendTransfer({ ...request, to: account.ordinalsAddress, amount: '100000000' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(
      adapter.sendTransfer({
        ...request,
        to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // mainnet
        amount: '1000',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS', shortMessage: 'Invalid bip122 address' });
    await expect(
      adapter.sendTransfer({ ...request, to: account.ordinalsAddress, amount: '1.5' }),
    ).rejects.toMatchObject({ code: 'INVALID_DECIMAL' });
    await expect(
      adapter.sendTransfer({ ...request, to: account.ordinalsAddress, amount: '329' }),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: "329 sat is below the recipient's dust threshold of 330 sat",
    });
    expect(wallet.requests.some((entry) => entry.method === 'signPsbt')).toBe(false);
  });

  it('relays the ledger refusing a transaction whose signature does not verify (RPC_ERROR, -26)', async () => {
    const { adapter, wallet, account } = setUp(2);
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const secret = Uint8Array.from(Buffer.from(account.privateKey, 'hex'));
    // A wallet that signs something else with the right key: the PSBT looks complete, the node says no.
    const forging = Object.assign(Object.create(wallet) as BitcoinTestWallet, {
      async signPsbt(params: { psbt: string }) {
        const psbt = Psbt.fromBase64(params.psbt, { network: networks.regtest });
        const wrongHash = new Uint8Array(32).fill(7);
        psbt.data.inputs.forEach((_, index) =>
          psbt.updateInput(index, {
            partialSig: [
              {
                pubkey: Uint8Array.from(Buffer.from(account.publicKey, 'hex')),
                signature: script.signature.encode(
                  ecc.sign(wrongHash, secret),
                  Transaction.SIGHASH_ALL,
                ),
              },
            ],
          }),
        );
        return { psbt: psbt.toBase64() };
      },
    });
    const forgingWindow = new EventTarget() as unknown as Window;
    announceBitcoinWallet(forgingWindow, forging, { ...BITCOIN_TEST_WALLET_INFO, uuid: 'forging' });
    const forgingAdapter = createBitcoinAdapter();
    forgingAdapter.setup({
      networks: [network],
      rpc: () => {
        throw new Error('unused');
      },
      window: forgingWindow,
    });
    const mempool = ledger.ledger.mempool.length;
    await expect(
      forgingAdapter.sendTransfer({
        connectorId: CONNECTOR_ID,
        network,
        from: account.paymentAddress,
        to: account.ordinalsAddress,
        amount: '1000',
      }),
    ).rejects.toMatchObject({
      code: 'RPC_ERROR',
      rpcCode: -26,
      details:
        'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    });
    expect(ledger.ledger.mempool).toHaveLength(mempool);
  });

  /** An adapter whose announced wallet is `wallet` with signPsbt replaced. */
  function withSignPsbt(
    wallet: BitcoinTestWallet,
    signPsbt: (params: { psbt: string; signInputs: Record<string, number[]> }) => Promise<{
      psbt: string;
    }>,
  ): BitcoinAdapter {
    const tampering = Object.assign(Object.create(wallet) as BitcoinTestWallet, { signPsbt });
    const page = new EventTarget() as unknown as Window;
    announceBitcoinWallet(page, tampering, { ...BITCOIN_TEST_WALLET_INFO, uuid: 'tampering' });
    const adapter = createBitcoinAdapter();
    adapter.setup({
      networks: [network],
      rpc: () => {
        throw new Error('unused');
      },
      window: page,
    });
    return adapter;
  }

  it('refuses to broadcast a PSBT whose outputs the wallet changed', async () => {
    const { wallet, account } = setUp(2);
    await wallet.requestAccounts({ purposes: ['payment'] });
    const thief = ledger.accounts[1]!.paymentAddress;
    // Same inputs, but every satoshi goes to another address; properly signed by the wallet.
    const adapter = withSignPsbt(wallet, async (params) => {
      const original = Psbt.fromBase64(params.psbt, { network: networks.regtest });
      const redirected = new Psbt({ network: networks.regtest });
      original.txInputs.forEach((input, index) =>
        redirected.addInput({
          hash: input.hash,
          index: input.index,
          sequence: input.sequence,
          witnessUtxo: original.data.inputs[index]!.witnessUtxo!,
        }),
      );
      const total = original.txOutputs.reduce((sum, output) => sum + output.value, 0n);
      redirected.addOutput({ address: thief, value: total });
      return wallet.signPsbt({ ...params, psbt: redirected.toBase64(), broadcast: false });
    });
    const mempool = ledger.ledger.mempool.length;
    await expect(
      adapter.sendTransfer({
        connectorId: CONNECTOR_ID,
        network,
        from: account.paymentAddress,
        to: account.ordinalsAddress,
        amount: '1000',
      }),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'the wallet changed the transaction',
    });
    expect(ledger.ledger.mempool).toHaveLength(mempool);
  });

  it('refuses a PSBT the wallet returned unsigned', async () => {
    const { wallet, account } = setUp(2);
    await wallet.requestAccounts({ purposes: ['payment'] });
    const adapter = withSignPsbt(wallet, async (params) => ({ psbt: params.psbt }));
    await expect(
      adapter.sendTransfer({
        connectorId: CONNECTOR_ID,
        network,
        from: account.paymentAddress,
        to: account.ordinalsAddress,
        amount: '1000',
      }),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'the wallet did not sign every input',
    });
  });

  it('pays the fee estimate of its confirmation target', async () => {
    const { adapter, account } = setUp(2);
    await adapter.connect({ connectorId: CONNECTOR_ID });
    ledger.setFeeEstimates({ '1': 50, '3': 20, '6': 10, '144': 2 });
    try {
      const request = {
        connectorId: CONNECTOR_ID,
        network,
        from: account.paymentAddress,
        to: account.ordinalsAddress,
        amount: '1000',
      };
      // One P2WPKH input, a P2TR recipient (43 vB) and P2WPKH change (31 vB): 152.5 vB at 10 sat/vB.
      expect((await adapter.estimateFee(request)).value).toBe('1525');
      const fast = setUp(2, {}, { feeTargetBlocks: 1 }).adapter;
      await fast.connect({ connectorId: CONNECTOR_ID });
      expect((await fast.estimateFee(request)).value).toBe('7625'); // 152.5 vB at 50 sat/vB
    } finally {
      ledger.setFeeEstimates({
        '1': 3,
        '2': 2.5,
        '3': 2,
        '6': 1.5,
        '144': 1.1,
        '504': 1,
        '1008': 1,
      });
    }
  });

  it('reports the Esplora API being unreachable as a KitError', async () => {
    const { adapter, account } = setUp();
    const down = await startRegtestLedger({ accounts: 1 });
    await down.stop();
    const offline = { ...network, rpcUrls: { default: { http: [down.url] } } };
    await expect(
      adapter.getBalance({ address: account.paymentAddress, network: offline }),
    ).rejects.toMatchObject({ code: 'API_NETWORK_ERROR' });
  });

  it('forwards wallet events while connected and stops after disconnect', async () => {
    const { adapter, wallet, events, account } = setUp();
    await adapter.connect({ connectorId: CONNECTOR_ID });
    wallet.emitAccountsChanged();
    wallet.emitNetworkChanged('bip122:000000000933ea01ad0ee984209779ba');
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: CONNECTOR_ID,
        accounts: [
          expect.objectContaining({ address: account.paymentAddress, type: 'payment' }),
          expect.objectContaining({ address: account.ordinalsAddress, type: 'ordinals' }),
        ],
      },
      {
        type: 'chainChanged',
        connectorId: CONNECTOR_ID,
        caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
      },
    ]);
    await adapter.disconnect({ connectorId: CONNECTOR_ID });
    expect(wallet.authorized).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId: CONNECTOR_ID });
    wallet.emitAccountsChanged();
    expect(events.filter((event) => event.type === 'accountsChanged')).toHaveLength(1);
  });

  it('reconnects silently only when the wallet still authorises the site', async () => {
    const authorised = setUp(0, { authorized: true });
    expect(
      (await authorised.adapter.reconnect({ connectorId: CONNECTOR_ID }))?.accounts,
    ).toHaveLength(2);
    expect(authorised.wallet.requests.map((entry) => entry.method)).not.toContain(
      'requestAccounts',
    );
    const fresh = setUp(0);
    expect(await fresh.adapter.reconnect({ connectorId: CONNECTOR_ID })).toBeUndefined();
    expect(await fresh.adapter.reconnect({ connectorId: 'bip122:unknown.wallet' })).toBeUndefined();
  });

  it("says 'Provider not found' for an unknown connector and 'Unsupported chain' for other namespaces", async () => {
    const { adapter, account } = setUp();
    await expect(adapter.connect({ connectorId: 'bip122:unknown.wallet' })).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
      message: expect.stringMatching(/^Provider not found/),
    });
    const evm = {
      ...network,
      chainNamespace: 'eip155' as const,
      id: 1,
      caipNetworkId: 'eip155:1' as const,
    };
    await expect(
      adapter.getBalance({ address: account.paymentAddress, network: evm }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
  });
});
