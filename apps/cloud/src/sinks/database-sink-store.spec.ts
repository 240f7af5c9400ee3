import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { createDatabaseSinkStore } from './database-sink-store';
import type { AnalyticsBatch } from './sink-store';

function batch(index: number): AnalyticsBatch {
  return {
    projectId: 'kit-local',
    contentType: 'application/json',
    receivedAt: 1_764_000_000_000 + index,
    events: [{ index }],
  };
}

describe.each(DIALECTS)('the sink store on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('keeps the newest entries within its bounds, across a restart', async () => {
    const test = await databases.open();
    const bounds = { maxEntries: 3, maxBytes: 10_000 };
    const first = await createDatabaseSinkStore(test.database, bounds);
    for (let index = 0; index < 5; index += 1) await first.addBatch(batch(index));
    await first.addError({ ...batch(9), report: { message: 'boom' } });
    await first.close();

    const second = await createDatabaseSinkStore(await databases.reopen(test), bounds);
    expect(await second.analyticsEvents()).toEqual([{ index: 2 }, { index: 3 }, { index: 4 }]);
    // The totals came back too: one more entry evicts one, not all.
    await second.addBatch(batch(5));
    expect(await second.analyticsEvents()).toEqual([{ index: 3 }, { index: 4 }, { index: 5 }]);
    expect((await second.errors()).map((record) => record.report)).toEqual([{ message: 'boom' }]);
    await second.clear();
    expect(await second.analytics()).toEqual([]);
    expect(await second.errors()).toEqual([]);
  });

  it('evicts by bytes, and refuses an entry larger than the whole sink', async () => {
    const size = Buffer.byteLength(JSON.stringify(batch(0)));
    const store = await createDatabaseSinkStore((await databases.open()).database, {
      maxEntries: 100,
      maxBytes: size * 2,
    });
    for (let index = 0; index < 4; index += 1) await store.addBatch(batch(index));
    expect(await store.analyticsEvents()).toEqual([{ index: 2 }, { index: 3 }]);
    await expect(store.addBatch({ ...batch(9), events: ['x'.repeat(size * 2)] })).rejects.toThrow(
      /keeps at most/,
    );
  });
});
