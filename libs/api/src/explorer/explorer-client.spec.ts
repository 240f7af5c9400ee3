import { CONSTANTS, INTEGRATOR_ALERTS, KitError } from '@kit/core';
import { generateWalletCatalogue, startCloud, type CatalogueWallet, type Cloud } from '@kit/cloud';
import { ApiRequestError } from '../http/api-request-error';
import { createExplorerClient, type ExplorerClient } from './explorer-client';

const catalogue = generateWalletCatalogue();

// A wallet whose links and ids an attacker controls: each bad field must go, the wallet stay.
const hostile: CatalogueWallet = {
  id: 'e'.repeat(64),
  name: 'Hostile Wallet',
  rdns: 'com.hostile',
  image_id: '../../admin',
  chains: ['eip155:1', 'not a chain'],
  mobile_link: 'javascript:alert(document.cookie)',
  desktop_link: ' \tJava\nScript:alert(1)',
  webapp_link: 'http://hostile.example/',
  homepage: 'https://user@hostile.example/',
  badge_type: 'none',
  order: 10_000,
};

let cloud: Cloud;
let explorer: ExplorerClient;

beforeAll(async () => {
  cloud = await startCloud({ wallets: [...catalogue, hostile] });
  explorer = createExplorerClient({ baseUrl: cloud.url, projectId: 'kit-local' });
});

afterEach(() => {
  cloud.faults.clear();
});

afterAll(async () => {
  await cloud.stop();
});

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toBeInstanceOf(KitError);
    return error as ApiRequestError;
  }
  throw new Error('expected the request to fail');
}

describe('ExplorerClient.getWallets: paging and filters', () => {
  it('pages the whole catalogue 40 at a time, in rank order, with the total count', async () => {
    const total = catalogue.length + 1;
    const pages = Math.ceil(total / CONSTANTS.WALLETS_PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const result = await explorer.getWallets({ page, entries: CONSTANTS.WALLETS_PAGE_SIZE });
      expect(result.count).toBe(total);
      expect(result.data).toHaveLength(page < pages ? 40 : total - 40 * (pages - 1));
      seen.push(...result.data.map((wallet) => wallet.id));
    }
    expect(total).toBeGreaterThanOrEqual(300);
    expect(seen).toEqual([...catalogue.map((wallet) => wallet.id), hostile.id]);
    expect((await explorer.getWallets({ page: pages + 1, entries: 40 })).data).toEqual([]);
  });

  it('gives the 4 recommended wallets first', async () => {
    const { data } = await explorer.getWallets({ entries: CONSTANTS.WALLETS_RECOMMENDED_COUNT });
    expect(data.map((wallet) => wallet.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
    ]);
    expect(data[0]).toEqual({
      id: catalogue[0]!.id,
      name: 'MetaMask',
      rdns: 'io.metamask',
      image_id: catalogue[0]!.image_id,
      chains: catalogue[0]!.chains,
      mobile_link: 'metamask://',
      homepage: 'https://metamask.io/',
      badge_type: 'certified',
      order: 1,
    });
  });

  it('trims the search text and matches names case-insensitively', async () => {
    const { count, data } = await explorer.getWallets({ search: '  AURORA \n', entries: 100 });
    expect(count).toBeGreaterThan(0);
    expect(data).toHaveLength(count);
    expect(data.every((wallet) => wallet.name.toLowerCase().includes('aurora'))).toBe(true);
  });

  it('returns at most 100 search results', async () => {
    const everyWalletHasAnA = await explorer.getWallets({ search: 'a', entries: 100 });
    expect(everyWalletHasAnA.count).toBe(CONSTANTS.WALLETS_SEARCH_LIMIT);
    expect(everyWalletHasAnA.data).toHaveLength(100);
    expect((await explorer.getWallets({ search: 'a', entries: 100, page: 2 })).data).toEqual([]);
  });

  it('treats a blank search as no search', async () => {
    expect((await explorer.getWallets({ search: '   ', entries: 1 })).count).toBe(
      catalogue.length + 1,
    );
  });

  it('includes and excludes by explorer id', async () => {
    const [first, second, third] = catalogue;
    const included = await explorer.getWallets({ include: [third!.id, first!.id] });
    expect(included.data.map((wallet) => wallet.name)).toEqual([first!.name, third!.name]);
    const excluded = await explorer.getWallets({ exclude: [first!.id, second!.id], entries: 1 });
    expect(excluded.count).toBe(catalogue.length - 1);
    expect(excluded.data[0]?.name).toBe(third!.name);
  });

  it('keeps wallets that support at least one of the chains', async () => {
    const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93';
    const expected = catalogue.filter((wallet) =>
      wallet.chains.some((chain) => chain === polkadot || chain === bitcoin),
    );
    const result = await explorer.getWallets({ chains: [polkadot, bitcoin], entries: 100 });
    expect(result.count).toBe(expected.length);
    expect(result.data.map((wallet) => wallet.id)).toEqual(expected.map((wallet) => wallet.id));
    expect(
      result.data.every((wallet) => wallet.chains.some((c) => c === polkadot || c === bitcoin)),
    ).toBe(true);
  });

  it('finds wallets by rdns and by name, for announced (EIP-6963) wallets', async () => {
    const byRdns = await explorer.getWallets({ rdns: ['app.phantom', 'me.rainbow'] });
    expect(byRdns.data.map((wallet) => wallet.name)).toEqual(['Rainbow', 'Phantom']);
    const byName = await explorer.getWallets({ names: ['zerion', 'OKX Wallet'] });
    expect(byName.data.map((wallet) => wallet.rdns)).toEqual([
      'io.zerion.wallet',
      'com.okex.wallet',
    ]);
  });

  it('filters certified wallets for the prefetch', async () => {
    const { data } = await explorer.getWallets({
      badge: 'certified',
      entries: CONSTANTS.WALLETS_PREFETCH_CERTIFIED_COUNT,
    });
    expect(data).toHaveLength(20);
    expect(data.every((wallet) => wallet.badge_type === 'certified')).toBe(true);
  });
});

describe('ExplorerClient.getWallets: sanitising', () => {
  it('drops a javascript: link, an off-host http link, credentials and a path-like image id, keeping the wallet', async () => {
    const { data } = await explorer.getWallets({ include: [hostile.id] });
    expect(data).toEqual([
      {
        id: hostile.id,
        name: 'Hostile Wallet',
        rdns: 'com.hostile',
        chains: ['eip155:1'],
        badge_type: 'none',
        order: 10_000,
      },
    ]);
  });

  it('drops entries without a string id and name but keeps the rest of the page', async () => {
    cloud.faults.set('/getWallets', {
      kind: 'malformed',
      body: JSON.stringify({
        count: 3,
        data: [{ id: 7, name: 'X' }, 'junk', { id: 'ok', name: 'Ok', chains: null }],
      }),
    });
    expect(await explorer.getWallets()).toEqual({
      count: 3,
      data: [{ id: 'ok', name: 'Ok', chains: [], badge_type: 'none' }],
    });
  });
});

describe('ExplorerClient.getWallets: failures are KitErrors', () => {
  it('turns a 429 into RATE_LIMITED with the Retry-After', async () => {
    cloud.faults.set('/getWallets', { kind: 'rate-limit', retryAfterSeconds: 7 });
    const error = await failure(explorer.getWallets());
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.shortMessage).toBe('Rate limited');
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(7000);
  });

  it('turns a 500 into SERVER_ERROR', async () => {
    cloud.faults.set('/getWallets', { kind: 'status', status: 500 });
    const error = await failure(explorer.getWallets());
    expect(error.code).toBe('SERVER_ERROR');
    expect(error.status).toBe(500);
  });

  it.each([
    ['a truncated body', undefined],
    ['a body that is not JSON', '<html>Bad gateway</html>'],
    ['a count that is not a number', '{"count":"many","data":[]}'],
    ['data that is not a list', '{"count":1,"data":{}}'],
  ])('turns %s into API_INVALID_RESPONSE', async (_, body) => {
    cloud.faults.set('/getWallets', { kind: 'malformed', ...(body !== undefined ? { body } : {}) });
    const error = await failure(explorer.getWallets());
    expect(error.code).toBe('API_INVALID_RESPONSE');
    expect(error.shortMessage).toBe('The service response was malformed');
  });

  it('gives up after its timeout with API_TIMEOUT', async () => {
    cloud.faults.set('/getWallets', { kind: 'slow', delayMs: 2_000 });
    const slowClient = createExplorerClient({
      baseUrl: cloud.url,
      projectId: 'kit-local',
      timeoutMs: 100,
    });
    const error = await failure(slowClient.getWallets());
    expect(error.code).toBe('API_TIMEOUT');
    expect(error.message).toContain('No answer within 100 ms');
  });

  it('maps an unknown project to the Invalid Project ID alert, keeping the project id out of the message', async () => {
    const stranger = createExplorerClient({ baseUrl: cloud.url, projectId: 'not-a-project' });
    const error = await failure(stranger.getWallets());
    expect(error.code).toBe('API_HTTP_ERROR');
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Unauthorized: invalid key');
    expect(error.alert).toEqual(INTEGRATOR_ALERTS.APKT007);
    expect(error.message).not.toContain('not-a-project');
    expect(error.url).toContain('projectId=not-a-project');
  });

  it('reports a server that is not there as API_NETWORK_ERROR', async () => {
    const gone = await startCloud();
    await gone.stop();
    const error = await failure(
      createExplorerClient({ baseUrl: gone.url, projectId: 'kit-local' }).getWallets(),
    );
    expect(error.code).toBe('API_NETWORK_ERROR');
  });
});

describe('ExplorerClient image URLs', () => {
  it('builds image URLs the server answers with SVG, carrying projectId, st and sv', async () => {
    const urls = [
      explorer.walletImageUrl(catalogue[0]!.image_id),
      explorer.assetImageUrl('ethereum'),
      explorer.currencyImageUrl('USD'),
      explorer.tokenImageUrl('USDC'),
    ];
    for (const url of urls) {
      expect(new URL(url).searchParams.get('projectId')).toBe('kit-local');
      expect(new URL(url).searchParams.get('st')).toBe('appkit');
      expect(new URL(url).searchParams.get('sv')).toBe('2.22.0');
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });

  it('encodes the id, so it cannot leave its path segment', () => {
    expect(new URL(explorer.walletImageUrl('../x?y')).pathname).toBe('/getWalletImage/..%2Fx%3Fy');
  });
});
