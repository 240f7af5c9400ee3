// planTransfer and sendTransfer without a ledger: a scripted Esplora (UTXOs, fee estimates, the
// broadcast's answer) and a signing stand-in for the wallet. The regtest spec
// (bitcoin-adapter.integration.spec.ts) runs the same paths against a node.
import * as ecc from '@bitcoinerlab/secp256k1';
import { bitcoinRegtest, mainnet } from '@kit/core';
import type { TransferRequest } from '@kit/core';
import { address as addressCodec, networks, payments, Psbt, Transaction } from 'bitcoinjs-lib';
import type { BitcoinWalletAccount, BitcoinWalletProvider } from './bitcoin-provider';
import type { EsploraClient, Utxo } from './esplora-client';
import { useSecp256k1 } from './secp256k1';
import { planTransfer, sendTransfer } from './send-transfer';

useSecp256k1();
const SECRET = new Uint8Array(32).fill(0x22);
const PUBLIC_KEY = ecc.pointFromScalar(SECRET, true)!;
const X_ONLY = PUBLIC_KEY.subarray(1);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const payment: BitcoinWalletAccount = {
  address: payments.p2wpkh({ pubkey: PUBLIC_KEY, network: networks.regtest }).address!,
  publicKey: hex(PUBLIC_KEY),
  purpose: 'payment',
  addressType: 'p2wpkh',
};
const ordinals: BitcoinWalletAccount = {
  address: payments.p2tr({ internalPubkey: X_ONLY, network: networks.regtest }).address!,
  publicKey: hex(X_ONLY),
  purpose: 'ordinals',
  addressType: 'p2tr',
};
const RECEIVER = payments.p2wpkh({
  pubkey: ecc.pointFromScalar(new Uint8Array(32).fill(0x33), true)!,
  network: networks.regtest,
}).address!;

/** The wallet's part: signs every P2WPKH input of the PSBT with the payment key. */
const wallet = {
  async signPsbt(params: { psbt: string }): Promise<{ psbt: string }> {
    const psbt = Psbt.fromBase64(params.psbt, { network: networks.regtest });
    psbt.signAllInputs({
      publicKey: PUBLIC_KEY,
      sign: (hash: Uint8Array) => ecc.sign(hash, SECRET),
    });
    return { psbt: psbt.toBase64() };
  },
};
const TXID = 'ab'.repeat(32);

function fakeEsplora(
  options: {
    utxos?: Utxo[];
    estimates?: Map<number, number>;
    broadcast?: (hex: string) => string;
  } = {},
) {
  const broadcasts: string[] = [];
  const esplora = {
    utxos: async () => options.utxos ?? [{ txid: TXID, vout: 1, value: 100_000n, confirmed: true }],
    feeEstimates: async () =>
      options.estimates ??
      new Map([
        [1, 4],
        [6, 2],
      ]),
    broadcast: async (hex: string) => {
      broadcasts.push(hex);
      return options.broadcast ? options.broadcast(hex) : '';
    },
  } as unknown as EsploraClient;
  return { esplora, broadcasts };
}

const request = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
  connectorId: 'bip122:dev.kit.bitcointestwallet',
  network: bitcoinRegtest,
  from: payment.address,
  to: RECEIVER,
  amount: '40000',
  ...overrides,
});
const context = (esplora: EsploraClient) => ({
  esplora,
  network: bitcoinRegtest,
  feeTargetBlocks: 6,
});

describe('planTransfer', () => {
  it('spends the UTXOs to the receiver with change back, RBF-enabled, at the target fee rate', async () => {
    const { esplora } = fakeEsplora();
    const plan = await planTransfer(request(), payment, context(esplora));
    // 10.5 + 31 + 68 + 31 = 140.5 vB at 2 sat/vB (the 6-block estimate).
    expect(plan).toMatchObject({
      fee: 281n,
      change: 100_000n - 40_000n - 281n,
      vbytes: 141,
      feeRate: 2,
    });
    const decoded = Psbt.fromBuffer(Buffer.from(plan.psbt.toBuffer()), {
      network: networks.regtest,
    });
    expect(
      decoded.txInputs.map((input) => [
        Buffer.from(input.hash).reverse().toString('hex'),
        input.index,
        input.sequence,
      ]),
    ).toEqual([[TXID, 1, 0xfffffffd]]);
    expect(decoded.txOutputs.map((output) => [output.address, output.value])).toEqual([
      [RECEIVER, 40_000n],
      [payment.address, 100_000n - 40_000n - 281n],
    ]);
    expect(decoded.data.inputs[0]?.witnessUtxo).toEqual({
      script: addressCodec.toOutputScript(payment.address, networks.regtest),
      value: 100_000n,
    });
    expect(decoded.data.inputs[0]?.tapInternalKey).toBeUndefined();
    // The plan's PSBT names addresses on the request's network.
    expect(plan.psbt.txOutputs.map((output) => output.address)).toEqual([
      RECEIVER,
      payment.address,
    ]);
  });

  it('adds no change output when the change would be dust', async () => {
    const { esplora } = fakeEsplora({
      utxos: [{ txid: TXID, vout: 0, value: 40_400n, confirmed: true }],
    });
    const plan = await planTransfer(request(), payment, context(esplora));
    expect(plan.change).toBe(0n);
    expect(plan.psbt.txOutputs).toHaveLength(1);
  });

  it("gives Taproot inputs the account's x-only internal key", async () => {
    const { esplora } = fakeEsplora();
    const plan = await planTransfer(
      request({ from: ordinals.address }),
      ordinals,
      context(esplora),
    );
    expect(Buffer.from(plan.psbt.data.inputs[0]!.tapInternalKey!).toString('hex')).toBe(
      ordinals.publicKey,
    );
    // A 33-byte key is cut to its x coordinate.
    const compressed = { ...ordinals, publicKey: `02${ordinals.publicKey}` };
    const again = await planTransfer(
      request({ from: ordinals.address }),
      compressed,
      context(esplora),
    );
    expect(Buffer.from(again.psbt.data.inputs[0]!.tapInternalKey!).toString('hex')).toBe(
      ordinals.publicKey,
    );
  });

  it('refuses a malformed Taproot public key', async () => {
    const { esplora } = fakeEsplora();
    for (const publicKey of ['xyz', `${ordinals.publicKey}0`, '']) {
      await expect(
        planTransfer(
          request({ from: ordinals.address }),
          { ...ordinals, publicKey },
          context(esplora),
        ),
      ).rejects.toMatchObject({
        code: 'UNKNOWN_ERROR',
        details: 'the wallet gave a malformed public key',
      });
    }
  });

  it('refuses token transfers, amounts that are not a positive whole number of sat, and dust', async () => {
    const { esplora } = fakeEsplora();
    await expect(
      planTransfer(request({ tokenAddress: 'x' }), payment, context(esplora)),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
      details: 'bip122 has no token transfers',
    });
    for (const amount of ['0', '-1', '1.5', '', ' 1', '1e3']) {
      await expect(
        planTransfer(request({ amount }), payment, context(esplora)),
      ).rejects.toMatchObject({
        code: 'INVALID_DECIMAL',
        message: `Number ${amount} is not a valid decimal number.`,
      });
    }
    await expect(
      planTransfer(request({ amount: '293' }), payment, context(esplora)),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: "293 sat is below the recipient's dust threshold of 294 sat",
    });
    await expect(
      planTransfer(request({ amount: '294' }), payment, context(esplora)),
    ).resolves.toMatchObject({
      change: 100_000n - 294n - 281n,
    });
  });

  it('refuses a receiver of another network or no address at all, with the cause', async () => {
    const { esplora } = fakeEsplora();
    for (const to of ['bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'nope']) {
      const error = await planTransfer(request({ to }), payment, context(esplora)).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({
        code: 'INVALID_ADDRESS',
        message: expect.stringContaining('Invalid bip122 address'),
        details: to,
      });
      expect((error as { cause?: unknown }).cause).toBeInstanceOf(Error);
    }
  });

  it('refuses to send from address types it cannot spend, and on other chains', async () => {
    const { esplora } = fakeEsplora();
    await expect(
      planTransfer(request(), { ...payment, addressType: 'p2sh' as never }, context(esplora)),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'sending from p2sh addresses is not supported',
    });
    await expect(
      planTransfer(request(), payment, { ...context(esplora), network: mainnet }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
  });
});

describe('sendTransfer', () => {
  const provider = (signPsbt: BitcoinWalletProvider['signPsbt']) =>
    ({ signPsbt }) as unknown as BitcoinWalletProvider;

  it('has the wallet sign every input, broadcasts the finalised transaction and resolves its txid', async () => {
    let txid = '';
    const { esplora, broadcasts } = fakeEsplora({
      utxos: [
        { txid: TXID, vout: 0, value: 30_000n, confirmed: true },
        { txid: 'cd'.repeat(32), vout: 2, value: 20_000n, confirmed: true },
      ],
      broadcast: (raw) => {
        txid = Transaction.fromHex(raw).getId();
        return txid;
      },
    });
    const requests: unknown[] = [];
    const signing = provider(async (params) => {
      requests.push(params);
      return wallet.signPsbt(params);
    });
    const result = await sendTransfer(request(), payment, {
      ...context(esplora),
      provider: signing,
    });
    expect(result).toEqual({ hash: txid });
    expect(broadcasts).toHaveLength(1);
    expect(requests).toEqual([
      { psbt: expect.any(String), signInputs: { [payment.address]: [0, 1] }, broadcast: false },
    ]);
  });

  it('reports a broadcast answering another txid as API_INVALID_RESPONSE', async () => {
    const { esplora } = fakeEsplora({ broadcast: () => 'ff'.repeat(32) });
    await expect(
      sendTransfer(request(), payment, {
        ...context(esplora),
        provider: provider((p) => wallet.signPsbt(p)),
      }),
    ).rejects.toMatchObject({
      code: 'API_INVALID_RESPONSE',
      details: `broadcast answered ${'ff'.repeat(32)}`,
    });
  });

  it('refuses what the wallet returns unless it is the same transaction, fully signed', async () => {
    const { esplora, broadcasts } = fakeEsplora();
    const send = (signPsbt: BitcoinWalletProvider['signPsbt']) =>
      sendTransfer(request(), payment, { ...context(esplora), provider: provider(signPsbt) });
    const garbage = await send(async () => ({ psbt: 'not a psbt' })).catch((e: unknown) => e);
    expect(garbage).toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'the wallet returned no valid PSBT',
    });
    expect((garbage as { cause?: unknown }).cause).toBeInstanceOf(Error);
    const changed = await send(async (params) => {
      const psbt = Psbt.fromBase64(params.psbt, { network: networks.regtest });
      psbt.addOutput({ address: RECEIVER, value: 1_000n });
      return wallet.signPsbt({ ...params, psbt: psbt.toBase64() });
    }).catch((e: unknown) => e);
    expect(changed).toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'the wallet changed the transaction',
    });
    const unsigned = await send(async (params) => ({ psbt: params.psbt })).catch((e: unknown) => e);
    expect(unsigned).toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'the wallet did not sign every input',
    });
    expect((unsigned as { cause?: unknown }).cause).toBeInstanceOf(Error);
    expect(broadcasts).toEqual([]);
  });
});
