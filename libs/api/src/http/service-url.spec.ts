import { KitError } from '@kit/core';
import { assertBaseUrl, sdkParams, serviceUrl } from './service-url';

describe('serviceUrl', () => {
  it('joins base and path, keeping a base path prefix and dropping extra slashes', () => {
    expect(serviceUrl('https://api.example/explorer/', '/getWallets')).toBe(
      'https://api.example/explorer/getWallets',
    );
  });

  it('adds defined, non-empty query values only', () => {
    expect(serviceUrl('http://127.0.0.1:1', '/x', { a: 'b c', n: 2, u: undefined, e: '' })).toBe(
      'http://127.0.0.1:1/x?a=b+c&n=2',
    );
  });
});

describe('sdkParams', () => {
  it("defaults st and sv to core's SDK type and version", () => {
    expect(sdkParams({ projectId: 'p' })).toEqual({ projectId: 'p', st: 'appkit', sv: '2.22.0' });
    expect(sdkParams({ projectId: 'p', sdkType: 'kit', sdkVersion: '1' })).toEqual({
      projectId: 'p',
      st: 'kit',
      sv: '1',
    });
  });
});

describe('assertBaseUrl', () => {
  it('throws an INVALID_URL KitError for a URL that cannot be parsed', () => {
    expect(() => assertBaseUrl('not a url', 'Explorer API')).toThrow(KitError);
    expect(() => assertBaseUrl('http://127.0.0.1:1', 'Explorer API')).not.toThrow();
  });
});
