import { ReadinessChecks } from './readiness-checks';

describe('ReadinessChecks', () => {
  it('is ready when every check passes, and names each', async () => {
    const checks = new ReadinessChecks();
    checks.add('database', () => undefined);
    checks.add('redis', async () => 'PONG');
    expect(await checks.run()).toEqual({
      ready: true,
      checks: { database: 'ok', redis: 'ok' },
      failures: {},
    });
  });

  it('is not ready when one check throws or rejects, and keeps why for the log', async () => {
    const checks = new ReadinessChecks();
    checks.add('database', () => undefined);
    checks.add('redis', async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:6390');
    });
    const report = await checks.run();
    expect(report.ready).toBe(false);
    expect(report.checks).toEqual({ database: 'ok', redis: 'failing' });
    expect(report.failures).toEqual({ redis: 'connect ECONNREFUSED 127.0.0.1:6390' });
  });

  it('counts a check that does not answer within the timeout as failing', async () => {
    const checks = new ReadinessChecks(20);
    checks.add('hung', () => new Promise(() => undefined));
    const report = await checks.run();
    expect(report.checks).toEqual({ hung: 'failing' });
    expect(report.failures['hung']).toBe('no answer within 20 ms');
  });

  it('refuses a second check under the same name', () => {
    const checks = new ReadinessChecks();
    checks.add('database', () => undefined);
    expect(() => checks.add('database', () => undefined)).toThrow(
      "Readiness check 'database' is already registered",
    );
    expect(checks.names()).toEqual(['database']);
  });
});
