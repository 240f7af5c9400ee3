/** True for an IPv4 or IPv6 loopback address, including IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const bare = address.replace(/^::ffff:/i, '');
  return bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * True for a Host header naming this machine. Checked besides the peer address so a page that
 * rebinds its own DNS name to 127.0.0.1 still cannot read the debug endpoints.
 */
export function isLoopbackHostname(hostname: string | undefined): boolean {
  if (hostname === undefined) return false;
  const host = hostname.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || isLoopbackAddress(host);
}
