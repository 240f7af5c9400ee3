import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startChildCloud, type ChildCloud } from './child-cloud.spec-helper';
import { hostilePublishes, inWaves, rawPost } from './hostile-writes.spec-helper';

// Issue 17, finding 2: unauthenticated writes grew the server without bound (400 x 1 MiB POSTs to
// /batch: RSS 122 -> 551 MiB; 3,000 relay publishes of 99 KB: ~300 MiB more). Here about 1 GiB of
// the same writes hits a cloud process with its production limits; it must stay small and answer.

const MiB = 1024 * 1024;
const RSS_CEILING_MIB = 300;
const HTTP_POSTS = 512; // 512 x 1 MiB
const RELAY_PUBLISHES = 5_400; // 5,400 x 99 KB, about 512 MiB

let dataDir: string;
let cloud: ChildCloud;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kit-cloud-memory-'));
  cloud = await startChildCloud(dataDir);
}, 60_000);

afterAll(async () => {
  await cloud?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('1 GiB of hostile writes (issue 17, finding 2)', () => {
  it('leaves the cloud under 300 MiB of RSS and answering, accepting none of the oversized bodies', async () => {
    let peakMiB = cloud.rssMiB();
    const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, cloud.rssMiB())), 50);
    let statuses: Array<number | 'reset'>;
    let relay: Awaited<ReturnType<typeof hostilePublishes>>;
    try {
      // Valid JSON, as the issue sent them: a server without limits accepts and keeps them.
      const pad = 'x'.repeat(MiB - 32);
      const batch = JSON.stringify([{ event: 'HOSTILE', pad }]);
      const report = JSON.stringify({ eventId: 'hostile', pad });
      statuses = await inWaves(HTTP_POSTS, 8, (index) =>
        index % 2
          ? rawPost(`${cloud.url}/batch?projectId=kit-local`, batch)
          : rawPost(`${cloud.url}/e?projectId=kit-local`, report),
      );
      relay = await hostilePublishes(cloud.relayUrl, RELAY_PUBLISHES, 99_000);
    } finally {
      clearInterval(sampler);
    }
    peakMiB = Math.max(peakMiB, cloud.rssMiB());
    console.log(
      `after ~1 GiB of hostile writes: peak RSS ${peakMiB.toFixed(0)} MiB; ` +
        `HTTP ${statuses.filter((status) => status === 413).length} x 413, ` +
        `${statuses.filter((status) => status === 200).length} x 200; relay ${JSON.stringify(relay)}`,
    );
    expect(peakMiB).toBeLessThan(RSS_CEILING_MIB);
    const health = await fetch(`${cloud.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(statuses).toContain(413);
    // The mailbox's byte budget (64 MiB) takes a few hundred; the rest are refused.
    expect(relay.accepted).toBeLessThan(RELAY_PUBLISHES / 4);
    expect(relay.refused).toBeGreaterThan(0);
    // A well-formed batch within the limits still goes in.
    expect(
      await rawPost(`${cloud.url}/batch?projectId=kit-local`, JSON.stringify([{ event: 'ok' }])),
    ).toBe(200);
  }, 240_000);
});
