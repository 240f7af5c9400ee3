// Coin selection at its boundaries: Taproot input sizes, change exactly at the dust threshold, the
// branch that pays no change output, dust thresholds by script kind, ties, and fee targets given
// in any order.
import { dustThreshold, feeRateFor, selectCoins } from './coin-selection';

const P2WPKH = Object.assign(new Uint8Array(22), { 1: 0x14 });
const P2TR = Object.assign(new Uint8Array(34), { 0: 0x51, 1: 0x20 });
const P2WSH = Object.assign(new Uint8Array(34), { 0: 0x00, 1: 0x20 });
const P2PKH = new Uint8Array(25).fill(0x76);
const utxo = (value: bigint, vout = 0) => ({ txid: 'cd'.repeat(32), vout, value, confirmed: true });
const p2wpkh = { inputType: 'p2wpkh' as const, recipientScript: P2WPKH, changeScript: P2WPKH };

describe('selectCoins at its boundaries', () => {
  it('sizes Taproot inputs and outputs: 10.5 + 43 + 57.5 + 43 vB', () => {
    const selection = selectCoins({
      inputType: 'p2tr',
      recipientScript: P2TR,
      changeScript: P2TR,
      feeRate: 2,
      utxos: [utxo(500_000n)],
      amount: 300_000n,
    });
    expect(selection).toMatchObject({ vbytes: 154, fee: 308n, change: 500_000n - 300_000n - 308n });
  });

  it('keeps change exactly at the dust threshold as an output', () => {
    // 10.5 + 31 + 68 + 31 = 140.5 vB at 1 sat/vB: 141 sat; 294 sat of change is not dust.
    const selection = selectCoins({
      ...p2wpkh,
      feeRate: 1,
      utxos: [utxo(10_435n)],
      amount: 10_000n,
    });
    expect(selection).toMatchObject({ fee: 141n, change: 294n, vbytes: 141 });
    const below = selectCoins({ ...p2wpkh, feeRate: 1, utxos: [utxo(10_434n)], amount: 10_000n });
    expect(below).toMatchObject({ fee: 434n, change: 0n, vbytes: 110 });
  });

  it('pays without a change output when only that fits, down to the exact fee', () => {
    // Without change: 10.5 + 31 + 68 = 109.5 vB, 110 sat at 1 sat/vB; with it 141 sat.
    for (const value of [10_110n, 10_140n]) {
      const selection = selectCoins({
        ...p2wpkh,
        feeRate: 1,
        utxos: [utxo(value)],
        amount: 10_000n,
      });
      expect(selection).toMatchObject({ fee: value - 10_000n, change: 0n, vbytes: 110 });
      expect(selection.inputs).toHaveLength(1);
    }
    expect(() =>
      selectCoins({ ...p2wpkh, feeRate: 1, utxos: [utxo(10_109n)], amount: 10_000n }),
    ).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' }));
  });

  it('says what was available and what was needed when the UTXOs cannot pay', () => {
    expect(() =>
      selectCoins({
        ...p2wpkh,
        feeRate: 2,
        utxos: [utxo(60_000n), utxo(40_000n, 1)],
        amount: 99_950n,
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'INSUFFICIENT_FUNDS',
        details: '100000 sat available, 99950 sat plus fees needed',
      }),
    );
  });

  it('keeps the wallet order among UTXOs of equal value', () => {
    const selection = selectCoins({
      ...p2wpkh,
      feeRate: 1,
      utxos: [utxo(1_000n, 0), utxo(50_000n, 1), utxo(50_000n, 2), utxo(50_000n, 3)],
      amount: 60_000n,
    });
    expect(selection.inputs.map((input) => input.vout)).toEqual([1, 2]);
  });
});

describe('dustThreshold by output kind', () => {
  it('is 294 sat for P2WPKH, 330 for 34-byte witness programs, 546 for the rest', () => {
    expect(dustThreshold(P2WPKH)).toBe(294n);
    expect(dustThreshold(P2WSH)).toBe(330n);
    expect(dustThreshold(P2TR)).toBe(330n);
    expect(dustThreshold(P2PKH)).toBe(546n);
    expect(dustThreshold(Object.assign(new Uint8Array(22), { 0: 0x51 }))).toBe(546n);
  });
});

describe('feeRateFor with targets in any order', () => {
  const estimates = new Map([
    [144, 0.5],
    [6, 5],
    [3, 10],
    [1, 20],
  ]);
  it('picks the nearest faster target, else the fastest quoted', () => {
    expect(feeRateFor(estimates, 4)).toBe(10);
    expect(feeRateFor(estimates, 2)).toBe(20);
    expect(feeRateFor(estimates, 0)).toBe(20);
    expect(feeRateFor(estimates, 144)).toBe(1);
    expect(feeRateFor(new Map([[2, 3.5]]), 2)).toBe(3.5);
  });
});
