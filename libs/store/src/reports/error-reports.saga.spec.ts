import { alertRaised } from '@kit/alerts';
import { startCloud, LOCAL_PROJECT_ID, type Cloud } from '@kit/cloud';
import { createMemoryBackend, kitDevnet, SERVER_ENVIRONMENT, type KitLogger } from '@kit/core';
import { selectNameSuggestions } from '@kit/names';
import { nameSuggestionsRequested } from '@kit/names/actions';
import { selectRemoteAnalyticsEnabled } from '@kit/options';
import { waitForState } from '@kit/testing';
import { createKit, type Kit } from '../create-kit';

// Real failures reach apps/cloud's POST /e sink through a whole Kit: the analytics feature's own
// spec covers the throttle and the report's shape; this proves which failures are reported.

let cloud: Cloud;
const kits: Kit[] = [];

beforeAll(async () => {
  cloud = await startCloud();
});

afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
  cloud.faults.clear();
  await cloud.sinks.clear();
});

afterAll(async () => {
  await cloud.stop();
});

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

async function startKit(): Promise<Kit> {
  const kit = createKit({
    networks: [kitDevnet],
    storage: createMemoryBackend(),
    logger: silentLogger,
    environment: SERVER_ENVIRONMENT,
    cloud: { url: cloud.url },
    projectId: LOCAL_PROJECT_ID,
  });
  kits.push(kit);
  await waitForState(kit, (state) => selectRemoteAnalyticsEnabled(state) !== undefined);
  return kit;
}

async function reportsSent(count: number): Promise<Record<string, unknown>[]> {
  // The sink is the cloud's database: polled, it is not part of the Kit's state.
  for (let attempt = 0; attempt < 250; attempt += 1) {
    if ((await cloud.sinks.errors()).length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await cloud.sinks.errors()).map((record) => record.report['props'] as never);
}

describe('errorReportsSaga', () => {
  it('reports a names-service failure to POST /e as an API_ERROR with the error', async () => {
    const kit = await startKit();
    cloud.faults.set('/v1/profile/suggestions/*', { kind: 'status', status: 500 });
    kit.store.dispatch(nameSuggestionsRequested({ name: 'alice' }));
    await waitForState(kit, (state) => selectNameSuggestions(state).status === 'error');

    expect(await reportsSent(1)).toEqual([
      {
        type: 'error',
        event: 'API_ERROR',
        errorType: 'KitError',
        errorMessage: 'Error fetching name suggestions',
      },
    ]);
    expect((await cloud.sinks.errors())[0]).toMatchObject({ projectId: LOCAL_PROJECT_ID });
  });

  it('reports the secure site failing to answer (APKT004) as a SECURE_SITE_ERROR', async () => {
    const kit = await startKit();
    kit.store.dispatch(alertRaised({ code: 'APKT004' }));

    expect(await reportsSent(1)).toEqual([
      {
        type: 'error',
        event: 'SECURE_SITE_ERROR',
        errorType: 'APKT004',
        errorMessage: 'Wallet Request Timeout',
      },
    ]);
  });

  it('does not report alerts that are the integrator configuration, not a failure', async () => {
    const kit = await startKit();
    kit.store.dispatch(alertRaised({ code: 'APKTW001' }));
    kit.store.dispatch(alertRaised({ code: 'APKT004' }));

    expect((await reportsSent(1)).map((props) => props['errorType'])).toEqual(['APKT004']);
  });
});
