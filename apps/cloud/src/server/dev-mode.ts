import { isLoopbackAddress, isLoopbackHostname } from './loopback';

/** The message of a dev-mode cloud asked to bind a non-loopback address. */
export function devModeHostError(host: string): string {
  return `Dev mode (the stand-in Farcaster login and the local mailbox) runs on loopback only; refusing to bind ${host}`;
}

/**
 * Refuses dev mode off loopback: its conveniences log anybody in (Farcaster stand-in) and show
 * every mailed code (mailbox), so they must never be reachable from another machine.
 */
export function assertDevModeHost(dev: boolean, host: string): void {
  if (dev && !isLoopbackAddress(host) && !isLoopbackHostname(host)) {
    throw new Error(devModeHostError(host));
  }
}
