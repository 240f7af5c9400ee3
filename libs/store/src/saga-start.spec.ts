import createSagaMiddleware, { type Task } from 'redux-saga';
import { CONSTANTS } from '@kit/core';
import { createSagaStart } from './saga-start';

/** A visible page whose frames never come (a tab hidden right after load, a stalled renderer). */
const pageWithoutFrames = () =>
  ({
    requestAnimationFrame: jest.fn(() => 1),
    cancelAnimationFrame: jest.fn(),
    document: { visibilityState: 'visible' },
  }) as unknown as Window;

describe('createSagaStart', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts after a while when no frame comes, once', () => {
    const run = jest.fn(() => ({}) as Task);
    const start = createSagaStart(createSagaMiddleware(), run);
    start.afterFirstPaint(pageWithoutFrames());
    jest.advanceTimersByTime(CONSTANTS.SAGA_START_FALLBACK_MS - 1);
    expect(run).not.toHaveBeenCalled();
    expect(start.started()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(start.started()).toBe(true);
    expect(start.now()).toBe(run.mock.results[0]!.value);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('forgets the scheduled start when started sooner, or cancelled', () => {
    const run = jest.fn(() => ({}) as Task);
    const page = pageWithoutFrames();
    const sooner = createSagaStart(createSagaMiddleware(), run);
    sooner.afterFirstPaint(page);
    sooner.now();
    expect(page.cancelAnimationFrame).toHaveBeenCalled();
    const cancelled = createSagaStart(createSagaMiddleware(), run);
    cancelled.afterFirstPaint(page);
    cancelled.cancel();
    jest.advanceTimersByTime(CONSTANTS.SAGA_START_FALLBACK_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled.now()).toBeUndefined();
    expect(cancelled.task()).toBeUndefined();
  });
});
