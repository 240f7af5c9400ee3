// Node-only: an RPC client for tests that counts the HTTP requests it really sends. The caller
// passes the transport (the store's own, @kit/api's createHttpTransport, with its batching), which
// is pointed at a loopback proxy that records every HTTP request and forwards it to the node. The
// transport is passed in rather than imported so @kit/testing does not depend on @kit/api, whose
// tests run against apps/cloud, whose tests use this devnet: that would be a project cycle. Counting at the
// proxy, not by wrapping fetch, means nothing global is patched and what is counted is what a
// server would see.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RpcClient } from '@kit/core';

/** One JSON-RPC call inside a recorded HTTP request. */
export interface RecordedRpcCall {
  method: string;
  params: unknown;
}

/** One HTTP request that reached the proxy: the JSON-RPC calls it carried (several when batched). */
export interface RecordedHttpRequest {
  calls: RecordedRpcCall[];
  /** True when the body was a JSON array (a batch), even of one call. */
  batch: boolean;
}

/** An RpcClient over HTTP whose requests are recorded. Close it when the test is done. */
export interface CountingRpcClient extends RpcClient {
  /** The proxy's URL (http://127.0.0.1:<port>), which forwards to the node. */
  readonly url: string;
  /** Every HTTP request sent so far, in order. */
  readonly httpRequests: readonly RecordedHttpRequest[];
  /** Every JSON-RPC call sent so far, flattened across HTTP requests. */
  calls(): RecordedRpcCall[];
  /** Forgets what was recorded (start counting afresh). */
  reset(): void;
  /** Stops the proxy; resolves once it closed. Safe to call twice. */
  close(): Promise<void>;
}

/** Builds the RPC client that talks to `url` (e.g. `(url) => createHttpTransport(url)`). */
export type RpcTransportFactory = (url: string) => RpcClient;

/**
 * Starts a loopback proxy in front of `targetUrl` and returns an RpcClient (made by
 * `createTransport`) that sends through it, so tests can assert how many HTTP requests a piece of
 * code costs.
 */
export async function createCountingRpcClient(
  targetUrl: string,
  createTransport: RpcTransportFactory,
): Promise<CountingRpcClient> {
  const httpRequests: RecordedHttpRequest[] = [];
  const server = createServer((request, response) => {
    void forward(request, response, targetUrl, httpRequests);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const transport = createTransport(url);
  let closed: Promise<void> | undefined;

  return {
    url,
    httpRequests,
    request: (args) => transport.request(args),
    calls: () => httpRequests.flatMap((entry) => entry.calls),
    reset: () => {
      httpRequests.length = 0;
    },
    close: () => (closed ??= closeServer(server)),
  };
}

async function forward(
  request: IncomingMessage,
  response: ServerResponse,
  targetUrl: string,
  log: RecordedHttpRequest[],
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  log.push(parseBody(body));
  try {
    const upstream = await fetch(targetUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const text = await upstream.text();
    response.writeHead(upstream.status, { 'content-type': 'application/json' });
    response.end(text);
  } catch (error) {
    // The node is gone: answer as an unreachable upstream would, so the client sees an HTTP error.
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(error instanceof Error ? error.message : String(error));
  }
}

function parseBody(body: string): RecordedHttpRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { calls: [], batch: false };
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  return {
    batch: Array.isArray(parsed),
    calls: messages.map((message) => {
      const record = (message ?? {}) as Record<string, unknown>;
      return { method: String(record['method']), params: record['params'] };
    }),
  };
}

function closeServer(server: Server): Promise<void> {
  // Keep-alive sockets from fetch would hold close() open until they time out.
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
