import { parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('defaults to a free port on 127.0.0.1 at log level info', () => {
    expect(parseCliArgs([])).toEqual({ port: 0, host: '127.0.0.1', logLevel: 'info', dev: false });
  });

  it('reads --flag value and --flag=value', () => {
    expect(
      parseCliArgs(['--port', '8787', '--data-dir=./tmp/cloud', '--log-level', 'warn']),
    ).toEqual({
      port: 8787,
      host: '127.0.0.1',
      dataDir: './tmp/cloud',
      logLevel: 'warn',
      dev: false,
    });
  });

  it('reads the public URL and the dev flag from flags, else from the environment', () => {
    expect(parseCliArgs(['--dev', '--public-url', 'https://wallet.example.com'])).toMatchObject({
      dev: true,
      publicUrl: 'https://wallet.example.com',
    });
    expect(
      parseCliArgs([], { KIT_CLOUD_DEV: '1', KIT_CLOUD_PUBLIC_URL: 'https://w.example' }),
    ).toMatchObject({ dev: true, publicUrl: 'https://w.example' });
    expect(
      parseCliArgs(['--public-url=https://a.example'], {
        KIT_CLOUD_PUBLIC_URL: 'https://b.example',
      }),
    ).toMatchObject({ publicUrl: 'https://a.example' });
  });

  it('reads the shared Redis from --redis-url, else from REDIS_URL, and has none by default', () => {
    expect(parseCliArgs([])).not.toHaveProperty('redisUrl');
    expect(parseCliArgs([], { REDIS_URL: 'redis://127.0.0.1:6390' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6390',
    });
    expect(
      parseCliArgs(['--redis-url=redis://127.0.0.1:1'], { REDIS_URL: 'redis://127.0.0.1:2' }),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:1' });
  });

  it('answers --help', () => {
    expect(parseCliArgs(['--help'])).toBe('help');
  });

  it.each([
    [['--port', 'x']],
    [['--port', '70000']],
    [['--port']],
    [['--log-level', 'loud']],
    [['--verbose']],
  ])('refuses %j', (argv) => {
    expect(() => parseCliArgs(argv)).toThrow();
  });
});
