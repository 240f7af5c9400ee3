import { INTEGRATOR_ALERTS, SOCIAL_PROVIDERS } from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import { isApiRequestError, type ApiRequestError } from '../http/api-request-error';
import { createConfigClient, type ConfigClient } from './config-client';

let cloud: Cloud;
let config: ConfigClient;

beforeAll(async () => {
  cloud = await startCloud({
    projects: [
      {
        id: 'custom',
        allowedOrigins: ['https://app.example'],
        features: {
          email: false,
          socials: ['github', 'x'],
          swaps: false,
          multiWallet: true,
          analytics: false,
        },
      },
      { id: 'no-logins', allowedOrigins: [], features: { email: false, socials: false } },
    ],
  });
  config = createConfigClient({ baseUrl: cloud.url, projectId: 'kit-local' });
});

afterEach(() => {
  cloud.faults.clear();
});

afterAll(async () => {
  await cloud.stop();
});

const clientFor = (projectId: string, timeoutMs?: number) =>
  createConfigClient({ baseUrl: cloud.url, projectId, ...(timeoutMs ? { timeoutMs } : {}) });

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(isApiRequestError(error)).toBe(true);
    return error as ApiRequestError;
  }
  throw new Error('expected the request to fail');
}

describe('ConfigClient.getRemoteFeatures', () => {
  it('maps the default project config to our feature flags', async () => {
    expect(await config.getRemoteFeatures()).toEqual({
      email: true,
      socials: [...SOCIAL_PROVIDERS],
      swaps: true,
      onramp: true,
      activity: true,
      reownBranding: true,
      multiWallet: false,
      emailCapture: false,
      payWithExchange: false,
      payments: false,
      reownAuthentication: false,
    });
  });

  it("maps a project's own settings: socials without e-mail, swaps off, multi-wallet on", async () => {
    expect(await clientFor('custom').getRemoteFeatures()).toMatchObject({
      email: false,
      socials: ['github', 'x'],
      swaps: false,
      onramp: true,
      multiWallet: true,
    });
  });

  it('turns e-mail and socials off together when social login is disabled', async () => {
    expect(await clientFor('no-logins').getRemoteFeatures()).toMatchObject({
      email: false,
      socials: false,
    });
  });

  it('maps an unknown project id to the Invalid Project ID alert (APKT007)', async () => {
    const error = await failure(clientFor('nobody').getRemoteFeatures());
    expect(error.status).toBe(401);
    expect(error.alert).toEqual(INTEGRATOR_ALERTS.APKT007);
  });

  it.each([
    ['Unauthorized: origin not allowed', 403, INTEGRATOR_ALERTS.APKT002],
    ['JWT validation error: JWT Token is not yet valid', 401, INTEGRATOR_ALERTS.APKT006],
  ])('maps the server message %j to its alert', async (message, status, alert) => {
    cloud.faults.set('/appkit/v1/config', { kind: 'status', status, message });
    const error = await failure(config.getRemoteFeatures());
    expect(error.code).toBe('API_HTTP_ERROR');
    expect(error.alert).toEqual(alert);
  });

  it('sets no alert for a message that is not one of the spec', async () => {
    cloud.faults.set('/appkit/v1/config', { kind: 'status', status: 404 });
    const error = await failure(config.getRemoteFeatures());
    expect(error.serverMessage).toBe('Not Found');
    expect(error.alert).toBeUndefined();
  });

  it('throws API_INVALID_RESPONSE for a malformed body instead of handing it on', async () => {
    cloud.faults.set('/appkit/v1/config', {
      kind: 'malformed',
      body: '{"features":[{"id":"swap"}]}',
    });
    expect((await failure(config.getRemoteFeatures())).code).toBe('API_INVALID_RESPONSE');
  });
});

describe('ConfigClient.getAllowedOrigins (spec §8)', () => {
  it("returns the project's allowed origins", async () => {
    expect(await config.getAllowedOrigins()).toEqual(['http://127.0.0.1:*', 'http://localhost:*']);
    expect(await clientFor('custom').getAllowedOrigins()).toEqual(['https://app.example']);
  });

  it('throws RATE_LIMITED on HTTP 429', async () => {
    cloud.faults.set('/projects/v1/origins', { kind: 'rate-limit' });
    const error = await failure(config.getAllowedOrigins());
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterMs).toBe(1000);
  });

  it.each([500, 502, 599])('throws SERVER_ERROR on HTTP %i', async (status) => {
    cloud.faults.set('/projects/v1/origins', { kind: 'status', status });
    expect((await failure(config.getAllowedOrigins())).code).toBe('SERVER_ERROR');
  });

  it('gives an empty list for an unknown project (401)', async () => {
    expect(await clientFor('nobody').getAllowedOrigins()).toEqual([]);
  });

  it.each([
    ['HTTP 404', { kind: 'status', status: 404 }],
    ['a malformed body', { kind: 'malformed' }],
    ['a body of the wrong shape', { kind: 'malformed', body: '{"allowedOrigins":"*"}' }],
  ] as const)('gives an empty list for %s', async (_, fault) => {
    cloud.faults.set('/projects/v1/origins', fault);
    expect(await config.getAllowedOrigins()).toEqual([]);
  });

  it('gives an empty list on a timeout', async () => {
    cloud.faults.set('/projects/v1/origins', { kind: 'slow', delayMs: 1_000 });
    expect(await clientFor('kit-local', 50).getAllowedOrigins()).toEqual([]);
  });
});

describe('ConfigClient.getAnalyticsConfig (spec §8)', () => {
  it('is true for a project with analytics on and false for one with it off', async () => {
    expect(await config.getAnalyticsConfig()).toBe(true);
    expect(await clientFor('custom').getAnalyticsConfig()).toBe(false);
  });

  it.each([
    ['HTTP 500', { kind: 'status', status: 500 }],
    ['HTTP 429', { kind: 'rate-limit' }],
    ['a malformed body', { kind: 'malformed', body: '{"isAnalyticsEnabled":"yes"}' }],
  ] as const)('disables analytics on %s', async (_, fault) => {
    cloud.faults.set('/getAnalyticsConfig', fault);
    expect(await config.getAnalyticsConfig()).toBe(false);
  });

  it('disables analytics for an unknown project', async () => {
    expect(await clientFor('nobody').getAnalyticsConfig()).toBe(false);
  });
});
