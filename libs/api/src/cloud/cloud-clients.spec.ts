import { DIRECT_REQUEST_CODE as requestCode } from '../request-code';
import { createCloudClients } from './cloud-clients';

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

  it('creates each Blockchain API client only with the loader of its request code', () => {
    const clients = createCloudClients({ projectId: 'p', urls: { url: 'http://127.0.0.1:1' } });
    expect(clients.blockchain).toBeUndefined();
    expect(clients.names).toBeUndefined();
    expect(clients.swap).toBeUndefined();
    expect(clients.onramp).toBeUndefined();
    expect(clients.sessions).toBeUndefined();
    expect(clients.blockchainApiUrl).toBe('http://127.0.0.1:1');
    const some = createCloudClients({
      projectId: 'p',
      urls: { url: 'http://127.0.0.1:1' },
      requestCode: { blockchain: requestCode.blockchain, onramp: requestCode.onramp },
    });
    expect(Object.keys(some).sort()).toEqual(
      ['analytics', 'blockchain', 'blockchainApiUrl', 'config', 'explorer', 'onramp'].sort(),
    );
  });

  it('rejects a malformed service URL at configuration time, with or without loaders', () => {
    expect(() => createCloudClients({ projectId: 'p', urls: { url: 'not a url' } })).toThrow(
      'Invalid URL',
    );
    expect(() =>
      createCloudClients({ projectId: 'p', urls: { blockchainApiUrl: 'not a url' } }),
    ).toThrow('Invalid URL');
    expect(() =>
      createCloudClients({ projectId: 'p', urls: { blockchainApiUrl: 'not a url' }, requestCode }),
    ).toThrow('Invalid URL');
  });

  it("loads no client's request code before that client's first call", async () => {
    const loads = {
      blockchain: jest.fn(requestCode.blockchain),
      names: jest.fn(requestCode.names),
      swap: jest.fn(requestCode.swap),
      onramp: jest.fn(requestCode.onramp),
      sessions: jest.fn(requestCode.sessions),
    };
    const clients = createCloudClients({
      projectId: 'p',
      urls: { url: 'http://127.0.0.1:1' },
      requestCode: loads,
    });
    expect(Object.values(loads).filter((load) => load.mock.calls.length > 0)).toEqual([]);
    // Port 1 refuses: the call fails, but only after its code loaded.
    await expect(clients.sessions?.getSessions('0x1')).rejects.toBeDefined();
    expect(loads.sessions).toHaveBeenCalledTimes(1);
    expect(loads.blockchain).not.toHaveBeenCalled();
  });
});
