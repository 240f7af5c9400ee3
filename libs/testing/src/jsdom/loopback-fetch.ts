// A `fetch` for jest's jsdom environment, which has none: view tests that run the real apps/cloud
// reach it through this. It speaks plain HTTP to loopback addresses only (a test never talks to
// anything else), with what Kit's clients use: method, headers, body, AbortSignal, status,
// headers.get, text() and json().
import { request } from 'node:http';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The subset of a fetch Response that Kit's clients read. */
interface LoopbackResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** fetch over node:http for `http://127.0.0.1…` URLs; anything else is refused. */
export async function loopbackFetch(
  input: string | URL,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    signal?: AbortSignal;
  } = {},
): Promise<LoopbackResponse> {
  const url = new URL(String(input));
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new TypeError(`loopbackFetch refuses ${url.origin}: tests talk to loopback only`);
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers ?? {},
        // No keep-alive: an idle pooled socket would keep the test process alive.
        agent: false,
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const status = incoming.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            headers: {
              get: (name) => {
                const value = incoming.headers[name.toLowerCase()];
                return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
              },
            },
            text: async () => body,
            json: async () => JSON.parse(body) as unknown,
          });
        });
      },
    );
    outgoing.on('error', (error) => reject(new TypeError('fetch failed', { cause: error })));
    if (init.body !== undefined) outgoing.write(init.body);
    outgoing.end();
  });
}
