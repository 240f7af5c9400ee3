import { readdirSync } from 'node:fs';
import { startCloud, type Cloud } from '../../start-cloud';
import { devWallet } from '../anvil-keys.spec-helper';
import { CloudStartError } from '../cloud-start-error';
import { postgresTestUrl, usePostgresServer } from './database-harness.spec-helper';

const owner = devWallet(0);
const permissions = [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }];
const clouds: Cloud[] = [];
afterEach(async () => {
  for (const cloud of clouds.splice(0)) await cloud.stop();
});

async function started(databaseUrl?: string): Promise<Cloud> {
  const cloud = await startCloud(databaseUrl === undefined ? {} : { databaseUrl });
  clouds.push(cloud);
  return cloud;
}

describe('startCloud on PostgreSQL (databaseUrl)', () => {
  usePostgresServer();

  it('shares every store between two clouds on one database, and keeps no SQLite file', async () => {
    const url = await postgresTestUrl();
    const [a, b] = await Promise.all([started(url), started(url)]);
    expect(a.database.dialect).toBe('postgres');
    await expect(b.database.ping()).resolves.toBeUndefined();

    // A smart session granted on A is listed by B.
    const session = await a.sessions.grant({ address: owner.address, permissions, expiry: 4e9 });
    const listed = await fetch(`${b.url}/v1/sessions/${owner.address}?projectId=kit-local`);
    expect(((await listed.json()) as { pcis: Array<{ pci: string }> }).pcis).toEqual([
      expect.objectContaining({ pci: session.pci }),
    ]);
    // An analytics batch acknowledged by B is in A's sinks.
    const posted = await fetch(`${b.url}/batch?projectId=kit-local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ event: 'shared' }]),
    });
    expect(posted.status).toBe(200);
    expect(await a.sinks.analyticsEvents()).toEqual([{ event: 'shared' }]);
    expect(readdirSync(a.dataDir).filter((file) => file.endsWith('.sqlite'))).toEqual([]);
    // Ready: /readyz asks PostgreSQL (SELECT 1), not a SQLite file that is not there.
    const ready = await fetch(`${a.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { database: 'ok' } });
    // Two clouds opening every store on a busy machine: more than the default 5 s.
  }, 30_000);

  it('refuses to start when PostgreSQL does not answer, naming it (DATABASE_UNREACHABLE)', async () => {
    const error = await startCloud({ databaseUrl: 'postgres://kit@127.0.0.1:1/kit' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CloudStartError);
    expect(error).toMatchObject({ code: 'DATABASE_UNREACHABLE' });
    expect((error as Error).message).toMatch(
      /^PostgreSQL at postgres:\/\/kit@127\.0\.0\.1:1\/kit is unreachable/,
    );
  });

  it('stays on SQLite files in the data dir without one', async () => {
    const cloud = await started();
    expect(cloud.database.dialect).toBe('sqlite');
    await cloud.sessions.grant({ address: owner.address, permissions, expiry: 4e9 });
    expect(readdirSync(cloud.dataDir)).toEqual(expect.arrayContaining(['smart-sessions.sqlite']));
  });
});
