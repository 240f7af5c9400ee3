// Finding 9, issue 17: the Host header was reflected into generated URLs (token iconUrl, on-ramp
// checkout). Every generated URL now starts with the configured public URL.
import { request } from 'node:http';
import { startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { startCloud, type Cloud } from '../start-cloud';

let devnet: Devnet;
let cloud: Cloud;
const PUBLIC_URL = 'https://wallet.kit.example';

beforeAll(async () => {
  // A real devnet: prices come from its swap pool's reserves, and a token with no price is not
  // listed, so the icon URLs below exist only when the RPC answers.
  devnet = await startDevnet();
  cloud = await startCloud({ publicUrl: PUBLIC_URL, dev: true, devnet: toDevnetInfo(devnet) });
});

afterAll(async () => {
  await cloud?.stop();
  await devnet?.stop();
});

function get(path: string, host: string, body?: string, origin?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: cloud.port,
        method: body === undefined ? 'GET' : 'POST',
        path,
        headers: {
          host,
          'content-type': 'application/json',
          'x-project-id': 'kit-local',
          ...(origin && { origin }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += String(chunk)));
        response.on('end', () => resolve(text));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('generated URLs never contain a Host-supplied origin', () => {
  it('builds token icon URLs on the public URL whatever Host says', async () => {
    const answer = await get(
      '/v1/fungible/price?projectId=kit-local',
      'evil.example',
      JSON.stringify({
        currency: 'usd',
        addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      }),
    );
    expect(answer).not.toContain('evil.example');
    const { fungibles } = JSON.parse(answer) as { fungibles: Array<{ iconUrl: string }> };
    expect(fungibles.length).toBeGreaterThan(0);
    for (const { iconUrl } of fungibles) expect(iconUrl.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  it('builds the Farcaster confirmation URL on the public URL, not on the request', async () => {
    // The public host itself, reached through a proxy that speaks plain HTTP to us.
    const answer = await get('/secure/api/farcaster/start', 'wallet.kit.example', '{}', PUBLIC_URL);
    const { url } = JSON.parse(answer) as { url: string };
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/secure/farcaster/[0-9a-f]{32}$`));
  });
});
