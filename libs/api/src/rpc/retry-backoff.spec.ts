// The back-off arithmetic shared by the HTTP and fallback transports, checked on its own so each
// boundary (jitter clamping, rounding, a spent budget) has one direct case.
import { jitteredBackoff, realSleep, remainingBudget } from './retry-backoff';

describe('jitteredBackoff', () => {
  it('doubles the base delay on each retry at random() = 1: 150, 300, 600 ms', () => {
    expect([0, 1, 2].map((retry) => jitteredBackoff(retry, 150, () => 1))).toEqual([150, 300, 600]);
  });

  it('waits half the spec delay at random() = 0 and rounds a half-way point up', () => {
    expect(jitteredBackoff(2, 150, () => 0)).toBe(300);
    expect(jitteredBackoff(0, 150, () => 0.5)).toBe(113); // 75 + 37.5
  });

  it('keeps a random source outside [0, 1] within half and all of the delay', () => {
    expect(jitteredBackoff(0, 150, () => 2)).toBe(150);
    expect(jitteredBackoff(0, 150, () => -1)).toBe(75);
  });
});

describe('remainingBudget', () => {
  it('subtracts the time spent since the start from the budget', () => {
    expect(remainingBudget(10_000, 1_000, 3_500)).toBe(7_500);
  });

  it('is 0, never negative, once the budget is spent', () => {
    expect(remainingBudget(10_000, 1_000, 11_000)).toBe(0);
    expect(remainingBudget(10_000, 1_000, 20_000)).toBe(0);
  });
});

describe('realSleep', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('resolves only once its delay has passed on the timers', async () => {
    jest.useFakeTimers();
    let done = false;
    void realSleep(100).then(() => (done = true));

    await jest.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
