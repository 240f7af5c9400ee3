import { startCloud, type Cloud } from '../start-cloud';

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud();
});

afterEach(() => {
  cloud.faults.clear();
});

afterAll(async () => {
  await cloud.stop();
});

const config = (headers: Record<string, string> = {}) =>
  fetch(`${cloud.url}/appkit/v1/config?projectId=kit-local`, { headers });

describe('injected faults', () => {
  it('answers 429 with Retry-After, readable cross-origin', async () => {
    cloud.faults.set('/appkit/v1/config', { kind: 'rate-limit', retryAfterSeconds: 7 });
    const response = await config({ origin: 'http://localhost:5173' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await response.json()).toEqual({ message: 'Too Many Requests' });
  });

  it('answers a chosen status with its reason phrase or a given message', async () => {
    cloud.faults.set('/appkit/v1/config', { kind: 'status', status: 503, times: 1 });
    expect(await (await config()).json()).toEqual({ message: 'Service Unavailable' });
    cloud.faults.set('/appkit/v1/config', {
      kind: 'status',
      status: 403,
      message: 'Unauthorized: origin not allowed',
    });
    const response = await config();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Unauthorized: origin not allowed' });
  });

  it('answers 200 with a truncated JSON body, or the body given', async () => {
    cloud.faults.set('/appkit/v1/config', { kind: 'malformed', times: 1 });
    const truncated = await config();
    expect(truncated.status).toBe(200);
    expect(truncated.headers.get('content-type')).toMatch(/application\/json/);
    await expect(truncated.json()).rejects.toThrow();
    cloud.faults.set('/appkit/v1/config', { kind: 'malformed', body: '{"features":42}' });
    expect(await (await config()).json()).toEqual({ features: 42 });
  });

  it('delays the answer by delayMs, then answers normally', async () => {
    cloud.faults.set('/appkit/v1/config', { kind: 'slow', delayMs: 150, times: 1 });
    const started = Date.now();
    const response = await config();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
  });

  it('returns to normal once the fault is used up', async () => {
    cloud.faults.set('/appkit/v1/config', { kind: 'status', status: 500, times: 1 });
    expect((await config()).status).toBe(500);
    expect((await config()).status).toBe(200);
  });

  it('stops at once even while a slow fault is waiting', async () => {
    const other = await startCloud();
    other.faults.set('/health', { kind: 'slow', delayMs: 60_000 });
    const pending = fetch(`${other.url}/health`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    await pending;
  });
});
