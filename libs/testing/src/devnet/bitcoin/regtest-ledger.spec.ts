import { hexToBytes } from '@noble/hashes/utils';
import { Transaction, payments } from 'bitcoinjs-lib';
import { regtestAccount } from './regtest-accounts';
import { REGTEST } from './regtest-ecc';
import { RegtestLedger, dustThreshold } from './regtest-ledger';
import { signedSpend } from './regtest-spend.spec-helper';
import type { SpendInput } from './regtest-spend.spec-helper';

const alice = regtestAccount(0);
const bob = regtestAccount(1);

/** A ledger where alice's payment and ordinals addresses each hold one output of 1 BTC. */
function fundedLedger(): { ledger: RegtestLedger; payment: SpendInput; ordinals: SpendInput } {
  const ledger = new RegtestLedger({ now: () => 1_700_000_000 });
  const txid = ledger.fund([
    { address: alice.paymentAddress, value: 100_000_000n },
    { address: alice.ordinalsAddress, value: 100_000_000n },
  ]);
  return {
    ledger,
    payment: { txid, vout: 0, value: 100_000_000n, kind: 'p2wpkh', privateKey: alice.privateKey },
    ordinals: { txid, vout: 1, value: 100_000_000n, kind: 'p2tr', privateKey: alice.privateKey },
  };
}

function rejection(run: () => unknown): { rpcCode: number; reason: string } {
  try {
    run();
  } catch (error) {
    const { rpcCode, reason } = error as { rpcCode: number; reason: string };
    return { rpcCode, reason };
  }
  throw new Error('expected the ledger to refuse the transaction');
}

describe('RegtestLedger', () => {
  it('funds addresses in a mined block and lists their UTXOs', () => {
    const { ledger, payment } = fundedLedger();
    expect(ledger.tipHeight).toBe(1);
    expect(ledger.utxos(alice.paymentAddress)).toEqual([
      {
        txid: payment.txid,
        vout: 0,
        value: 100_000_000,
        status: expect.objectContaining({ confirmed: true, block_height: 1 }),
      },
    ]);
    expect(ledger.addressStats(alice.paymentAddress).chain_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: 100_000_000,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    });
    expect(ledger.utxos(bob.paymentAddress)).toEqual([]);
  });

  it('accepts a signed P2WPKH spend into the mempool and confirms it when a block is mined', () => {
    const { ledger, payment } = fundedLedger();
    const tx = signedSpend(
      [payment],
      [
        { address: bob.paymentAddress, value: 30_000_000n },
        { address: alice.paymentAddress, value: 69_990_000n },
      ],
    );
    const txid = ledger.submit(tx.toHex());
    expect(txid).toBe(tx.getId());
    expect(ledger.mempool).toEqual([txid]);
    expect(ledger.status(txid)).toEqual({ confirmed: false });
    // Esplora's /utxo shows mempool outputs and hides outputs spent in the mempool.
    expect(ledger.utxos(alice.paymentAddress).map((utxo) => utxo.value)).toEqual([69_990_000]);
    expect(ledger.addressStats(alice.paymentAddress).mempool_stats).toMatchObject({
      funded_txo_sum: 69_990_000,
      spent_txo_sum: 100_000_000,
      tx_count: 1,
    });
    expect(ledger.transaction(txid)?.fee).toBe(10_000);

    const [hash] = ledger.mine();
    expect(ledger.status(txid)).toEqual({
      confirmed: true,
      block_height: 2,
      block_hash: hash,
      block_time: expect.any(Number),
    });
    expect(ledger.mempool).toEqual([]);
    expect(ledger.addressStats(bob.paymentAddress).chain_stats.funded_txo_sum).toBe(30_000_000);
    expect(ledger.block(2)?.txids).toEqual([txid]);
  });

  it('accepts a Taproot key-path spend (BIP-341 Schnorr signature)', () => {
    const { ledger, ordinals } = fundedLedger();
    const tx = signedSpend([ordinals], [{ address: bob.ordinalsAddress, value: 99_999_000n }]);
    expect(ledger.submit(tx.toHex())).toBe(tx.getId());
  });

  it('accepts a transaction spending P2WPKH and P2TR outputs together', () => {
    const { ledger, payment, ordinals } = fundedLedger();
    const tx = signedSpend(
      [payment, ordinals],
      [{ address: bob.paymentAddress, value: 199_990_000n }],
    );
    expect(ledger.submit(tx.toHex())).toBe(tx.getId());
  });

  it('refuses a P2WPKH input signed by another key', () => {
    const { ledger, payment } = fundedLedger();
    const tx = signedSpend(
      [{ ...payment, privateKey: bob.privateKey }],
      [{ address: bob.paymentAddress, value: 99_990_000n }],
    );
    expect(rejection(() => ledger.submit(tx.toHex()))).toEqual({
      rpcCode: -26,
      reason: 'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
    });
  });

  it('refuses a P2WPKH signature that does not sign this transaction', () => {
    const { ledger, payment } = fundedLedger();
    const signed = signedSpend([payment], [{ address: bob.paymentAddress, value: 99_990_000n }]);
    // Same inputs and witness, a different output: the signature no longer commits to the tx.
    const tampered = Transaction.fromHex(signed.toHex());
    const output = tampered.outs[0];
    if (output) output.value = 99_980_000n;
    expect(rejection(() => ledger.submit(tampered.toHex()))).toEqual({
      rpcCode: -26,
      reason:
        'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    });
    expect(ledger.mempool).toEqual([]);
  });

  it('refuses a Taproot input whose Schnorr signature does not verify', () => {
    const { ledger, ordinals } = fundedLedger();
    const signed = signedSpend([ordinals], [{ address: bob.paymentAddress, value: 99_990_000n }]);
    const signature = signed.ins[0]?.witness[0] as Uint8Array;
    signature[10] = (signature[10] ?? 0) ^ 0x01;
    expect(rejection(() => ledger.submit(signed.toHex()))).toEqual({
      rpcCode: -26,
      reason: 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
    });
  });

  it('refuses a P2WPKH input without a witness', () => {
    const { ledger, payment } = fundedLedger();
    const signed = signedSpend([payment], [{ address: bob.paymentAddress, value: 99_990_000n }]);
    signed.setWitness(0, []);
    expect(rejection(() => ledger.submit(signed.toHex())).reason).toBe(
      'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
    );
  });

  it('refuses a double spend against the mempool, then against the chain', () => {
    const { ledger, payment } = fundedLedger();
    ledger.submit(
      signedSpend([payment], [{ address: bob.paymentAddress, value: 99_990_000n }]).toHex(),
    );
    const conflicting = signedSpend(
      [payment],
      [{ address: alice.paymentAddress, value: 99_990_000n }],
    );
    expect(rejection(() => ledger.submit(conflicting.toHex()))).toEqual({
      rpcCode: -26,
      reason: 'txn-mempool-conflict',
    });
    ledger.mine();
    expect(rejection(() => ledger.submit(conflicting.toHex()))).toEqual({
      rpcCode: -25,
      reason: 'bad-txns-inputs-missingorspent',
    });
  });

  it('refuses a transaction spending the same output twice', () => {
    const { ledger, payment } = fundedLedger();
    const tx = signedSpend(
      [payment, payment],
      [{ address: bob.paymentAddress, value: 100_000_000n }],
    );
    expect(rejection(() => ledger.submit(tx.toHex())).reason).toBe('bad-txns-inputs-duplicate');
  });

  it('refuses outputs worth more than the inputs', () => {
    const { ledger, payment } = fundedLedger();
    const tx = signedSpend([payment], [{ address: bob.paymentAddress, value: 100_000_001n }]);
    expect(rejection(() => ledger.submit(tx.toHex()))).toEqual({
      rpcCode: -26,
      reason: 'bad-txns-in-belowout',
    });
  });

  it("refuses outputs below bitcoind's dust threshold (294 sat for P2WPKH, 330 for P2TR)", () => {
    const { ledger, payment } = fundedLedger();
    const dusty = signedSpend(
      [payment],
      [
        { address: bob.paymentAddress, value: 293n },
        { address: alice.paymentAddress, value: 99_980_000n },
      ],
    );
    expect(rejection(() => ledger.submit(dusty.toHex()))).toEqual({ rpcCode: -26, reason: 'dust' });
    const taprootDust = signedSpend(
      [payment],
      [
        { address: bob.ordinalsAddress, value: 329n },
        { address: alice.paymentAddress, value: 99_980_000n },
      ],
    );
    expect(rejection(() => ledger.submit(taprootDust.toHex())).reason).toBe('dust');
    const justEnough = signedSpend(
      [payment],
      [
        { address: bob.paymentAddress, value: 294n },
        { address: bob.ordinalsAddress, value: 330n },
        { address: alice.paymentAddress, value: 99_980_000n },
      ],
    );
    expect(ledger.submit(justEnough.toHex())).toBe(justEnough.getId());
  });

  it('refuses a fee below the minimum relay rate of 1 sat/vB', () => {
    const { ledger, payment } = fundedLedger();
    const tx = signedSpend([payment], [{ address: bob.paymentAddress, value: 99_999_990n }]);
    expect(rejection(() => ledger.submit(tx.toHex())).reason).toBe(
      `min relay fee not met, 10 < ${tx.virtualSize()}`,
    );
  });

  it('refuses an input that spends an unknown output', () => {
    const { ledger, payment } = fundedLedger();
    const tx = signedSpend(
      [{ ...payment, txid: 'ab'.repeat(32) }],
      [{ address: bob.paymentAddress, value: 99_990_000n }],
    );
    expect(rejection(() => ledger.submit(tx.toHex()))).toEqual({
      rpcCode: -25,
      reason: 'bad-txns-inputs-missingorspent',
    });
    const pastTheEnd = signedSpend(
      [{ ...payment, vout: 7 }],
      [{ address: bob.paymentAddress, value: 99_990_000n }],
    );
    expect(rejection(() => ledger.submit(pastTheEnd.toHex())).reason).toBe(
      'bad-txns-inputs-missingorspent',
    );
  });

  it('refuses what does not parse, and the same transaction twice', () => {
    const { ledger, payment } = fundedLedger();
    expect(rejection(() => ledger.submit('zz'))).toEqual({
      rpcCode: -22,
      reason: 'TX decode failed',
    });
    expect(rejection(() => ledger.submit('0200000000')).reason).toBe('TX decode failed');
    const tx = signedSpend([payment], [{ address: bob.paymentAddress, value: 99_990_000n }]);
    ledger.submit(tx.toHex());
    expect(rejection(() => ledger.submit(tx.toHex())).reason).toBe('txn-already-in-mempool');
    ledger.mine();
    expect(rejection(() => ledger.submit(tx.toHex()))).toEqual({
      rpcCode: -27,
      reason: 'Transaction already in block chain',
    });
  });

  it('refuses spends of script types it cannot verify instead of accepting them unchecked', () => {
    const ledger = new RegtestLedger();
    const legacy = payments.p2pkh({ pubkey: hexToBytes(alice.publicKey), network: REGTEST });
    const txid = ledger.fund([{ address: legacy.address as string, value: 100_000n }]);
    const tx = new Transaction();
    tx.addInput(hexToBytes(txid).reverse(), 0);
    tx.addOutput(
      payments.p2wpkh({ pubkey: hexToBytes(bob.publicKey) }).output as Uint8Array,
      1_000n,
    );
    expect(rejection(() => ledger.submit(tx.toHex())).reason).toBe(
      'non-mandatory-script-verify-flag (the Kit regtest ledger verifies P2WPKH and P2TR key-path spends only)',
    );
  });

  it('refuses to read addresses of other networks', () => {
    const ledger = new RegtestLedger();
    expect(() => ledger.utxos('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toThrow(RangeError);
    expect(() => ledger.utxos('not an address')).toThrow(RangeError);
  });

  it('computes dust thresholds as bitcoind does (legacy 546, OP_RETURN never dust)', () => {
    const legacy = payments.p2pkh({ pubkey: hexToBytes(alice.publicKey) }).output as Uint8Array;
    expect(dustThreshold(legacy)).toBe(546n);
    expect(dustThreshold(Uint8Array.of(0x6a, 0x01, 0x00))).toBe(0n);
  });

  it('mines empty blocks with distinct hashes chained to their parents', () => {
    const ledger = new RegtestLedger();
    const hashes = ledger.mine(3);
    expect(new Set(hashes).size).toBe(3);
    expect(ledger.tipHeight).toBe(3);
    expect(ledger.tipHash).toBe(hashes[2]);
    expect(() => ledger.mine(0)).toThrow(RangeError);
  });
});
