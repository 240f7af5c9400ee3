/**
 * Who a relay client is, from the `auth` query parameter WalletConnect clients put on the socket
 * URL: a JWT whose `iss` is the client's did:key. The local relay reads it for identity only (no
 * echo across a client's reconnects) and does not check its signature: it serves loopback only
 * and holds nothing but encrypted envelopes. Without a readable JWT the socket is its own client.
 */
export function clientIdFromUrl(url: string | undefined, fallback: string): string {
  if (!url) return fallback;
  const auth = new URL(url, 'ws://relay.invalid').searchParams.get('auth');
  const payload = auth?.split('.')[1];
  if (!payload) return fallback;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    const iss = (claims as { iss?: unknown } | null)?.iss;
    return typeof iss === 'string' && iss.length > 0 && iss.length < 512 ? iss : fallback;
  } catch {
    return fallback;
  }
}
