import { selectAlerts } from '@kit/alerts';
import { analyticsFlushRequested, selectPendingAnalyticsEvents } from '@kit/analytics';
import { startCloud, LOCAL_PROJECT_ID, type Cloud } from '@kit/cloud';
import {
  createMemoryBackend,
  kitDevnet,
  mainnet,
  SERVER_ENVIRONMENT,
  type KitLogger,
} from '@kit/core';
import { selectNetworkById } from '@kit/network';
import {
  selectFeature,
  selectRemoteAnalyticsEnabled,
  selectRemoteFeaturesStatus,
} from '@kit/options';
import { waitForState } from '@kit/testing';
import { createKit, type Kit } from './create-kit';

// createKit() wires the remote configuration and analytics sagas to apps/cloud: the feature
// libs test the behaviour in depth; this proves the store runs them with the right context.

let cloud: Cloud;
const kits: Kit[] = [];

beforeAll(async () => {
  cloud = await startCloud({
    projects: [
      { id: 'no-swaps', allowedOrigins: [], features: { swaps: false } },
      { id: 'hosted-auth', allowedOrigins: [], features: { reownAuthentication: true } },
    ],
  });
});

afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
  await cloud.sinks.clear();
});

afterAll(async () => {
  await cloud.stop();
});

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

function start(projectId?: string): Kit {
  const kit = createKit({
    networks: [kitDevnet],
    storage: createMemoryBackend(),
    logger: silentLogger,
    environment: SERVER_ENVIRONMENT,
    cloud: { url: cloud.url },
    ...(projectId ? { projectId } : {}),
  });
  kits.push(kit);
  return kit;
}

const alertCodes = (kit: Kit) => selectAlerts(kit.getState()).map((alert) => alert.code);

describe('createKit with a cloud', () => {
  it("resolves network images through the cloud's asset route, loadable as they are; an integrator's imageUrl wins", async () => {
    const own = {
      ...mainnet,
      assets: { imageId: 'ethereum', imageUrl: 'https://example.com/eth.svg' },
    };
    const kit = createKit({
      networks: [kitDevnet, own],
      storage: createMemoryBackend(),
      logger: silentLogger,
      environment: SERVER_ENVIRONMENT,
      cloud: { url: cloud.url },
      projectId: LOCAL_PROJECT_ID,
    });
    kits.push(kit);
    const [devnetImage, ownImage] = [kitDevnet, own].map(
      (network) => selectNetworkById(kit.getState(), network.caipNetworkId)?.assets?.imageUrl,
    );
    expect(devnetImage).toBe(
      `${cloud.url}/public/getAssetImage/kit-devnet?projectId=${LOCAL_PROJECT_ID}&st=appkit&sv=2.22.0`,
    );
    const image = await fetch(devnetImage!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(ownImage).toBe('https://example.com/eth.svg');
    // The integrator's network objects are not changed.
    expect(kitDevnet.assets).toEqual({ imageId: 'kit-devnet' });
  });

  it('leaves network images unresolved without a cloud (the views draw placeholders)', () => {
    const kit = createKit({
      networks: [kitDevnet],
      storage: createMemoryBackend(),
      logger: silentLogger,
      environment: SERVER_ENVIRONMENT,
    });
    kits.push(kit);
    expect(selectNetworkById(kit.getState(), kitDevnet.caipNetworkId)?.assets).toEqual({
      imageId: 'kit-devnet',
    });
  });

  it("merges the project's remote features and sends INITIALIZE to the analytics sink", async () => {
    const kit = start('no-swaps');
    expect(selectFeature(kit.getState(), 'swaps')).toBe(true);
    await waitForState(kit, (state) => selectRemoteFeaturesStatus(state) === 'received');
    await waitForState(kit, (state) => selectRemoteAnalyticsEnabled(state) !== undefined);
    expect(selectFeature(kit.getState(), 'swaps')).toBe(false);

    kit.store.dispatch(analyticsFlushRequested());
    // The sinks are the cloud's database: polled, they are not part of the Kit's state.
    for (let attempt = 0; attempt < 250; attempt += 1) {
      if ((await cloud.sinks.analytics()).length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await cloud.sinks.analytics())[0]).toMatchObject({ projectId: 'no-swaps' });
    expect(await cloud.sinks.analyticsEvents()).toEqual([
      expect.objectContaining({ props: { type: 'track', event: 'INITIALIZE' } }),
    ]);
    await waitForState(kit, (state) => selectPendingAnalyticsEvents(state).length === 0);
    expect(alertCodes(kit)).toEqual([]);
  });

  it('raises APKT007 for a project the cloud does not know', async () => {
    const kit = start('unknown-project');
    await waitForState(kit, (state) => selectRemoteFeaturesStatus(state) === 'failed');
    expect(alertCodes(kit)).toEqual(['APKT007']);
  });

  it('raises APKT008 without a project id and calls no cloud service', async () => {
    const kit = start();
    expect(alertCodes(kit)).toEqual(['APKT008']);
    expect(selectPendingAnalyticsEvents(kit.getState())).toEqual([]);
    expect(selectRemoteFeaturesStatus(kit.getState())).toBe('idle');
  });

  it('keeps kit-local on loopback free of alerts', async () => {
    const kit = start(LOCAL_PROJECT_ID);
    await waitForState(kit, (state) => selectRemoteFeaturesStatus(state) === 'received');
    expect(alertCodes(kit)).toEqual([]);
  });

  describe('restricted time zones', () => {
    // Nothing listens on the discard port: a Kit asking it for its config fails to get one.
    const nowhere = { url: 'http://127.0.0.1:9' };

    const startIn = (timezone: string, cloudUrls: { url: string }, restricted: { url: string }) => {
      const kit = createKit({
        networks: [kitDevnet],
        storage: createMemoryBackend(),
        logger: silentLogger,
        environment: { ...SERVER_ENVIRONMENT, timezone },
        cloud: cloudUrls,
        restrictedRegionCloud: restricted,
        projectId: 'no-swaps',
      });
      kits.push(kit);
      return kit;
    };

    it('serves a visitor in a restricted time zone from restrictedRegionCloud', async () => {
      const kit = startIn('Asia/Shanghai', nowhere, { url: cloud.url });
      await waitForState(kit, (state) => selectRemoteFeaturesStatus(state) === 'received');
      expect(selectFeature(kit.getState(), 'swaps')).toBe(false);
    });

    it('serves every other visitor from cloud', async () => {
      const kit = startIn('Europe/Paris', { url: cloud.url }, nowhere);
      await waitForState(kit, (state) => selectRemoteFeaturesStatus(state) === 'received');
      expect(selectFeature(kit.getState(), 'swaps')).toBe(false);
    });
  });

  describe('reownAuthentication', () => {
    it("turns sign-in on through the cloud's sign-in service when the project's remote config enables it", async () => {
      const kit = start('hosted-auth');
      expect(kit.getState().siwx.status).toBe('disabled');
      await waitForState(kit, (state) => selectRemoteFeaturesStatus(state) === 'received');
      await waitForState(kit, (state) => state.siwx.status === 'idle');
    });

    it('leaves sign-in off while the flag is off (the default)', async () => {
      const kit = start('no-swaps');
      await waitForState(kit, (state) => selectRemoteFeaturesStatus(state) === 'received');
      expect(kit.getState().siwx.status).toBe('disabled');
    });
  });
});
