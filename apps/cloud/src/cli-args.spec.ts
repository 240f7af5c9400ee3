import { parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('defaults to a free port on 127.0.0.1 at log level info', () => {
    expect(parseCliArgs([])).toEqual({ port: 0, host: '127.0.0.1', logLevel: 'info' });
  });

  it('reads --flag value and --flag=value', () => {
    expect(
      parseCliArgs(['--port', '8787', '--data-dir=./tmp/cloud', '--log-level', 'warn']),
    ).toEqual({
      port: 8787,
      host: '127.0.0.1',
      dataDir: './tmp/cloud',
      logLevel: 'warn',
    });
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
