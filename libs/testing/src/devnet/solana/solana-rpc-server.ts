// Serves a SolanaLedger on 127.0.0.1: JSON-RPC over HTTP POST (single and batched requests) and the
// WebSocket subscriptions on the same port (signatureSubscribe, which web3.js's confirmTransaction
// waits on). CORS is open like anvil's, so the playground's page can call it from its own origin.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { SolanaLedger } from './solana-ledger';
import { SolanaRpcError, callSolanaMethod } from './solana-rpc-methods';

/** A running JSON-RPC + WebSocket endpoint. */
export interface SolanaRpcServer {
  /** http://127.0.0.1:<port> */
  rpcUrl: string;
  /** ws://127.0.0.1:<port> (the same port) */
  webSocketUrl: string;
  port: number;
  /** Closes every socket and the listener. Safe to call twice. */
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 5_000_000;

interface JsonRpcRequest {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

function answer(ledger: SolanaLedger, request: JsonRpcRequest): object {
  const id = request.id ?? null;
  if (request.jsonrpc !== '2.0' || typeof request.method !== 'string') {
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
  }
  try {
    return { jsonrpc: '2.0', id, result: callSolanaMethod(ledger, request.method, request.params) };
  } catch (error) {
    if (error instanceof SolanaRpcError) {
      const { code, message, data } = error;
      return {
        jsonrpc: '2.0',
        id,
        error: data === undefined ? { code, message } : { code, message, data },
      };
    }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: String(error) } };
  }
}

/** Answers a parsed HTTP body: one request, or a batch (an array) answered in order. */
export function answerJsonRpc(ledger: SolanaLedger, body: unknown): object {
  if (Array.isArray(body)) {
    if (body.length === 0)
      return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } };
    return body.map((item) => answer(ledger, (item ?? {}) as JsonRpcRequest));
  }
  return answer(ledger, (body ?? {}) as JsonRpcRequest);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body?: object): void {
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type, solana-client',
    ...(body && { 'content-type': 'application/json' }),
  });
  response.end(body && JSON.stringify(body));
}

async function handleHttp(
  ledger: SolanaLedger,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method === 'OPTIONS') return send(response, 204);
  if (request.method !== 'POST') return send(response, 405, { error: 'POST JSON-RPC requests' });
  let body: unknown;
  try {
    body = JSON.parse(await readBody(request));
  } catch {
    return send(response, 200, {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    });
  }
  send(response, 200, answerJsonRpc(ledger, body));
}

/**
 * One socket's subscriptions. Only signature subscriptions exist; like a validator's they fire once
 * (at once when the signature is already processed) and then end.
 */
function serveSocket(ledger: SolanaLedger, socket: WebSocket, nextId: () => number): void {
  const pending = new Map<number, string>();
  const notify = (subscription: number, slot: number, err: unknown) => {
    pending.delete(subscription);
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { result: { context: { slot }, value: { err } }, subscription },
      }),
    );
  };
  const stopListening = ledger.onProcessed((signature, status) => {
    for (const [subscription, awaited] of pending) {
      if (awaited === signature) notify(subscription, status.slot, status.err);
    }
  });
  socket.on('close', stopListening);
  socket.on('message', (raw) => {
    let request: JsonRpcRequest;
    try {
      request = JSON.parse(String(raw)) as JsonRpcRequest;
    } catch {
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error' },
        }),
      );
      return;
    }
    const id = request.id ?? null;
    const params = Array.isArray(request.params) ? request.params : [];
    if (request.method === 'signatureSubscribe' && typeof params[0] === 'string') {
      const subscription = nextId();
      pending.set(subscription, params[0]);
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: subscription }));
      const status = ledger.status(params[0]);
      if (status) notify(subscription, status.slot, status.err);
    } else if (request.method === 'signatureUnsubscribe') {
      const removed = pending.delete(Number(params[0]));
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: removed }));
    } else if (typeof request.method === 'string' && request.method.endsWith('Subscribe')) {
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id,
          error: { code: -32601, message: 'Method not found' },
        }),
      );
    } else {
      socket.send(JSON.stringify(answerJsonRpc(ledger, request)));
    }
  });
}

/** Serves the ledger on 127.0.0.1 (port 0: the system picks a free one, so no race). */
export async function serveSolanaLedger(
  ledger: SolanaLedger,
  options: { port?: number } = {},
): Promise<SolanaRpcServer> {
  const server = createServer((request, response) => {
    handleHttp(ledger, request, response).catch(() =>
      send(response, 400, { error: 'bad request' }),
    );
  });
  const sockets = new WebSocketServer({ noServer: true });
  let subscriptionIds = 0;
  server.on('upgrade', (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (ws) =>
      serveSocket(ledger, ws, () => ++subscriptionIds),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    webSocketUrl: `ws://127.0.0.1:${port}`,
    port,
    stop: () => (stopped ??= stopServer(server, sockets)),
  };
}

/**
 * Closes sockets with 1000 (normal closure), after which web3.js's socket client does not try to
 * reconnect, waits for them (terminating any that do not answer within a second), then closes the
 * listener.
 */
async function stopServer(server: Server, sockets: WebSocketServer): Promise<void> {
  await Promise.all(
    [...sockets.clients].map(
      (client) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            client.terminate();
            resolve();
          }, 1000);
          client.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          client.close(1000, 'the devnet stopped');
        }),
    ),
  );
  sockets.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
