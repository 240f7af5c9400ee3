/**
 * True when the relay URL names this machine (127.0.0.0/8, ::1, localhost). Then nothing may
 * leave the machine: telemetry is off and the verify attestation (an iframe and fetches to the
 * public verify service) is skipped.
 */
export function isLoopbackRelay(relayUrl: string): boolean {
  let host: string;
  try {
    host = new URL(relayUrl).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return false;
  }
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
