import { lazyClient, lazyMethods } from './lazy-client';

interface EchoClient {
  echo(value: string, times: number): Promise<string>;
  fail(): Promise<never>;
  reset(): void;
}

const echoClient = (): EchoClient => ({
  echo: (value, times) => Promise.resolve(value.repeat(times)),
  fail: () => Promise.reject(new Error('request failed')),
  reset: () => undefined,
});

describe('lazyClient and lazyMethods', () => {
  it('loads nothing until the first call, then forwards every call to the one loaded client', async () => {
    const load = jest.fn(() => Promise.resolve(echoClient()));
    const client = lazyClient(load);
    const methods = lazyMethods(client, ['echo', 'fail']);
    expect(load).not.toHaveBeenCalled();
    expect(client.current()).toBeUndefined();
    await expect(Promise.all([methods.echo('ab', 2), methods.echo('c', 3)])).resolves.toEqual([
      'abab',
      'ccc',
    ]);
    await expect(methods.fail()).rejects.toThrow('request failed');
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.current()).toBeDefined();
  });

  it('rejects the call whose load failed, and loads again on the next call', async () => {
    const load = jest
      .fn<Promise<EchoClient>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(echoClient());
    const methods = lazyMethods(lazyClient(load), ['echo']);
    await expect(methods.echo('x', 1)).rejects.toThrow('chunk failed');
    await expect(methods.echo('x', 2)).resolves.toBe('xx');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('exposes only the methods it is given', () => {
    const methods = lazyMethods(
      lazyClient(() => Promise.resolve(echoClient())),
      ['echo'],
    );
    expect(Object.keys(methods)).toEqual(['echo']);
  });
});
