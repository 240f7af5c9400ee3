import { parseCliArgs, preDrainFor, type CliOptions } from './cli-args';

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

  it('reads the database URL from --database-url, else from DATABASE_URL; none means SQLite', () => {
    expect(parseCliArgs([])).not.toHaveProperty('databaseUrl');
    expect(parseCliArgs([], { DATABASE_URL: 'postgres://db.internal/kit' })).toMatchObject({
      databaseUrl: 'postgres://db.internal/kit',
    });
    expect(
      parseCliArgs(['--database-url=postgres://a/kit'], { DATABASE_URL: 'postgres://b/kit' }),
    ).toMatchObject({ databaseUrl: 'postgres://a/kit' });
  });

  it('reads every flag from its KIT_CLOUD_ variable, the flag winning, and the metrics token from the environment only', () => {
    const env = {
      KIT_CLOUD_PORT: '8787',
      KIT_CLOUD_HOST: '0.0.0.0',
      KIT_CLOUD_DATA_DIR: '/var/lib/kit-cloud',
      KIT_CLOUD_LOG_LEVEL: 'warn',
      KIT_CLOUD_SHUTDOWN_TIMEOUT_MS: '25000',
      KIT_CLOUD_METRICS_TOKEN: 'scrape-token',
    };
    expect(parseCliArgs([], env)).toEqual({
      port: 8787,
      host: '0.0.0.0',
      dataDir: '/var/lib/kit-cloud',
      logLevel: 'warn',
      dev: false,
      shutdownTimeoutMs: 25_000,
      metricsToken: 'scrape-token',
    });
    expect(parseCliArgs(['--port', '9000', '--shutdown-timeout-ms=0'], env)).toMatchObject({
      port: 9000,
      shutdownTimeoutMs: 0,
    });
    expect(() => parseCliArgs(['--metrics-token', 'x'])).toThrow(
      "Unknown argument '--metrics-token'",
    );
  });

  it('names the variable holding a bad value', () => {
    expect(() => parseCliArgs([], { KIT_CLOUD_PORT: 'eighty' })).toThrow(
      "Bad KIT_CLOUD_PORT 'eighty'",
    );
    expect(() => parseCliArgs([], { KIT_CLOUD_SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(
      "Bad KIT_CLOUD_SHUTDOWN_TIMEOUT_MS '-1'",
    );
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

  it('fails /readyz before a stop for KIT_CLOUD_PRE_DRAIN_MS, by default 5 s only beyond loopback', () => {
    const loopback = parseCliArgs([]) as CliOptions;
    expect(preDrainFor(loopback)).toBe(0);
    expect(preDrainFor(parseCliArgs(['--host', '0.0.0.0']) as CliOptions)).toBe(5_000);
    const given = parseCliArgs(['--host', '0.0.0.0'], {
      KIT_CLOUD_PRE_DRAIN_MS: '0',
    }) as CliOptions;
    expect(preDrainFor(given)).toBe(0);
    expect(parseCliArgs(['--pre-drain-ms=1500'])).toMatchObject({ preDrainMs: 1_500 });
    expect(() => parseCliArgs([], { KIT_CLOUD_PRE_DRAIN_MS: '2s' })).toThrow(
      "Bad KIT_CLOUD_PRE_DRAIN_MS '2s'",
    );
  });

  it('answers --help', () => {
    expect(parseCliArgs(['--help'])).toBe('help');
  });

  it.each([
    [['--port', 'x']],
    [['--port', '70000']],
    [['--port']],
    [['--log-level', 'loud']],
    [['--shutdown-timeout-ms', 'soon']],
    [['--verbose']],
  ])('refuses %j', (argv) => {
    expect(() => parseCliArgs(argv)).toThrow();
  });
});
