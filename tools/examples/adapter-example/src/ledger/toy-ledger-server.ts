import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ToyLedgerRejection, type ToyLedger } from './toy-ledger';
import { isToyAddress, type SignedToyTransfer } from './toy-protocol';

/** A running toy ledger node. */
export interface ToyLedgerServer {
  /** `http://127.0.0.1:{port}/`, the network's RPC url. */
  url: string;
  ledger: ToyLedger;
  stop(): Promise<void>;
}

interface JsonRpcCall {
  jsonrpc?: string;
  id?: string | number | null;
  method?: unknown;
  params?: unknown;
}

// Bodies past this are refused unread: a node never needs more for these four calls.
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Serves a ToyLedger as a JSON-RPC 2.0 node on 127.0.0.1 (a free port): single and batched calls
 * over POST, with CORS so a page on another loopback port reads it as a dApp reads its node.
 * - `toy_getBalance [address]` → the balance, decimal string in the smallest unit;
 * - `toy_getNonce [address]` → the sender's next nonce;
 * - `toy_sendTransfer [signedTransfer]` → the transfer's hash once applied.
 */
export function startToyLedgerServer(ledger: ToyLedger): Promise<ToyLedgerServer> {
  const server = createServer((request, response) => void handle(ledger, request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        ledger,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

async function handle(ledger: ToyLedger, request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
  if (request.method !== 'POST') return void response.writeHead(405, CORS).end();
  let body: unknown;
  try {
    body = JSON.parse(await readBody(request));
  } catch {
    return reply(response, rpcError(null, -32700, 'parse error'));
  }
  const answer = Array.isArray(body)
    ? body.map((call: JsonRpcCall) => answerCall(ledger, call))
    : answerCall(ledger, body as JsonRpcCall);
  reply(response, answer);
}

function reply(response: ServerResponse, answer: unknown) {
  response.writeHead(200, { ...CORS, 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
}

function answerCall(ledger: ToyLedger, call: JsonRpcCall) {
  const id = call?.id ?? null;
  const params = Array.isArray(call?.params) ? (call.params as unknown[]) : [];
  try {
    return { jsonrpc: '2.0', id, result: run(ledger, call?.method, params) };
  } catch (error) {
    if (error instanceof ToyLedgerRejection) return rpcError(id, error.code, error.message);
    throw error;
  }
}

function run(ledger: ToyLedger, method: unknown, params: unknown[]): unknown {
  switch (method) {
    case 'toy_getBalance':
      return ledger.balanceOf(requireAddress(params[0])).toString();
    case 'toy_getNonce':
      return ledger.nonceOf(requireAddress(params[0]));
    case 'toy_sendTransfer':
      return ledger.apply(requireTransfer(params[0]));
    default:
      throw new ToyLedgerRejection(-32601, `method not found: ${String(method)}`);
  }
}

function requireAddress(value: unknown): string {
  if (!isToyAddress(value)) throw new ToyLedgerRejection(-32602, 'invalid address');
  return value;
}

function requireTransfer(value: unknown): SignedToyTransfer {
  const transfer = value as Partial<SignedToyTransfer> | null;
  if (
    typeof transfer !== 'object' ||
    transfer === null ||
    typeof transfer.chain !== 'string' ||
    typeof transfer.amount !== 'string' ||
    typeof transfer.signature !== 'string' ||
    !Number.isSafeInteger(transfer.nonce)
  ) {
    throw new ToyLedgerRejection(-32602, 'invalid transfer');
  }
  return transfer as SignedToyTransfer;
}

function rpcError(id: unknown, code: number, message: string) {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
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
