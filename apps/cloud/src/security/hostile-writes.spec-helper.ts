import { request } from 'node:http';
import WebSocket from 'ws';

/**
 * POSTs `body` to `url` and resolves with the status, or 'reset' when the server closed the
 * connection before answering (a refused upload may be cut off while it is still being sent).
 */
export function rawPost(
  url: string,
  body: Buffer | string,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<number | 'reset'> {
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        ...(localAddress ? { localAddress } : {}),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', () => resolve('reset'));
    outgoing.end(body);
  });
}

/** Runs `count` tasks, at most `width` at a time, and returns their results in order. */
export async function inWaves<T>(
  count: number,
  width: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}

/**
 * Publishes `count` messages of `messageChars` characters, each on its own topic, over one socket
 * with `width` in flight, and counts the answers: accepted (`true`) and refused (JSON-RPC error).
 * A socket the relay closes ends the run early (counted as `closed`).
 */
export async function hostilePublishes(
  relayUrl: string,
  count: number,
  messageChars: number,
  width = 16,
): Promise<{ accepted: number; refused: number; closed: boolean }> {
  const socket = new WebSocket(`${relayUrl}?projectId=kit-local`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const message = 'x'.repeat(messageChars - 8);
  const waiting = new Map<number, (ok: boolean) => void>();
  let closed = false;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { id: number; result?: unknown };
    waiting.get(frame.id)?.(frame.result === true);
    waiting.delete(frame.id);
  });
  socket.on('close', () => {
    closed = true;
    for (const resolve of waiting.values()) resolve(false);
    waiting.clear();
  });
  const outcomes = await inWaves(count, width, (index) =>
    closed
      ? Promise.resolve(false)
      : new Promise<boolean>((resolve) => {
          waiting.set(index + 1, resolve);
          const topic = index.toString(16).padStart(64, '0');
          socket.send(
            JSON.stringify({
              id: index + 1,
              jsonrpc: '2.0',
              method: 'irn_publish',
              params: {
                topic,
                message: `${index}`.padStart(8, '0') + message,
                ttl: 86_400,
                tag: 1,
              },
            }),
          );
        }),
  );
  socket.terminate();
  const accepted = outcomes.filter(Boolean).length;
  return { accepted, refused: outcomes.length - accepted, closed };
}
