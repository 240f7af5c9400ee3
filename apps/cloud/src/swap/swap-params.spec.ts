import { ReasonError } from '../server/reason-error';
import {
  minimumOut,
  parseAmount,
  parseCaip10,
  parseSlippageBps,
  withFeeMultiplier,
} from './swap-params';
import { findPath } from './swap-quote';
import type { SwapPoolRecord } from './swap-pools-file';

describe('swap parameters', () => {
  it('reads the slippage in percent (default 1, at most 50, two decimals) as basis points', () => {
    expect(parseSlippageBps(undefined)).toBe(100n);
    expect(parseSlippageBps('1')).toBe(100n);
    expect(parseSlippageBps(0.5)).toBe(50n);
    expect(parseSlippageBps('2.25')).toBe(225n);
    expect(parseSlippageBps('0')).toBe(0n);
    expect(parseSlippageBps('50')).toBe(5_000n);
    for (const bad of ['50.01', '-1', '1.234', 'x', 80, {}]) {
      expect(() => parseSlippageBps(bad)).toThrow(ReasonError);
    }
  });

  it('floors the least output and rounds the 1.2 gas multiplier up', () => {
    expect(minimumOut(1_000n, 100n)).toBe(990n);
    expect(minimumOut(999n, 100n)).toBe(989n);
    expect(withFeeMultiplier(100_000n)).toBe(120_000n);
    expect(withFeeMultiplier(100_001n)).toBe(120_002n);
  });

  it('takes amounts as positive integers in the smallest unit and CAIP-10 ids apart', () => {
    expect(parseAmount('10')).toBe(10n);
    expect(parseAmount(7)).toBe(7n);
    for (const bad of ['0', '1.5', '-1', '', 'abc', 1.5, undefined]) {
      expect(() => parseAmount(bad)).toThrow('positive integer');
    }
    expect(parseCaip10('eip155:1:0xabc', 'from')).toEqual({
      caipNetworkId: 'eip155:1',
      address: '0xabc',
    });
    expect(() => parseCaip10('eip155:1', 'from')).toThrow('Invalid CAIP-10 address: from');
  });
});

describe('swap paths', () => {
  const A = '0x000000000000000000000000000000000000000A';
  const B = '0x000000000000000000000000000000000000000b';
  const C = '0x000000000000000000000000000000000000000C';
  const D = '0x000000000000000000000000000000000000000d';
  const pool = {
    pairs: [
      { address: '0x1', token0: A, token1: B },
      { address: '0x2', token0: B, token1: C },
    ],
  } as unknown as SwapPoolRecord;

  it('takes the shortest chain of pairs, in either direction', () => {
    expect(findPath(pool, A, B)).toEqual([A, B]);
    expect(findPath(pool, C, A)).toEqual([C, B, A]);
    expect(findPath(pool, A.toLowerCase(), C)).toEqual([A, B, C]);
    expect(findPath(pool, A, D)).toBeUndefined();
  });
});
