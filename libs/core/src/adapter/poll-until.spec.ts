import { POLL_PENDING, pollUntil, type PollStep } from './poll-until';

/** A clock that only moves when the poll sleeps, recording each wait. */
function fakeTime() {
  let time = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    sleep: async (ms: number) => {
      waits.push(ms);
      time += ms;
    },
  };
}

describe('pollUntil', () => {
  it('returns the first value found, waiting a doubling delay between polls', async () => {
    const time = fakeTime();
    const steps: PollStep<string>[] = [POLL_PENDING, POLL_PENDING, { value: 'mined' }];
    const outcome = await pollUntil(async () => steps.shift() ?? POLL_PENDING, {
      ...time,
      pollDelayMs: 100,
      timeoutMs: 10_000,
    });
    expect(outcome).toEqual({ value: 'mined' });
    expect(time.waits).toEqual([100, 200]);
  });

  it('times out at the deadline, never sleeping past it, with the last error polled past', async () => {
    const time = fakeTime();
    const lost = new Error('node unreachable');
    const steps: PollStep<string>[] = [{ error: lost }, POLL_PENDING];
    const outcome = await pollUntil(async () => steps.shift() ?? POLL_PENDING, {
      ...time,
      pollDelayMs: 100,
      timeoutMs: 250,
    });
    expect(outcome).toEqual({ timedOut: true, lastError: lost });
    expect(time.waits).toEqual([100, 150]);
  });

  it('times out without a lastError when no poll failed', async () => {
    const time = fakeTime();
    const outcome = await pollUntil(async () => POLL_PENDING, { ...time, timeoutMs: 0 });
    expect(outcome).toEqual({ timedOut: true });
    expect(time.waits).toEqual([]);
  });

  it('ends at once with what a poll throws', async () => {
    const time = fakeTime();
    const reverted = new Error('reverted');
    await expect(
      pollUntil(
        async () => {
          throw reverted;
        },
        { ...time, timeoutMs: 10_000 },
      ),
    ).rejects.toBe(reverted);
    expect(time.waits).toEqual([]);
  });
});
