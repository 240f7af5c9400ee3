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

  it('reads the database URL from --database-url, else from DATABASE_URL; none means SQLite', () => {
    expect(parseCliArgs([])).not.toHaveProperty('databaseUrl');
    expect(parseCliArgs([], { DATABASE_URL: 'postgres://db.internal/kit' })).toMatchObject({
      databaseUrl: 'postgres://db.internal/kit',
    });
    expect(
      parseCliArgs(['--database-url=postgres://a/kit'], { DATABASE_URL: 'postgres://b/kit' }),
    ).toMatchObject({ databaseUrl: 'postgres://a/kit' });
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
