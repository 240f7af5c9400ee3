import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSharedCloud, SHARED_CLOUD_ENV_VAR } from './shared-cloud';

describe('readSharedCloud', () => {
  it('is undefined when no mutation run provides a cloud', () => {
    expect(readSharedCloud({})).toBeUndefined();
    expect(readSharedCloud({ [SHARED_CLOUD_ENV_VAR]: '' })).toBeUndefined();
  });

  it('refuses a description without both URLs', () => {
    expect(() =>
      readSharedCloud({ [SHARED_CLOUD_ENV_VAR]: JSON.stringify({ url: 'http://127.0.0.1:1' }) }),
    ).toThrow(`${SHARED_CLOUD_ENV_VAR} does not hold { url, faultsUrl }`);
  });

  describe('against a control port', () => {
    const received: Array<{ method: string; body: string }> = [];
    let answer = 204;
    let server: http.Server;
    let faultsUrl: string;

    beforeAll(async () => {
      server = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          received.push({ method: request.method ?? '', body });
          response.writeHead(answer).end(answer === 204 ? undefined : 'bad fault');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      faultsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/faults`;
    });

    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const shared = () =>
      readSharedCloud({
        [SHARED_CLOUD_ENV_VAR]: JSON.stringify({ url: 'http://127.0.0.1:9', faultsUrl }),
      })!;

    it('sets a fault with a POST of path and fault, and clears them with a DELETE', async () => {
      answer = 204;
      received.splice(0);
      const cloud = shared();
      expect(cloud.url).toBe('http://127.0.0.1:9');
      await cloud.faults.set('/v1/convert/quotes', { kind: 'status', status: 503 });
      await cloud.faults.clear();
      expect(received).toEqual([
        {
          method: 'POST',
          body: JSON.stringify({
            path: '/v1/convert/quotes',
            fault: { kind: 'status', status: 503 },
          }),
        },
        { method: 'DELETE', body: '' },
      ]);
    });

    it('rejects when the control port refuses the fault, with its reason', async () => {
      answer = 400;
      await expect(shared().faults.set('/x', { kind: 'nope' })).rejects.toThrow(
        'the shared cloud refused a fault: bad fault',
      );
    });
  });
});
