import { createCloudClients, type CloudRequestCode } from './cloud-clients';

const requestCode: CloudRequestCode = {
  names: () => import('../names/names-requests'),
  swap: () => import('../swap/swap-requests'),
};

describe('the cloud clients of a Kit instance', () => {
  it('creates no client without a project id, whatever the URLs', () => {
    expect(createCloudClients({ urls: { url: 'http://127.0.0.1:1' } })).toEqual({});
  });

  it('creates no client for a service without a URL', () => {
    expect(createCloudClients({ projectId: 'p' })).toEqual({});
  });

  it('serves every service from one URL, with per-service URLs winning', () => {
    const clients = createCloudClients({
      projectId: 'p',
      urls: { url: 'http://127.0.0.1:1', explorerUrl: 'http://127.0.0.1:2/explorer' },
      requestCode,
    });
    expect(clients.explorer?.walletImageUrl('abc')).toMatch(/^http:\/\/127\.0\.0\.1:2\/explorer\//);
    expect(clients.config).toBeDefined();
    expect(clients.analytics).toBeDefined();
    expect(clients.blockchain).toBeDefined();
    expect(clients.names).toBeDefined();
    expect(clients.sessions).toBeDefined();
    expect(clients.swap).toBeDefined();
    expect(clients.onramp).toBeDefined();
    expect(clients.blockchainApiUrl).toBe('http://127.0.0.1:1');
  });

  it('creates the names and swap clients only with the loaders of their request code', () => {
    const clients = createCloudClients({ projectId: 'p', urls: { url: 'http://127.0.0.1:1' } });
    expect(clients.blockchain).toBeDefined();
    expect(clients.names).toBeUndefined();
    expect(clients.swap).toBeUndefined();
  });

  it('rejects a malformed service URL at configuration time', () => {
    expect(() => createCloudClients({ projectId: 'p', urls: { url: 'not a url' } })).toThrow(
      'Invalid URL',
    );
  });
});
