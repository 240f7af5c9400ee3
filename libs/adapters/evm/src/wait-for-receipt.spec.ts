import type { RpcClient } from '@kit/core';
import { waitForReceipt } from './wait-for-receipt';
import type { TransactionReceipt } from './wait-for-receipt';

const HASH = `0x${'11'.repeat(32)}`;

/** An RpcClient answering eth_getTransactionReceipt from a script, one answer per poll. */
function scriptedRpc(answers: Array<TransactionReceipt | null | Error>, head = '0x10') {
  const calls: string[] = [];
  const rpc: RpcClient = {
    async request<T>({ method }: { method: string }): Promise<T> {
      calls.push(method);
      if (method === 'eth_blockNumber') return head as T;
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
  return { rpc, calls };
}

/** A fake clock whose sleep advances time and records each delay. */
function fakeTime() {
  let now = 0;
  const delays: number[] = [];
  return {
    delays,
    now: () => now,
    sleep: async (ms: number) => {
      delays.push(ms);
      now += ms;
    },
  };
}

const mined: TransactionReceipt = { transactionHash: HASH, blockNumber: '0x5', status: '0x1' };

describe('waitForReceipt', () => {
  it('resolves with the receipt at the first poll when it is already mined', async () => {
    const { rpc, calls } = scriptedRpc([mined]);
    const time = fakeTime();
    await expect(waitForReceipt(rpc, HASH, time)).resolves.toEqual(mined);
    expect(calls).toEqual(['eth_getTransactionReceipt']);
    expect(time.delays).toEqual([]);
  });

  it('polls with a delay from 200 ms, doubling, until the receipt appears', async () => {
    const { rpc } = scriptedRpc([null, null, null, mined]);
    const time = fakeTime();
    await expect(waitForReceipt(rpc, HASH, time)).resolves.toEqual(mined);
    expect(time.delays).toEqual([200, 400, 800]);
  });

  it('gives up after 180 s by default (spec §9 client policy) with RPC_TIMEOUT naming the hash', async () => {
    const { rpc } = scriptedRpc([null]);
    const time = fakeTime();
    const error = await waitForReceipt(rpc, HASH, time).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'RPC_TIMEOUT' });
    expect((error as Error).message).toContain(HASH);
    expect(time.delays).toEqual([200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200, 77800]);
    expect(time.delays.reduce((sum, ms) => sum + ms, 0)).toBe(180_000);
  });

  it('gives a send its 25 s (RECEIPT_WAIT_MS), the last wait cut to the deadline', async () => {
    const { rpc } = scriptedRpc([null]);
    const time = fakeTime();
    const error = await waitForReceipt(rpc, HASH, { ...time, timeoutMs: 25_000 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'RPC_TIMEOUT' });
    expect((error as Error).message).toContain(HASH);
    expect(time.delays).toEqual([200, 400, 800, 1600, 3200, 6400, 12400]);
    expect(time.delays.reduce((sum, ms) => sum + ms, 0)).toBe(25_000);
  });

  it('honours a shorter timeout and keeps the last polling error as the cause', async () => {
    const failure = new Error('node restarting');
    const { rpc } = scriptedRpc([failure]);
    const time = fakeTime();
    await expect(waitForReceipt(rpc, HASH, { ...time, timeoutMs: 500 })).rejects.toMatchObject({
      code: 'RPC_TIMEOUT',
      cause: failure,
    });
    expect(time.delays).toEqual([200, 300]);
  });

  it('keeps polling through a failing poll', async () => {
    const { rpc } = scriptedRpc([new Error('flaky'), mined]);
    await expect(waitForReceipt(rpc, HASH, fakeTime())).resolves.toEqual(mined);
  });

  it('retries a failing receipt request 6 times from 200 ms doubling, then fails with its error', async () => {
    const failure = new Error('node down');
    const down = scriptedRpc([failure]);
    const time = fakeTime();
    const error = await waitForReceipt(down.rpc, HASH, time).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ChainRequestError', code: 'RPC_ERROR', cause: failure });
    expect((error as Error).message).toContain(HASH);
    expect(down.calls).toHaveLength(7);
    expect(time.delays).toEqual([200, 400, 800, 1600, 3200, 6400]);
  });

  it('counts only failures in a row: a pending answer between them starts the count again', async () => {
    const flaky = new Error('flaky');
    const answers = [...Array(6).fill(flaky), null, ...Array(6).fill(flaky), mined];
    const { rpc } = scriptedRpc(answers);
    // A 1 ms first delay keeps the 14 polls inside the 180 s.
    await expect(waitForReceipt(rpc, HASH, { ...fakeTime(), pollDelayMs: 1 })).resolves.toEqual(
      mined,
    );
  });

  it('throws when the transaction reverted', async () => {
    const { rpc } = scriptedRpc([{ ...mined, status: '0x0' }]);
    const error = await waitForReceipt(rpc, HASH, fakeTime()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR' });
    expect((error as Error).message).toContain(`${HASH} reverted in block 5`);
  });

  it('waits for more confirmations when asked, reading the head block', async () => {
    const { rpc, calls } = scriptedRpc([mined], '0x6');
    const time = fakeTime();
    // Mined in block 5, head at 6: two confirmations.
    await expect(waitForReceipt(rpc, HASH, { ...time, confirmations: 2 })).resolves.toEqual(mined);
    expect(calls).toEqual(['eth_getTransactionReceipt', 'eth_blockNumber']);

    const notYet = scriptedRpc([mined], '0x5');
    await expect(
      waitForReceipt(notYet.rpc, HASH, { ...fakeTime(), confirmations: 2, timeoutMs: 100 }),
    ).rejects.toMatchObject({ code: 'RPC_TIMEOUT' });
  });
});
