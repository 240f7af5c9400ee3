import { isKitError } from '@kit/core';
import { lazySiwxCodec } from './siwx-codec.loader';

describe('lazySiwxCodec', () => {
  it('loads the checks once and hands every caller the same module', async () => {
    const module = { isSessionLive: () => true };
    const load = jest.fn(() => Promise.resolve(module));
    const codec = lazySiwxCodec(load);
    await expect(codec()).resolves.toBe(module);
    await expect(codec()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails a load that did not arrive with AUTH_INIT_FAILED, and loads again on the next call', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const module = { isSessionLive: () => true };
    const load = jest
      .fn<Promise<typeof module>, []>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValue(module);
    const codec = lazySiwxCodec(load);

    const error: unknown = await codec().catch((caught: unknown) => caught);
    expect(isKitError(error) && error.code).toBe('AUTH_INIT_FAILED');
    expect((error as Error).cause).toBe(chunkError);

    await expect(codec()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
