import WebSocket from 'ws';

/** A JSON-RPC message as the relay sends it. */
export interface RelayFrame {
  id: number | string | null;
  method?: string;
  params?: {
    id: string;
    data: { topic: string; message: string; tag: number; publishedAt: number };
  };
  result?: unknown;
  error?: { code: number; message: string };
}

/** A fake relay JWT carrying only the `iss` the relay reads for identity. */
export function authFor(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss })}.c2ln`;
}

/**
 * A raw WebSocket client of the relay: requests resolve with their response, deliveries
 * (irn_subscription) are queued for `nextDelivery`.
 */
export class RelayTestClient {
  readonly deliveries: RelayFrame[] = [];
  private readonly waiting: Array<(frame: RelayFrame) => void> = [];
  private readonly pending = new Map<number, (frame: RelayFrame) => void>();
  private nextId = 1;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as RelayFrame;
      if (frame.method === 'irn_subscription') {
        const waiter = this.waiting.shift();
        if (waiter) waiter(frame);
        else this.deliveries.push(frame);
        return;
      }
      const resolve = typeof frame.id === 'number' ? this.pending.get(frame.id) : undefined;
      if (resolve) {
        this.pending.delete(frame.id as number);
        resolve(frame);
      }
    });
  }

  /** Opens a socket to `relayUrl` as client `iss` (the same iss on two sockets is one client). */
  static async connect(
    relayUrl: string,
    iss: string,
    options: WebSocket.ClientOptions = {},
  ): Promise<RelayTestClient> {
    const socket = new WebSocket(`${relayUrl}?auth=${authFor(iss)}&projectId=kit-local`, options);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new RelayTestClient(socket);
  }

  /** Sends a request and resolves with the whole response frame. */
  request(method: string, params: unknown): Promise<RelayFrame> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    });
  }

  /** Sends raw text and resolves with the next non-delivery frame. */
  raw(text: string): Promise<RelayFrame> {
    return new Promise((resolve) => {
      this.socket.once('message', (data) => resolve(JSON.parse(String(data)) as RelayFrame));
      this.socket.send(text);
    });
  }

  /** The next delivery, waiting for it if none is queued. */
  nextDelivery(): Promise<RelayFrame> {
    const queued = this.deliveries.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * Proves nothing more is delivered: a round trip through the relay after anything in flight.
   * The relay answers requests in order, so a delivery sent before the answer arrives first.
   */
  async expectNoDelivery(): Promise<void> {
    await this.request('irn_batchFetchMessages', { topics: [] });
    if (this.deliveries.length > 0) {
      throw new Error(`unexpected delivery: ${JSON.stringify(this.deliveries[0])}`);
    }
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
