import { startCloud, type Cloud } from '@kit/cloud';
import { isApiRequestError } from '../http/api-request-error';
import { createAnalyticsClient, type AnalyticsEvent, type ErrorReport } from './analytics-client';

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud();
});

beforeEach(async () => {
  await cloud.sinks.clear();
  cloud.faults.clear();
});

// Node 21+ has a navigator of its own (without sendBeacon): put back whatever was there.
const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

afterEach(() => {
  if (originalNavigator) Object.defineProperty(globalThis, 'navigator', originalNavigator);
  else delete (globalThis as { navigator?: unknown }).navigator;
});

afterAll(async () => {
  await cloud.stop();
});

const client = () =>
  createAnalyticsClient({
    baseUrl: cloud.url,
    projectId: 'kit-local',
    sdkType: 'kit',
    sdkVersion: '9.9.9',
  });

const event = (name: string): AnalyticsEvent => ({
  eventId: `id-${name}`,
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_700_000_000_000,
  props: { event: name, address: '0xabc', caipNetworkId: 'eip155:1' },
});

const report: ErrorReport = {
  eventId: 'err-1',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_700_000_000_000,
  props: {
    type: 'error',
    event: 'ERROR',
    errorType: 'KitError',
    errorMessage: 'Failed to connect',
    stackTrace: 'KitError: Failed to connect\n    at connect',
  },
};

/** A navigator whose sendBeacon sends what a browser would: a text/plain POST, not awaited. */
function installBeacon(accepts = true) {
  const sent: Promise<Response>[] = [];
  const sendBeacon = jest.fn((url: string, data?: BodyInit | null) => {
    if (!accepts) return false;
    sent.push(
      fetch(url, {
        method: 'POST',
        body: data as string,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      }),
    );
    return true;
  });
  Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon }, configurable: true });
  return { sendBeacon, delivered: () => Promise.all(sent) };
}

describe('AnalyticsClient.sendBatch', () => {
  it('posts the events as JSON with projectId, st and sv when no beacon is asked for', async () => {
    const beacon = installBeacon();
    await expect(client().sendBatch([event('INITIALIZE'), event('CONNECT_SUCCESS')])).resolves.toBe(
      'fetch',
    );
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
    expect(await cloud.sinks.analytics()).toEqual([
      expect.objectContaining({
        projectId: 'kit-local',
        sdkType: 'kit',
        sdkVersion: '9.9.9',
        contentType: 'application/json',
        events: [event('INITIALIZE'), event('CONNECT_SUCCESS')],
      }),
    ]);
  });

  it('queues a text/plain beacon when asked and the browser has sendBeacon', async () => {
    const beacon = installBeacon();
    await expect(client().sendBatch([event('SWITCH_NETWORK')], { beacon: true })).resolves.toBe(
      'beacon',
    );
    await beacon.delivered();
    expect(await cloud.sinks.analytics()).toEqual([
      expect.objectContaining({
        projectId: 'kit-local',
        sdkType: 'kit',
        contentType: 'text/plain;charset=UTF-8',
        events: [event('SWITCH_NETWORK')],
      }),
    ]);
  });

  it('falls back to fetch when the browser refuses the beacon', async () => {
    installBeacon(false);
    await expect(client().sendBatch([event('SEND_SUCCESS')], { beacon: true })).resolves.toBe(
      'fetch',
    );
    expect(await cloud.sinks.analyticsEvents()).toEqual([event('SEND_SUCCESS')]);
  });

  it('uses fetch when asked for a beacon where there is no sendBeacon (Node, old browsers)', async () => {
    await expect(client().sendBatch([event('SEND_INITIATED')], { beacon: true })).resolves.toBe(
      'fetch',
    );
    expect(await cloud.sinks.analyticsEvents()).toEqual([event('SEND_INITIATED')]);
  });

  it('throws a KitError when the sink refuses the batch, so the flush can flag it', async () => {
    cloud.faults.set('/batch', { kind: 'status', status: 403, message: 'Forbidden' });
    const error = await client()
      .sendBatch([event('INITIALIZE')])
      .catch((caught: unknown) => caught);
    expect(isApiRequestError(error, 'API_HTTP_ERROR')).toBe(true);
    expect(await cloud.sinks.analytics()).toEqual([]);
  });
});

describe('AnalyticsClient.reportError', () => {
  it('posts the report to /e with projectId, st and sv in the query', async () => {
    await client().reportError(report);
    expect(await cloud.sinks.errors()).toEqual([
      expect.objectContaining({
        projectId: 'kit-local',
        sdkType: 'kit',
        sdkVersion: '9.9.9',
        report,
      }),
    ]);
  });

  it('throws RATE_LIMITED when the sink rate-limits', async () => {
    cloud.faults.set('/e', { kind: 'rate-limit', retryAfterSeconds: 60 });
    const error = await client()
      .reportError(report)
      .catch((caught: unknown) => caught);
    expect(isApiRequestError(error, 'RATE_LIMITED')).toBe(true);
  });
});
