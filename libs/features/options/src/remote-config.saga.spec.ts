import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ApiRequestError, createCloudClients } from '@kit/api';
import { alertRaised, alertsSaga, alertsSlice, selectAlerts } from '@kit/alerts';
import { startCloud, LOCAL_PROJECT_ID, type Cloud } from '@kit/cloud';
import { DEFAULT_FEATURES, type KitFeatures, type KitLogger } from '@kit/core';
import { optionsSaga } from './options.saga';
import {
  optionsInitialized,
  optionsSlice,
  selectFeatures,
  selectRemoteAnalyticsEnabled,
  selectRemoteFeaturesError,
  selectRemoteFeaturesStatus,
} from './options.slice';
import { alertForConfigFailure, remoteConfigSaga } from './remote-config.saga';

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud({
    projects: [
      {
        id: 'remote-flags',
        allowedOrigins: ['https://app.example', 'https://*.app.example'],
        features: { swaps: false, socials: ['github'], multiWallet: true, analytics: false },
      },
      { id: 'open', allowedOrigins: [] },
    ],
  });
});

afterEach(() => {
  cloud.faults.clear();
});

afterAll(async () => {
  await cloud.stop();
});

/** A window stand-in: only its location's origin matters here. */
const pageAt = (href: string) => ({ location: new URL(href) }) as unknown as Window;

interface Setup {
  projectId?: string;
  features?: Partial<KitFeatures>;
  window?: Window;
  /** Default: apps/cloud's URL. */
  url?: string;
}

/** A store running the options saga (remote configuration included) as createKit() runs it. */
function startStore({ projectId, features, window, url }: Setup = {}) {
  const logger: jest.Mocked<KitLogger> = { warn: jest.fn(), error: jest.fn() };
  const api = createCloudClients({
    ...(projectId ? { projectId } : {}),
    urls: { url: url ?? cloud.url },
  });
  const sagaMiddleware = createSagaMiddleware({ context: { api, logger, window } });
  const store = configureStore({
    reducer: { options: optionsSlice.reducer, alerts: alertsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  // As createKit does: the options are in state before the sagas start.
  store.dispatch(optionsInitialized({ ...(projectId ? { projectId } : {}), features }));
  sagaMiddleware.run(alertsSaga);
  sagaMiddleware.run(optionsSaga);
  return { store, logger };
}

/** Runs the remote configuration once on a fresh store and returns it when every call answered. */
async function configured(setup: Setup) {
  const logger: jest.Mocked<KitLogger> = { warn: jest.fn(), error: jest.fn() };
  const api = createCloudClients({
    ...(setup.projectId ? { projectId: setup.projectId } : {}),
    urls: { url: setup.url ?? cloud.url },
  });
  const sagaMiddleware = createSagaMiddleware({
    context: { api, logger, window: setup.window },
  });
  const store = configureStore({
    reducer: { options: optionsSlice.reducer, alerts: alertsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  store.dispatch(
    optionsInitialized({
      ...(setup.projectId ? { projectId: setup.projectId } : {}),
      features: setup.features,
    }),
  );
  sagaMiddleware.run(alertsSaga);
  await sagaMiddleware.run(remoteConfigSaga).toPromise();
  return { store, logger };
}

const alertCodes = (state: { alerts: ReturnType<typeof alertsSlice.reducer> }) =>
  selectAlerts(state).map((alert) => alert.code);

describe('remote configuration at start', () => {
  it('merges the remote features over local ones and warns about the overrides', async () => {
    const { store, logger } = startStore({
      projectId: 'remote-flags',
      features: { swaps: true, email: true },
    });
    await waitFor(() => selectRemoteFeaturesStatus(store.getState()) !== 'idle');
    const features = selectFeatures(store.getState());
    expect(selectRemoteFeaturesStatus(store.getState())).toBe('received');
    expect(features.swaps).toBe(false);
    expect(features.socials).toEqual(['github']);
    expect(features.multiWallet).toBe(true);
    expect(features.send).toBe(DEFAULT_FEATURES.send);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('flags: swaps.'));
    expect(alertCodes(store.getState())).toEqual([]);
  });

  it("keeps the project's analytics switch: on for kit-local, off where the project turned it off", async () => {
    const local = await configured({ projectId: LOCAL_PROJECT_ID });
    expect(selectRemoteAnalyticsEnabled(local.store.getState())).toBe(true);
    const off = await configured({ projectId: 'remote-flags' });
    expect(selectRemoteAnalyticsEnabled(off.store.getState())).toBe(false);
  });

  it('turns analytics off when the analytics config fails (§8)', async () => {
    cloud.faults.set('/getAnalyticsConfig', { kind: 'status', status: 500 });
    const { store } = await configured({ projectId: LOCAL_PROJECT_ID });
    expect(selectRemoteAnalyticsEnabled(store.getState())).toBe(false);
    // The analytics config is not the app configuration: no alert for it.
    expect(alertCodes(store.getState())).toEqual([]);
  });

  it('raises APKT007 Invalid Project ID for a project the service does not know', async () => {
    const { store, logger } = await configured({ projectId: 'nobody-knows-me' });
    expect(alertCodes(store.getState())).toEqual(['APKT007']);
    expect(selectRemoteFeaturesStatus(store.getState())).toBe('failed');
    expect(selectRemoteFeaturesError(store.getState())).toMatchObject({ code: 'API_HTTP_ERROR' });
    expect(selectFeatures(store.getState())).toEqual(DEFAULT_FEATURES);
    expect(selectRemoteAnalyticsEnabled(store.getState())).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^APKT007 Invalid Project ID/));
  });

  it('raises APKT009 Server Error when the config endpoint answers 500, and keeps local features', async () => {
    cloud.faults.set('/appkit/v1/config', { kind: 'status', status: 500 });
    const { store } = await configured({ projectId: LOCAL_PROJECT_ID, features: { swaps: false } });
    expect(alertCodes(store.getState())).toEqual(['APKT009']);
    expect(selectRemoteFeaturesError(store.getState())).toMatchObject({ code: 'SERVER_ERROR' });
    expect(selectFeatures(store.getState()).swaps).toBe(false);
  });

  it('raises APKT009 when the config body is malformed', async () => {
    cloud.faults.set('/appkit/v1/config', { kind: 'malformed' });
    const { store } = await configured({ projectId: LOCAL_PROJECT_ID });
    expect(alertCodes(store.getState())).toEqual(['APKT009']);
    expect(selectRemoteFeaturesError(store.getState())).toMatchObject({
      code: 'API_INVALID_RESPONSE',
    });
  });

  it('raises APKT010 Rate Limited when the config endpoint answers 429', async () => {
    cloud.faults.set('/appkit/v1/config', { kind: 'rate-limit', retryAfterSeconds: 3 });
    const { store } = await configured({ projectId: LOCAL_PROJECT_ID });
    expect(alertCodes(store.getState())).toEqual(['APKT010']);
    expect(selectRemoteFeaturesError(store.getState())).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it.each([
    ['Unauthorized: origin not allowed', 'APKT002'],
    ['JWT validation error: JWT Token is not yet valid', 'APKT006'],
  ] as const)('maps the server message %j to %s', async (message, code) => {
    cloud.faults.set('/appkit/v1/config', { kind: 'status', status: 403, message });
    const { store } = await configured({ projectId: LOCAL_PROJECT_ID });
    expect(alertCodes(store.getState())).toEqual([code]);
  });

  it('raises APKT008 Project ID Missing without a project id, and asks nothing remote', async () => {
    const { store } = await configured({});
    expect(alertCodes(store.getState())).toEqual(['APKT008']);
    expect(selectRemoteFeaturesStatus(store.getState())).toBe('idle');
    expect(selectRemoteAnalyticsEnabled(store.getState())).toBeUndefined();
  });

  it('does nothing remote and raises nothing with a project id but no cloud configured', async () => {
    const logger: KitLogger = { warn: jest.fn(), error: jest.fn() };
    const sagaMiddleware = createSagaMiddleware({ context: { api: {}, logger } });
    const store = configureStore({
      reducer: { options: optionsSlice.reducer, alerts: alertsSlice.reducer },
      middleware: (getDefault) => getDefault().concat(sagaMiddleware),
    });
    store.dispatch(optionsInitialized({ projectId: LOCAL_PROJECT_ID }));
    await sagaMiddleware.run(remoteConfigSaga).toPromise();
    expect(alertCodes(store.getState())).toEqual([]);
    expect(selectRemoteFeaturesStatus(store.getState())).toBe('idle');
  });

  it('raises APKT009 when the service cannot be reached at all', async () => {
    const other = await startCloud();
    const url = other.url;
    await other.stop();
    const { store } = await configured({ projectId: LOCAL_PROJECT_ID, url });
    expect(alertCodes(store.getState())).toEqual(['APKT009']);
    expect(selectRemoteFeaturesError(store.getState())).toMatchObject({
      code: 'API_NETWORK_ERROR',
    });
  });
});

describe('allowed origins at start', () => {
  it("accepts a page on one of the project's origins, wildcards included", async () => {
    for (const href of ['https://app.example/pay', 'https://shop.app.example/']) {
      const { store } = await configured({ projectId: 'remote-flags', window: pageAt(href) });
      expect(alertCodes(store.getState())).toEqual([]);
    }
  });

  it('raises APKT002 Invalid App Configuration for a page on another origin', async () => {
    const { store } = await configured({
      projectId: 'remote-flags',
      window: pageAt('https://evil.example/app'),
    });
    expect(alertCodes(store.getState())).toEqual(['APKT002']);
  });

  it('accepts kit-local pages on loopback', async () => {
    const { store } = await configured({
      projectId: LOCAL_PROJECT_ID,
      window: pageAt('http://localhost:5173/'),
    });
    expect(alertCodes(store.getState())).toEqual([]);
  });

  it('treats an empty origins list as no known restriction', async () => {
    const { store } = await configured({
      projectId: 'open',
      window: pageAt('https://anywhere.example/'),
    });
    expect(alertCodes(store.getState())).toEqual([]);
  });

  it('raises APKT010 when the origins endpoint answers 429', async () => {
    cloud.faults.set('/projects/v1/origins', { kind: 'rate-limit' });
    const { store } = await configured({
      projectId: LOCAL_PROJECT_ID,
      window: pageAt('http://localhost:5173/'),
    });
    expect(alertCodes(store.getState())).toEqual(['APKT010']);
    // The features still arrived: only the origin check was limited.
    expect(selectRemoteFeaturesStatus(store.getState())).toBe('received');
  });

  it.each([500, 503])('raises APKT009 when the origins endpoint answers %i', async (status) => {
    cloud.faults.set('/projects/v1/origins', { kind: 'status', status });
    const { store } = await configured({
      projectId: LOCAL_PROJECT_ID,
      window: pageAt('http://localhost:5173/'),
    });
    expect(alertCodes(store.getState())).toEqual(['APKT009']);
  });

  it('raises nothing when the origins answer is malformed (an empty list)', async () => {
    cloud.faults.set('/projects/v1/origins', { kind: 'malformed' });
    const { store } = await configured({
      projectId: 'remote-flags',
      window: pageAt('https://evil.example/'),
    });
    expect(alertCodes(store.getState())).toEqual([]);
  });

  it('skips the origin check without a page (server rendering)', async () => {
    const { store } = await configured({ projectId: 'remote-flags' });
    expect(alertCodes(store.getState())).toEqual([]);
  });
});

describe('alertForConfigFailure', () => {
  const failure = (status: number, serverMessage?: string) =>
    new ApiRequestError(
      status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'SERVER_ERROR' : 'API_HTTP_ERROR',
      {
        url: 'http://127.0.0.1/appkit/v1/config',
        method: 'GET',
        reason: `HTTP ${status}`,
        status,
        ...(serverMessage ? { serverMessage } : {}),
      },
    );

  it('prefers the alert of the server message, then 429, then Server Error', () => {
    expect(alertForConfigFailure(failure(401, 'Unauthorized: invalid key'))).toBe('APKT007');
    expect(alertForConfigFailure(failure(429))).toBe('APKT010');
    expect(alertForConfigFailure(failure(502))).toBe('APKT009');
    expect(alertForConfigFailure(failure(404, 'Not Found'))).toBe('APKT009');
    expect(alertForConfigFailure(new Error('boom'))).toBe('APKT009');
  });
});

it('never holds up other actions while the configuration is on its way', async () => {
  cloud.faults.set('/appkit/v1/config', { kind: 'slow', delayMs: 300 });
  const { store } = startStore({ projectId: LOCAL_PROJECT_ID });
  // The store answers at once; the remote config is still out.
  store.dispatch(alertRaised({ code: 'APKT001' }));
  expect(alertCodes(store.getState())).toEqual(['APKT001']);
  expect(selectRemoteFeaturesStatus(store.getState())).toBe('idle');
  await waitFor(() => selectRemoteFeaturesStatus(store.getState()) === 'received');
});

/** Waits (real time, polling) until `condition` holds; fails after 5 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
