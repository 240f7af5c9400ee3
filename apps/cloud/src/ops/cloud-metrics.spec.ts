import { request as httpRequest } from 'node:http';
import { RelayTestClient } from '../relay/relay-test-client.spec-helper';
import { startCloud, type Cloud } from '../start-cloud';

const TOPIC = 'c'.repeat(64);

/** One sample's value from the exposition text, by name and exact label set. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** GET with headers fetch may not set (Host). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('/metrics', () => {
  let cloud: Cloud;
  const clients: RelayTestClient[] = [];

  beforeAll(async () => {
    cloud = await startCloud();
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await cloud.stop();
  });

  it('counts requests and their latencies by route pattern, not by path', async () => {
    await fetch(`${cloud.url}/getWalletImage/aaaa?projectId=kit-local`);
    await fetch(`${cloud.url}/getWalletImage/bbbb?projectId=kit-local`);
    await fetch(`${cloud.url}/no/such/path/${Math.random()}`);
    const scraped = await fetch(`${cloud.url}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scraped.text();
    expect(
      sample(
        text,
        'kit_cloud_http_requests_total',
        '{method="GET",route="/getWalletImage/:id",status_code="404"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'kit_cloud_http_requests_total',
        '{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).toContain('kit_cloud_http_request_duration_seconds_bucket{le="0.001",');
    // Process figures too (RSS for the benchmark), under the same prefix.
    expect(sample(text, 'kit_cloud_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports relay sockets, topics, mailbox bytes and messages published and delivered', async () => {
    const dapp = await RelayTestClient.connect(cloud.relayUrl, 'did:key:metrics-dapp');
    const wallet = await RelayTestClient.connect(cloud.relayUrl, 'did:key:metrics-wallet');
    clients.push(dapp, wallet);
    await wallet.request('irn_subscribe', { topic: TOPIC });
    const delivery = wallet.nextDelivery();
    await dapp.request('irn_publish', { topic: TOPIC, message: 'envelope', ttl: 300, tag: 1108 });
    await delivery;
    const text = await (await fetch(`${cloud.url}/metrics`)).text();
    expect(sample(text, 'kit_cloud_relay_sockets')).toBe(2);
    expect(sample(text, 'kit_cloud_relay_subscribed_topics')).toBe(1);
    expect(sample(text, 'kit_cloud_relay_mailbox_topics')).toBe(1);
    expect(sample(text, 'kit_cloud_relay_mailbox_messages')).toBe(1);
    expect(sample(text, 'kit_cloud_relay_mailbox_bytes')).toBe('envelope'.length);
    // One instance, no Redis: nothing ever waits to be announced.
    expect(sample(text, 'kit_cloud_relay_fan_out_pending')).toBe(0);
    expect(sample(text, 'kit_cloud_relay_messages_published_total')).toBe(1);
    expect(sample(text, 'kit_cloud_relay_messages_delivered_total')).toBe(1);
    // One transaction stored it: a new topic's, 6 statements (BEGIN … COMMIT).
    expect(sample(text, 'kit_cloud_relay_mailbox_commit_publishes_count')).toBe(1);
    expect(sample(text, 'kit_cloud_relay_mailbox_commit_publishes_sum')).toBe(1);
    expect(sample(text, 'kit_cloud_relay_mailbox_statements_total')).toBe(6);
  });

  it('refuses a loopback caller naming a public host (the internet behind a local proxy)', async () => {
    const response = await get(`${cloud.url}/metrics`, { host: 'wallet.example.com' });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({
      message:
        'Metrics answer loopback callers only; set KIT_CLOUD_METRICS_TOKEN to scrape from elsewhere',
    });
  });
});

describe('/metrics with a token', () => {
  const token = 'metrics-token-'.padEnd(64, 'x');
  let cloud: Cloud;

  beforeAll(async () => {
    cloud = await startCloud({ metricsToken: token });
  });

  afterAll(() => cloud.stop());

  it('answers the bearer of the token from any host', async () => {
    const response = await get(`${cloud.url}/metrics`, {
      host: 'wallet.example.com',
      authorization: `Bearer ${token}`,
    });
    expect(response.status).toBe(200);
    expect(response.body).toContain('kit_cloud_http_requests_total');
  });

  it('refuses anyone without it, loopback included, with 401 and WWW-Authenticate', async () => {
    for (const authorization of [undefined, 'Bearer wrong', token]) {
      const response = await get(`${cloud.url}/metrics`, authorization ? { authorization } : {});
      expect(response.status).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(JSON.parse(response.body)).toEqual({
        message: 'Metrics need the bearer token of KIT_CLOUD_METRICS_TOKEN',
      });
    }
  });
});
