// The few Esplora REST calls the adapter makes (Blockstream's API.md). Every answer is checked
// before use, and every failure becomes a KitError from the catalogue.
import type { KitError } from '@kit/core';
import { ChainRequestError } from '@kit/core';

/** An unspent output as Esplora lists it. */
export interface Utxo {
  txid: string;
  vout: number;
  /** Satoshis. */
  value: bigint;
  confirmed: boolean;
}

/** How the adapter reaches the network (injected in tests; `globalThis.fetch` by default). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const TXID = /^[0-9a-f]{64}$/;

/** An Esplora API at one base URL. */
export class EsploraClient {
  constructor(
    readonly baseUrl: string,
    private readonly fetchImpl: FetchLike,
  ) {}

  /** GET /address/:address/utxo — confirmed and mempool outputs not yet spent. */
  async utxos(address: string): Promise<Utxo[]> {
    const body = await this.#json(`/address/${encodeURIComponent(address)}/utxo`);
    if (!Array.isArray(body)) throw invalid('utxo list is not an array');
    return body.map((entry: unknown) => {
      const record = entry as Record<string, unknown> | null;
      const status = record?.['status'] as Record<string, unknown> | undefined;
      const { txid, vout, value } = record ?? {};
      if (
        typeof txid !== 'string' ||
        !TXID.test(txid) ||
        typeof vout !== 'number' ||
        !Number.isInteger(vout) ||
        vout < 0 ||
        typeof value !== 'number' ||
        !Number.isSafeInteger(value) ||
        value < 0
      ) {
        throw invalid('malformed utxo');
      }
      return { txid, vout, value: BigInt(value), confirmed: status?.['confirmed'] === true };
    });
  }

  /** GET /fee-estimates — sat/vB by confirmation target in blocks. */
  async feeEstimates(): Promise<Map<number, number>> {
    const body = await this.#json('/fee-estimates');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw invalid('fee estimates are not an object');
    }
    const estimates = new Map<number, number>();
    for (const [target, rate] of Object.entries(body as Record<string, unknown>)) {
      const blocks = Number(target);
      if (Number.isInteger(blocks) && blocks > 0 && typeof rate === 'number' && rate > 0) {
        estimates.set(blocks, rate);
      }
    }
    return estimates;
  }

  /** POST /tx — broadcasts a raw transaction; resolves its txid. */
  async broadcast(hex: string): Promise<string> {
    const response = await this.#fetch('/tx', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: hex,
    });
    const text = (await response.text()).trim();
    if (!response.ok) throw rejection(response.status, text);
    if (!TXID.test(text)) throw invalid('broadcast did not answer a txid');
    return text;
  }

  async #json(path: string): Promise<unknown> {
    const response = await this.#fetch(path);
    if (!response.ok) throw httpError(response.status, await response.text().catch(() => ''));
    try {
      return await response.json();
    } catch (error) {
      throw new ChainRequestError('API_INVALID_RESPONSE', {}, { cause: error, details: path });
    }
  }

  async #fetch(path: string, init?: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.baseUrl}${path}`, init);
    } catch (error) {
      throw new ChainRequestError('API_NETWORK_ERROR', {}, { cause: error, details: this.baseUrl });
    }
  }
}

function invalid(details: string): KitError {
  return new ChainRequestError('API_INVALID_RESPONSE', {}, { details });
}

function httpError(status: number, text: string): KitError {
  const code = status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'SERVER_ERROR' : 'API_HTTP_ERROR';
  const error = new ChainRequestError(
    code,
    {},
    { details: `HTTP ${status}: ${text.slice(0, 200)}` },
  );
  return Object.assign(error, { status });
}

/**
 * A refused broadcast. Esplora relays bitcoind's verdict as
 * `sendrawtransaction RPC error: {"code":-26,"message":"<reason>"}`; the reason picks the code:
 * spending more than the inputs is INSUFFICIENT_FUNDS, a fee under the relay minimum FEE_TOO_LOW,
 * anything else (bad signature, spent input, conflict) RPC_ERROR with the reason as details.
 */
export function rejection(status: number, text: string): KitError {
  const match = /\{.*\}/s.exec(text);
  let rpcCode: number | undefined;
  let reason = text;
  if (match) {
    try {
      const parsed = JSON.parse(match[0]) as { code?: unknown; message?: unknown };
      if (typeof parsed.code === 'number') rpcCode = parsed.code;
      if (typeof parsed.message === 'string') reason = parsed.message;
    } catch {
      // not JSON: keep the whole text as the reason
    }
  }
  if (rpcCode === undefined && status !== 400) return httpError(status, text);
  const lower = reason.toLowerCase();
  const code = lower.includes('bad-txns-in-belowout')
    ? 'INSUFFICIENT_FUNDS'
    : lower.includes('min relay fee not met') || lower.includes('insufficient fee')
      ? 'FEE_TOO_LOW'
      : 'RPC_ERROR';
  return new ChainRequestError(
    code,
    {},
    { details: reason, ...(rpcCode !== undefined && { rpcCode }) },
  );
}
