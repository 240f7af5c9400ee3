// Picks the UTXOs of a transfer and its fee. Largest-first: few inputs means a small, cheap
// transaction, and the wallet's tiny UTXOs are left alone. Sizes are the usual virtual-byte
// estimates, with the worst-case 72-byte ECDSA signature, so the fee never falls short of the rate.
import { ChainRequestError } from '@kit/core';
import type { Utxo } from './esplora-client';

/** The script types the adapter can spend from. */
export type SpendableType = 'p2wpkh' | 'p2tr';

/** vbytes of one input: outpoint 36 + script length 1 + sequence 4, plus the witness / 4. */
const INPUT_VBYTES: Readonly<Record<SpendableType, number>> = {
  p2wpkh: 41 + (1 + 1 + 72 + 1 + 33) / 4, // 68
  p2tr: 41 + (1 + 1 + 64) / 4, // 57.5
};
/** version 4 + locktime 4 + input and output counts 1 + 1, segwit marker and flag 2 / 4. */
const OVERHEAD_VBYTES = 10.5;

/** Outputs worth less than this are dust a node will not relay (bitcoind's 3 sat/vB dust rule). */
export function dustThreshold(outputScript: Uint8Array): bigint {
  if (outputScript.length === 22 && outputScript[0] === 0x00) return 294n; // p2wpkh
  if (outputScript.length === 34) return 330n; // p2tr, p2wsh
  return 546n;
}

/** The vbytes of an output with this locking script: value 8 + script length 1 + script. */
export function outputVbytes(outputScript: Uint8Array): number {
  return 8 + 1 + outputScript.length;
}

/** What was chosen. */
export interface Selection {
  inputs: Utxo[];
  fee: bigint;
  /** 0n when the change would be dust and goes to the fee instead. */
  change: bigint;
  /** The estimated virtual size the fee pays for. */
  vbytes: number;
}

/**
 * Chooses inputs paying `amount` to `recipientScript` at `feeRate` sat/vB, with change back to
 * `changeScript` unless it would be dust. Throws INSUFFICIENT_FUNDS when the UTXOs cannot pay.
 */
export function selectCoins(params: {
  utxos: readonly Utxo[];
  inputType: SpendableType;
  amount: bigint;
  feeRate: number;
  recipientScript: Uint8Array;
  changeScript: Uint8Array;
}): Selection {
  const { amount, feeRate, inputType, recipientScript, changeScript } = params;
  // Largest first. Number() keeps the difference's sign, all a comparator needs; ties keep the
  // wallet's order (sort is stable).
  const sorted = [...params.utxos].sort((a, b) => Number(b.value - a.value));
  const fixed = OVERHEAD_VBYTES + outputVbytes(recipientScript);
  const feeFor = (vbytes: number) => BigInt(Math.ceil(vbytes * feeRate));
  const chosen: Utxo[] = [];
  let total = 0n;
  for (const utxo of sorted) {
    chosen.push(utxo);
    total += utxo.value;
    const withoutChange = fixed + chosen.length * INPUT_VBYTES[inputType];
    const withChange = withoutChange + outputVbytes(changeScript);
    const feeWithChange = feeFor(withChange);
    if (total >= amount + feeWithChange) {
      const change = total - amount - feeWithChange;
      if (change >= dustThreshold(changeScript)) {
        return { inputs: chosen, fee: feeWithChange, change, vbytes: Math.ceil(withChange) };
      }
      // Dust change is not worth an output: it tops up the fee.
      return { inputs: chosen, fee: total - amount, change: 0n, vbytes: Math.ceil(withoutChange) };
    }
    const feeWithoutChange = feeFor(withoutChange);
    if (total >= amount + feeWithoutChange) {
      return { inputs: chosen, fee: total - amount, change: 0n, vbytes: Math.ceil(withoutChange) };
    }
  }
  throw new ChainRequestError(
    'INSUFFICIENT_FUNDS',
    {},
    { details: `${total} sat available, ${amount} sat plus fees needed` },
  );
}

/**
 * The fee rate (sat/vB) for a confirmation target from Esplora's estimates: the target's own
 * estimate, else the nearest faster target's, else (a target faster than any quoted) the fastest
 * target's; never below 1 sat/vB (the default relay minimum). With no estimates at all, 1 sat/vB.
 */
export function feeRateFor(estimates: ReadonlyMap<number, number>, targetBlocks: number): number {
  const targets = [...estimates.keys()].sort((a, b) => a - b);
  const faster = targets.filter((target) => target <= targetBlocks).pop();
  const chosen = faster ?? targets[0];
  const rate = chosen === undefined ? 1 : (estimates.get(chosen) ?? 1);
  return Math.max(1, rate);
}
