import { ALL_NETWORKS } from '@kit/core';
import { generateWalletCatalogue } from '../explorer/wallet-catalogue';
import { startCloud, type Cloud } from '../start-cloud';

const catalogue = generateWalletCatalogue();
const odd = {
  ...catalogue[0]!,
  id: 'f'.repeat(64),
  name: '<script>"Evil" & Co</script>',
  image_id: 'odd',
  order: 999,
};

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud({ wallets: [...catalogue, odd] });
});

afterAll(async () => {
  await cloud.stop();
});

const get = (path: string, query = '?projectId=kit-local') => fetch(`${cloud.url}${path}${query}`);

describe('image endpoints', () => {
  it('serves a wallet image as a cacheable SVG with its initials', async () => {
    const metamask = catalogue[0]!;
    const response = await get(`/getWalletImage/${metamask.image_id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('aria-label="MetaMask"');
    expect(svg).toContain('>M</text>');
  });

  it('escapes wallet names, so a catalogue entry cannot inject markup', async () => {
    const svg = await (await get('/getWalletImage/odd')).text();
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&quot;Evil&quot; &amp; Co&lt;/script&gt;');
  });

  it.each([...new Set(ALL_NETWORKS.map((network) => network.assets?.imageId))])(
    'serves the network image %s',
    async (imageId) => {
      expect((await get(`/public/getAssetImage/${imageId}`)).status).toBe(200);
    },
  );

  it('serves currency and token images by code or symbol, in any case', async () => {
    expect((await get('/public/getCurrencyImage/USD')).status).toBe(200);
    expect((await get('/public/getCurrencyImage/eur')).status).toBe(200);
    expect(await (await get('/public/getTokenImage/usdc')).text()).toContain('>USDC</text>');
    expect((await get('/public/getTokenImage/KIT')).status).toBe(200);
  });

  it.each([
    '/getWalletImage/0000',
    '/public/getAssetImage/atlantis',
    '/public/getCurrencyImage/XYZ',
    '/public/getTokenImage/NOPE',
  ])('answers the unknown image %s with 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/^No .* image/) });
  });

  it('requires a project id for images too', async () => {
    expect((await get(`/getWalletImage/${catalogue[0]!.image_id}`, '')).status).toBe(400);
  });
});
