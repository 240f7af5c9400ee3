import { rmSync } from 'node:fs';
import path from 'node:path';
import { startCloud, OTP_LOCKS_DB_FILE, type Cloud } from '../start-cloud';

describe('health and readiness probes', () => {
  let cloud: Cloud;

  beforeEach(async () => {
    // A budget of 3 requests per client: the probes must not spend it, nor be refused by it.
    cloud = await startCloud({ limits: { requestsPerClient: 3 } });
  });

  afterEach(() => cloud.stop());

  it('answers /healthz 200 { status: ok } with no project id', async () => {
    const response = await fetch(`${cloud.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 with the database check when the store answers', async () => {
    const response = await fetch(`${cloud.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers /readyz 503 naming the failing check, and no detail, once the database is gone', async () => {
    rmSync(path.join(cloud.dataDir, OTP_LOCKS_DB_FILE));
    const response = await fetch(`${cloud.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'not ready',
      checks: { database: 'failing' },
    });
    // Alive all the same: a restart is not what fixes a lost database.
    expect((await fetch(`${cloud.url}/healthz`)).status).toBe(200);
  });

  it('includes a check another part adds in one line (Redis, say)', async () => {
    let redisUp = false;
    cloud.readiness.add('redis', () => {
      if (!redisUp) throw new Error('Redis is down');
    });
    const down = await fetch(`${cloud.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', redis: 'failing' },
    });
    redisUp = true;
    expect((await fetch(`${cloud.url}/readyz`)).status).toBe(200);
  });

  it('never rate limits the probes, and still limits the rest', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await fetch(`${cloud.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${cloud.url}/readyz`)).status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await fetch(`${cloud.url}/getWallets?projectId=kit-local`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('answers a browser probe from any origin (no project, so no origin to check)', async () => {
    const response = await fetch(`${cloud.url}/readyz`, {
      headers: { origin: 'https://unknown.example' },
    });
    expect(response.status).toBe(200);
  });
});
