// The confirmation wait's decisions, against a node scripted per call (the real chain is in
// libs/store/src/solana.integration.spec.ts); time is injected, nothing sleeps.
import type { RpcClient } from '@kit/core';
import { waitForConfirmation } from './wait-for-confirmation';

type Status = { err: unknown; confirmationStatus: string } | null;

function node(statuses: Array<Status | Error>, blockHeight = 10): RpcClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async request<T>({ method }: { method: string }): Promise<T> {
      calls.push(method);
      if (method === 'getBlockHeight') return blockHeight as T;
      const next = statuses.length > 1 ? statuses.shift() : statuses[0];
      if (next instanceof Error) throw next;
      return { context: { slot: 1 }, value: [next ?? null] } as T;
    },
  };
}

function clock() {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms: number) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('waitForConfirmation', () => {
  it('resolves at confirmed, polling with a doubling delay until then', async () => {
    const time = clock();
    const rpc = node([
      null,
      { err: null, confirmationStatus: 'processed' },
      { err: null, confirmationStatus: 'confirmed' },
    ]);
    await waitForConfirmation(rpc, 'sig', 100, { ...time, pollDelayMs: 10 });
    expect(time.slept).toEqual([10, 20]);
  });

  it('fails when the transaction landed with an error', async () => {
    const rpc = node([
      { err: { InstructionError: [0, { Custom: 1 }] }, confirmationStatus: 'confirmed' },
    ]);
    await expect(waitForConfirmation(rpc, 'sig', 100, clock())).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: expect.stringContaining('Custom'),
    });
  });

  it('gives up once the blockhash expired without the transaction', async () => {
    const rpc = node([null], 151);
    await expect(waitForConfirmation(rpc, 'sig', 150, clock())).rejects.toMatchObject({
      details: expect.stringContaining('expired'),
    });
  });

  it('retries failed polls and times out with RPC_TIMEOUT, keeping the last failure', async () => {
    const failure = new Error('connection refused');
    const rpc = node([failure]);
    const time = clock();
    await expect(
      waitForConfirmation(rpc, 'sig', 100, { ...time, timeoutMs: 1000, pollDelayMs: 100 }),
    ).rejects.toMatchObject({ code: 'RPC_TIMEOUT', cause: failure });
    expect(time.slept).toEqual([100, 200, 400, 300]);
  });
});
