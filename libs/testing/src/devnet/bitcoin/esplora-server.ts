// The Esplora-compatible HTTP API of the regtest ledger (Fastify, 127.0.0.1 only). Routes and
// bodies follow Blockstream's Esplora API.md, so clients written for mempool.space or
// blockstream.info work against it unchanged. One test-only route is added: POST /kit/mine.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { LedgerRejection } from './ledger-rejection';
import type { RegtestLedger } from './regtest-ledger';

/** Fee estimates in sat/vB by confirmation target (blocks), as GET /fee-estimates answers. */
export type FeeEstimates = Record<string, number>;

/** What the regtest ledger quotes unless told otherwise: cheap, and rising for faster targets. */
export const DEFAULT_FEE_ESTIMATES: Readonly<FeeEstimates> = Object.freeze({
  '1': 3,
  '2': 2.5,
  '3': 2,
  '6': 1.5,
  '144': 1.1,
  '504': 1,
  '1008': 1,
});

const TXID = /^[0-9a-f]{64}$/;

/** Builds (without listening) the Esplora server of a ledger. */
export function createEsploraServer(
  ledger: RegtestLedger,
  options: { feeEstimates: () => FeeEstimates },
): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 });

  // Browsers on another local origin (the playground) call this API directly, as they call a public
  // Esplora, which also answers every origin.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', 'content-type')
        .code(204)
        .send();
    }
  });
  app.options('/*', async () => undefined);

  app.get<{ Params: { address: string } }>('/address/:address/utxo', async (request, reply) =>
    withAddress(reply, () => ledger.utxos(request.params.address)),
  );
  app.get<{ Params: { address: string } }>('/address/:address', async (request, reply) =>
    withAddress(reply, () => ledger.addressStats(request.params.address)),
  );

  app.post('/tx', async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body.trim() : undefined;
    if (!body)
      return reply.code(400).type('text/plain').send('body must be a raw transaction in hex');
    try {
      return reply.type('text/plain').send(ledger.submit(body));
    } catch (error) {
      if (error instanceof LedgerRejection) {
        return reply.code(400).type('text/plain').send(error.toEsploraBody());
      }
      throw error;
    }
  });

  app.get<{ Params: { txid: string } }>('/tx/:txid', async (request, reply) =>
    withTxid(reply, request.params.txid, (txid) => ledger.transaction(txid)),
  );
  app.get<{ Params: { txid: string } }>('/tx/:txid/status', async (request, reply) =>
    withTxid(reply, request.params.txid, (txid) => ledger.status(txid)),
  );
  app.get<{ Params: { txid: string } }>('/tx/:txid/hex', async (request, reply) => {
    const hex = TXID.test(request.params.txid)
      ? ledger.transactionHex(request.params.txid)
      : undefined;
    return hex === undefined
      ? reply.code(404).type('text/plain').send('Transaction not found')
      : reply.type('text/plain').send(hex);
  });

  app.get('/fee-estimates', async () => options.feeEstimates());
  app.get('/blocks/tip/height', async (_request, reply) =>
    reply.type('text/plain').send(String(ledger.tipHeight)),
  );
  app.get('/blocks/tip/hash', async (_request, reply) =>
    reply.type('text/plain').send(ledger.tipHash),
  );

  // Test-only, not part of Esplora: mines `blocks` blocks (default 1), the first taking the mempool.
  app.post<{ Body: { blocks?: unknown } | undefined }>('/kit/mine', async (request, reply) => {
    const blocks = request.body?.blocks ?? 1;
    if (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 1 || blocks > 1000) {
      return reply.code(400).send({ error: 'blocks must be an integer from 1 to 1000' });
    }
    const hashes = ledger.mine(blocks);
    return { height: ledger.tipHeight, hashes };
  });

  return app;
}

async function withAddress<T>(
  reply: { code(status: number): { type(t: string): { send(body: string): unknown } } },
  read: () => T,
): Promise<T | unknown> {
  try {
    return read();
  } catch (error) {
    if (error instanceof RangeError)
      return reply.code(400).type('text/plain').send('Invalid Bitcoin address');
    throw error;
  }
}

async function withTxid<T>(
  reply: { code(status: number): { type(t: string): { send(body: string): unknown } } },
  txid: string,
  read: (txid: string) => T | undefined,
): Promise<T | unknown> {
  const found = TXID.test(txid) ? read(txid) : undefined;
  return found === undefined
    ? reply.code(404).type('text/plain').send('Transaction not found')
    : found;
}
