// Test-only (node:http): never imported by src. A JSON-RPC server on 127.0.0.1 whose behaviour
// each test sets, and which records every HTTP request it receives.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RpcRequestError } from './rpc-request-error';

/** One JSON-RPC message as the server received it. */
export interface RpcMessage {
  jsonrpc: string;
  id: number;
  method: string;
  params?: unknown;
}

/** One HTTP request as the server received it. */
export interface RecordedRequest {
  headers: IncomingMessage['headers'];
  /** The parsed body: one message or an array of them. */
  body: RpcMessage | RpcMessage[];
}

/** Decides the answer to one HTTP request; `index` counts requests since the last reset. */
export type Handler = (request: RecordedRequest, res: ServerResponse, index: number) => void;

export interface LocalRpcServer {
  url: string;
  requests: RecordedRequest[];
  /** Every JSON-RPC message received, batches flattened. */
  messages(): RpcMessage[];
  /** Sets the handler and forgets recorded requests. */
  reset(handler?: Handler): void;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, body: unknown, status = 200, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Answers every message with `result: "<method>:<id>"`, in the shape it came in. */
export const echo: Handler = (request, res) => {
  const reply = (message: RpcMessage) => ({
    jsonrpc: '2.0',
    id: message.id,
    result: `${message.method}:${message.id}`,
  });
  sendJson(res, Array.isArray(request.body) ? request.body.map(reply) : reply(request.body));
};

/** Answers with this HTTP status (and headers) for the first `times` requests, then echoes. */
export function failing(status: number, times = Infinity, headers = {}): Handler {
  return (request, res, index) => {
    if (index < times) sendJson(res, { error: `status ${status}` }, status, headers);
    else echo(request, res, index);
  };
}

/** Starts a server on 127.0.0.1 and a free port. */
export async function startRpcServer(initial: Handler = echo): Promise<LocalRpcServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'],
      };
      requests.push(recorded);
      handler(recorded, res, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    messages: () => requests.flatMap((request) => request.body),
    reset(next = echo) {
      handler = next;
      requests.length = 0;
    },
    close() {
      // Hanging handlers leave sockets open; close() alone would wait for them.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** An injected sleep that records the delays asked for and does not wait. */
export function recordingSleep(): { delays: number[]; sleep: (ms: number) => Promise<void> } {
  const delays: number[] = [];
  return { delays, sleep: async (ms) => void delays.push(ms) };
}

/**
 * One server for the whole spec file, reset before each test, with a fresh recording sleep per
 * test. Read the fields inside tests (they are set by the hooks).
 */
export function useLocalRpcServer(): {
  server: LocalRpcServer;
  delays: number[];
  sleep: (ms: number) => Promise<void>;
} {
  const state = {} as ReturnType<typeof useLocalRpcServer>;
  beforeAll(async () => {
    state.server = await startRpcServer();
  });
  afterAll(async () => {
    await state.server.close();
  });
  beforeEach(() => {
    state.server.reset();
    Object.assign(state, recordingSleep());
  });
  return state;
}

/** Settles a promise expected to fail into its RpcRequestError, so fields can be inspected. */
export async function rpcFailure(promise: Promise<unknown>): Promise<RpcRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RpcRequestError);
    return error as RpcRequestError;
  }
  throw new Error('expected the request to fail');
}
