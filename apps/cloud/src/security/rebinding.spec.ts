// Finding 1 (rebinding part), issue 17: a DNS-rebinding page reaches the secure site with its own
// name in Host and Origin. The secure site knows its public origin from configuration and answers
// any other Host with 421 before doing anything.
import { request } from 'node:http';
import { startCloud, type Cloud } from '../start-cloud';

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud();
});

afterAll(async () => {
  await cloud?.stop();
});

/** A raw request (fetch cannot set Host), as the rebinding page's browser would send it. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: cloud.port, method, path, headers },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the secure site refuses a Host that is not its public origin (DNS rebinding)', () => {
  const evil = () => `evil.example:${cloud.port}`;

  it('answers 421 to an API call whose Host and Origin both name the rebinding site', async () => {
    const answer = await send(
      'POST',
      '/secure/api/email/start',
      { host: evil(), origin: `http://${evil()}`, 'content-type': 'application/json' },
      JSON.stringify({ email: 'victim@example.com' }),
    );
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toEqual({
      message: `This server answers for ${cloud.url} only`,
    });
  });

  it('answers 421 to its pages under a foreign Host', async () => {
    for (const path of ['/secure/frame?projectId=kit-local', '/secure/approve?id=x', '/loading']) {
      expect((await send('GET', path, { host: evil() })).status).toBe(421);
    }
  });

  it('still answers its own public Host', async () => {
    const answer = await send(
      'POST',
      '/secure/api/email/start',
      { host: new URL(cloud.url).host, origin: cloud.url, 'content-type': 'application/json' },
      JSON.stringify({ email: 'not-an-email' }),
    );
    expect(answer.status).toBe(400);
  });

  it('lets its own pages call the API for a project whose host pages live elsewhere', async () => {
    const hosted = await startCloud({
      projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
    });
    try {
      const answer = await fetch(`${hosted.url}/secure/api/email/start`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: hosted.url,
          'x-project-id': 'shop',
        },
        body: JSON.stringify({ email: 'visitor@example.com' }),
      });
      expect(answer.status).toBe(200);
    } finally {
      await hosted.stop();
    }
  });
});
