import type { ComponentType } from 'react';
import { retryableLazy } from './retryable-lazy';

function Loaded() {
  return <p>loaded</p>;
}

describe('retryableLazy', () => {
  it('loads the code only when asked, once, and then has the component', async () => {
    const load = jest.fn(async (): Promise<ComponentType> => Loaded);
    const view = retryableLazy(load);
    expect(load).not.toHaveBeenCalled();
    expect(view.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([view.load(), view.preload()]);
    expect(first).toBe(Loaded);
    expect(second).toBeUndefined();
    expect(view.loaded()).toBe(Loaded);
    await view.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a failed load with its error, forgets it, and loads again on the next call', async () => {
    const failure = new Error('chunk failed');
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(Loaded);
    const view = retryableLazy(load);
    await expect(view.load()).rejects.toBe(failure);
    expect(view.loaded()).toBeUndefined();
    await expect(view.load()).resolves.toBe(Loaded);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never rejects a preload: a failed one is forgotten and the view loads again when shown', async () => {
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Loaded);
    const view = retryableLazy(load);
    await expect(view.preload()).resolves.toBeUndefined();
    expect(view.loaded()).toBeUndefined();
    await view.preload();
    expect(view.loaded()).toBe(Loaded);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
