import autocannon from 'autocannon';
import { createSiwxMessage } from '@kit/core/siwx';
import { Wallet } from 'ethers';

/** What one HTTP scenario measured against a setup. */
export interface HttpResult {
  scenario: string;
  /** Completed requests per second (2xx or not), over the whole run. */
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

const PROJECT = 'projectId=kit-local';
const ORIGIN = 'http://127.0.0.1:5173';
/** anvil's first dev account: it holds ETH and the devnet's tokens. */
const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** A throwaway key signing the SIWX messages (any EOA verifies). */
const SIGNER = Wallet.createRandom();

type Requests = NonNullable<autocannon.Options['requests']>;

/** The scenarios, each a request (or a sequence) autocannon repeats on every connection. */
export const HTTP_SCENARIOS: ReadonlyArray<{ id: string; label: string; requests: Requests }> = [
  {
    id: 'explorer',
    label: 'Explorer listing (GET /getWallets, 40 a page)',
    requests: [{ method: 'GET', path: `/getWallets?${PROJECT}&page=1&entries=40` }],
  },
  {
    id: 'balance',
    label: 'Balance (GET /v1/account/…/balance, read live from anvil)',
    requests: [
      {
        method: 'GET',
        path: `/v1/account/${DEV_ACCOUNT}/balance?${PROJECT}&currency=usd&chainId=eip155:31337`,
      },
    ],
  },
  {
    id: 'siwx',
    label: 'SIWX nonce + verify (2 requests a sign-in)',
    requests: [
      {
        method: 'POST',
        path: `/auth/v1/nonce?${PROJECT}`,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: '{}',
        onResponse: (_status, body, context) => {
          // Kept for the next request of this connection's sequence.
          (context as Record<string, unknown>)['issued'] = JSON.parse(body);
        },
      },
      {
        method: 'POST',
        path: `/auth/v1/authenticate?${PROJECT}`,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        setupRequest: (request, context) => {
          const issued = (context as Record<string, unknown>)['issued'] as
            { nonce: string; nonceToken: string } | undefined;
          if (!issued) return request;
          const now = Date.now();
          const message = createSiwxMessage({
            accountAddress: SIGNER.address,
            chainId: 'eip155:31337',
            domain: '127.0.0.1:5173',
            uri: ORIGIN,
            version: '1',
            nonce: issued.nonce,
            issuedAt: new Date(now).toISOString(),
            expirationTime: new Date(now + 3_600_000).toISOString(),
          });
          const signature = SIGNER.signMessageSync(message);
          return {
            ...request,
            body: JSON.stringify({ message, signature, nonceToken: issued.nonceToken }),
          };
        },
      },
    ],
  },
];

/**
 * Runs one scenario for `durationSeconds` with `connections` keep-alive connections spread
 * round-robin over `urls` (autocannon takes several targets). autocannon, not a hand loop: it
 * keeps connections busy with pipelining off, times each request with an HDR histogram and
 * counts errors, timeouts and non-2xx alike, and is the de-facto Node HTTP load tool.
 */
export async function runHttpScenario(
  scenario: (typeof HTTP_SCENARIOS)[number],
  urls: readonly string[],
  options: { connections: number; durationSeconds: number },
): Promise<HttpResult> {
  const result = await autocannon({
    // autocannon takes several URLs (its README); @types/autocannon types only one.
    url: (urls.length === 1 ? urls[0]! : [...urls]) as unknown as string,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    requests: scenario.requests,
  });
  const requests = result.requests.total;
  return {
    scenario: scenario.id,
    requestsPerSecond: requests / options.durationSeconds,
    requests,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
