// A one-shot JSON-RPC call over http to the devnet's chopsticks, for the harness's own set-up
// calls (genesis hash, dev_setStorage). Tests read the chain through @polkadot/api instead.

/** Sends one JSON-RPC request and returns its result; a JSON-RPC error is thrown with its text. */
export async function polkadotRpc<T>(
  httpUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
  const body = (await response.json()) as { result?: T; error?: { message?: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'JSON-RPC error'}`);
  return body.result as T;
}
