import { clientIdFromUrl } from './relay-client-id';
import { authFor } from './relay-test-client.spec-helper';

describe('clientIdFromUrl', () => {
  it('reads the iss of the auth JWT', () => {
    expect(clientIdFromUrl(`/relay?auth=${authFor('did:key:z6Mk')}`, 'socket')).toBe(
      'did:key:z6Mk',
    );
  });

  it.each([
    undefined,
    '/relay',
    '/relay?auth=garbage',
    '/relay?auth=a.!!!.c',
    `/relay?auth=a.${Buffer.from('{"iss":5}').toString('base64url')}.c`,
  ])('falls back to the socket id for %s', (url) => {
    expect(clientIdFromUrl(url, 'socket')).toBe('socket');
  });
});
