import { ChainRequestError } from '@kit/core';
import { dustThreshold, feeRateFor, selectCoins } from './coin-selection';

const P2WPKH = new Uint8Array(22);
const P2TR = Object.assign(new Uint8Array(34), { 0: 0x51, 1: 0x20 });
const utxo = (value: bigint, n = 0) => ({ txid: 'ab'.repeat(32), vout: n, value, confirmed: true });

describe('selectCoins', () => {
  const base = {
    inputType: 'p2wpkh' as const,
    feeRate: 2,
    recipientScript: P2WPKH,
    changeScript: P2WPKH,
  };

  it('takes the largest UTXOs first and returns change', () => {
    const selection = selectCoins({
      ...base,
      utxos: [utxo(10_000n, 0), utxo(500_000n, 1), utxo(200_000n, 2)],
      amount: 300_000n,
    });
    expect(selection.inputs.map((input) => input.vout)).toEqual([1]);
    // 10.5 + 31 (recipient) + 68 (input) + 31 (change) = 140.5 vB at 2 sat/vB
    expect(selection.vbytes).toBe(141);
    expect(selection.fee).toBe(281n);
    expect(selection.change).toBe(500_000n - 300_000n - 281n);
  });

  it('adds inputs until amount and fee are covered', () => {
    const selection = selectCoins({
      ...base,
      utxos: [utxo(100_000n, 0), utxo(100_000n, 1), utxo(100_000n, 2)],
      amount: 150_000n,
    });
    expect(selection.inputs).toHaveLength(2);
    expect(selection.fee + selection.change + 150_000n).toBe(200_000n);
  });

  it('gives dust change to the fee instead of creating an output', () => {
    const selection = selectCoins({ ...base, utxos: [utxo(100_300n)], amount: 100_000n });
    expect(selection.change).toBe(0n);
    expect(selection.fee).toBe(300n);
  });

  it('fails with INSUFFICIENT_FUNDS when amount plus fee exceeds the UTXOs', () => {
    const run = () => selectCoins({ ...base, utxos: [utxo(100_000n)], amount: 99_950n });
    expect(run).toThrow(ChainRequestError);
    expect(run).toThrow('Insufficient funds for the amount and the network fee');
    expect(() => selectCoins({ ...base, utxos: [], amount: 1n })).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' }),
    );
  });

  it('knows the dust thresholds of segwit v0 and Taproot outputs', () => {
    expect(dustThreshold(P2WPKH)).toBe(294n);
    expect(dustThreshold(P2TR)).toBe(330n);
  });
});

describe('feeRateFor', () => {
  const estimates = new Map([
    [1, 20],
    [3, 10],
    [6, 5],
    [144, 0.5],
  ]);
  it('uses the target, else the nearest faster target, else the cheapest quote, never below 1', () => {
    expect(feeRateFor(estimates, 6)).toBe(5);
    expect(feeRateFor(estimates, 4)).toBe(10);
    expect(feeRateFor(new Map([[6, 5]]), 2)).toBe(5);
    expect(feeRateFor(estimates, 500)).toBe(1);
    expect(feeRateFor(new Map(), 6)).toBe(1);
  });
});
