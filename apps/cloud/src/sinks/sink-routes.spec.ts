import { startCloud, type Cloud } from '../start-cloud';

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud({ sinkLimit: 3 });
});

beforeEach(async () => {
  await cloud.sinks.clear();
});

afterAll(async () => {
  await cloud.stop();
});

const event = (name: string) => ({
  eventId: `id-${name}`,
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1,
  props: { event: name },
});

function post(
  path: string,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${cloud.url}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, ...headers },
  });
}

describe('POST /batch', () => {
  it('keeps a JSON batch with its project, SDK and content type', async () => {
    const response = await post(
      '/batch?projectId=kit-local&st=appkit&sv=2.22.0',
      JSON.stringify([event('INITIALIZE'), event('CONNECT_SUCCESS')]),
      'application/json',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: 2 });
    expect(await cloud.sinks.analytics()).toEqual([
      expect.objectContaining({
        projectId: 'kit-local',
        sdkType: 'appkit',
        sdkVersion: '2.22.0',
        contentType: 'application/json',
        events: [event('INITIALIZE'), event('CONNECT_SUCCESS')],
      }),
    ]);
    expect(await cloud.sinks.analyticsEvents()).toHaveLength(2);
  });

  it('accepts a text/plain body, as sendBeacon sends it, and the x-* headers', async () => {
    await post('/batch', JSON.stringify([event('SWITCH_NETWORK')]), 'text/plain;charset=UTF-8', {
      'x-project-id': 'kit-local',
      'x-sdk-type': 'appkit',
    });
    expect((await cloud.sinks.analytics())[0]).toMatchObject({
      contentType: 'text/plain;charset=UTF-8',
      projectId: 'kit-local',
      sdkType: 'appkit',
      events: [event('SWITCH_NETWORK')],
    });
  });

  it.each([
    ['not JSON', 'text/plain', 'nope'],
    ['an object', 'application/json', '{"event":"x"}'],
    ['an array of non-objects', 'application/json', '[1,2]'],
  ])('refuses %s with a 400 and keeps nothing', async (_, contentType, body) => {
    const response = await post('/batch?projectId=kit-local', body, contentType);
    expect(response.status).toBe(400);
    expect(await cloud.sinks.analytics()).toEqual([]);
  });

  it('requires a known project', async () => {
    expect((await post('/batch', '[]', 'application/json')).status).toBe(400);
    expect((await post('/batch?projectId=x', '[]', 'application/json')).status).toBe(401);
  });

  it('keeps only the newest batches up to the limit', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      await post('/batch?projectId=kit-local', JSON.stringify([event(name)]), 'application/json');
    }
    expect(await cloud.sinks.analyticsEvents()).toEqual([event('c'), event('d'), event('e')]);
  });
});

describe('POST /e', () => {
  const report = {
    eventId: 'e1',
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: 2,
    props: {
      type: 'error',
      event: 'ERROR',
      errorType: 'KitError',
      errorMessage: 'boom',
      stackTrace: 'at x',
    },
  };

  it('keeps an error report with projectId, st and sv from the query', async () => {
    const response = await post(
      '/e?projectId=kit-local&st=appkit&sv=2.22.0',
      JSON.stringify(report),
      'application/json',
    );
    expect(response.status).toBe(200);
    expect(await cloud.sinks.errors()).toEqual([
      expect.objectContaining({
        projectId: 'kit-local',
        sdkType: 'appkit',
        sdkVersion: '2.22.0',
        report,
      }),
    ]);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await post('/e?projectId=kit-local', '[]', 'application/json')).status).toBe(400);
    expect(await cloud.sinks.errors()).toEqual([]);
  });
});

describe('GET /debug/*', () => {
  it('lists what the sinks hold to loopback callers', async () => {
    await post(
      '/batch?projectId=kit-local',
      JSON.stringify([event('INITIALIZE')]),
      'application/json',
    );
    await post('/e?projectId=kit-local', JSON.stringify({ eventId: 'x' }), 'application/json');
    const analytics = (await (await fetch(`${cloud.url}/debug/analytics`)).json()) as {
      count: number;
    };
    const errors = (await (await fetch(`${cloud.url}/debug/errors`)).json()) as { count: number };
    expect(analytics.count).toBe(1);
    expect(errors).toEqual({
      count: 1,
      data: [expect.objectContaining({ report: { eventId: 'x' } })],
    });
  });

  it('refuses a request naming a host other than loopback (DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      request(`${cloud.url}/debug/errors`, { headers: { host: 'attacker.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
  });
});
