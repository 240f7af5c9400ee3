import { chunkCalls } from './multicall';
import type { MulticallCall } from './multicall';

const TARGET = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/** A call whose call data is `bytes` long. */
function call(bytes: number): MulticallCall {
  return { target: TARGET, callData: `0x${'ab'.repeat(bytes)}` };
}

describe('chunkCalls', () => {
  it('keeps calls together while their call data fits the batch size', () => {
    const calls = [call(4), call(4), call(36)];
    expect(chunkCalls(calls, 1024)).toEqual([calls]);
  });

  it('starts a new chunk when the next call would exceed the batch size', () => {
    const calls = [call(500), call(500), call(100)];
    expect(chunkCalls(calls, 1024).map((chunk) => chunk.length)).toEqual([2, 1]);
  });

  it('puts a call larger than the batch size in a chunk of its own', () => {
    const calls = [call(4), call(2000), call(4)];
    expect(chunkCalls(calls, 1024).map((chunk) => chunk.length)).toEqual([1, 1, 1]);
  });

  it('keeps the order of the calls across chunks', () => {
    const calls = Array.from({ length: 40 }, (_, index) => call(36 + index));
    expect(chunkCalls(calls, 1024).flat()).toEqual(calls);
  });

  it('returns no chunk for no calls', () => {
    expect(chunkCalls([], 1024)).toEqual([]);
  });
});
