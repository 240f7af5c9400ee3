import { request } from 'node:http';
import { startCloud, type Cloud } from '../start-cloud';
import { answersPing, startTestRedis, until, type TestRedis } from './redis-server.spec-helper';

// What instances share through REDIS_URL besides the relay: request rate limits, and what a
// Redis that is missing at start or lost later does to an instance.

/** GET a rate-limited route from a given loopback address (another client to the limiter). */
function config(cloud: Cloud, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${cloud.url}/getAnalyticsConfig?projectId=kit-local`, { localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

describe('a Redis missing at start', () => {
  it('refuses to start with REDIS_UNAVAILABLE, naming the Redis and how to reach it', async () => {
    const redis = await startTestRedis();
    await redis.stop();
    const refused = startCloud({ redisUrl: redis.url });
    await expect(refused).rejects.toMatchObject({
      name: 'CloudStartError',
      code: 'REDIS_UNAVAILABLE',
    });
    await expect(refused).rejects.toThrow(
      new RegExp(
        `^Redis at ${redis.url}/? is unreachable \\(.*ECONNREFUSED.*\\)\\. Start Redis there, or point REDIS_URL \\(--redis-url\\) at a running one`,
      ),
    );
  });

  it('refuses a REDIS_URL that is no redis:// URL with REDIS_URL_INVALID, and masks passwords', async () => {
    const invalid = startCloud({ redisUrl: 'http://127.0.0.1:6379' });
    await expect(invalid).rejects.toMatchObject({ code: 'REDIS_URL_INVALID' });
    await expect(invalid).rejects.toThrow(
      'REDIS_URL must start with redis:// or rediss://, got http://',
    );
    const refused = startCloud({ redisUrl: 'redis://user:hunter2@127.0.0.1:1' });
    await expect(refused).rejects.toMatchObject({ code: 'REDIS_UNAVAILABLE' });
    await expect(refused).rejects.toThrow('redis://user:***@127.0.0.1:1');
    await expect(refused).rejects.not.toThrow('hunter2');
  });
});

describe('rate limits shared through Redis', () => {
  let redis: TestRedis;
  let a: Cloud;
  let b: Cloud;
  beforeAll(async () => {
    redis = await startTestRedis();
    const limits = { requestsPerClient: 4, requestsPerProject: 1_000, rateWindowMs: 60_000 };
    [a, b] = await Promise.all([
      startCloud({ redisUrl: redis.url, limits }),
      startCloud({ redisUrl: redis.url, limits }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  it('counts a client across instances: its budget spent on A and B together, then 429 on both', async () => {
    const client = '127.0.0.11';
    const statuses = [
      await config(a, client),
      await config(b, client),
      await config(a, client),
      await config(b, client),
    ];
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await config(a, client)).toBe(429);
    expect(await config(b, client)).toBe(429);
    // Another client keeps its own budget.
    expect(await config(b, '127.0.0.12')).toBe(200);
  });

  it('is not ready (/readyz 503, redis failing) while Redis is lost, yet limits each instance alone meanwhile', async () => {
    const readyz = async (cloud: Cloud) => {
      const response = await fetch(`${cloud.url}/readyz`);
      return { status: response.status, body: (await response.json()) as object };
    };
    expect(await readyz(a)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'ok' } },
    });
    await redis.kill();
    await until('A sees Redis gone', async () => !(await answersPing(a.redis!)));
    expect(await readyz(a)).toEqual({
      status: 503,
      body: { status: 'not ready', checks: { database: 'ok', redis: 'failing' } },
    });

    // Still limited, per instance: 4 on A, then 429 from A, while B still has its own 4.
    const client = '127.0.0.13';
    for (let index = 0; index < 4; index += 1) expect(await config(a, client)).toBe(200);
    expect(await config(a, client)).toBe(429);
    expect(await config(b, client)).toBe(200);

    await redis.restart();
    await until('A sees Redis back', () => answersPing(a.redis!));
    expect((await readyz(a)).status).toBe(200);
    // Shared again, from a fresh Redis: a new client spends one budget across both.
    const next = '127.0.0.14';
    for (let index = 0; index < 2; index += 1) {
      expect(await config(a, next)).toBe(200);
      expect(await config(b, next)).toBe(200);
    }
    expect(await config(b, next)).toBe(429);
  });
});
