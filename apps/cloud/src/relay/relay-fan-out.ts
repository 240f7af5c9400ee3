import type { RelayMessage } from './relay-mailbox';

/**
 * How the relays of several cloud instances share their publishes: what one stores is announced,
 * and every other instance delivers it to its own subscribers of the topic. One cloud alone has
 * none (the relay then works as a single process, as before). The mailbox stays the durable copy:
 * an announcement that cannot go out now is retried, it is never the only record of a message.
 */
export interface RelayFanOut {
  /**
   * Tells the other instances about a message this one stored. Never throws; retries on its own.
   * Resolves once the announcement is handed over, or at once (or after a short wait) when it
   * cannot be now: the publisher's acknowledgement waits for it, so an instance killed right
   * after acknowledging has announced what it acknowledged. Unannounced, the message is still
   * in the mailbox and goes out when the other instances are reachable again.
   */
  announce(message: RelayMessage): Promise<void>;
  /** Who hears what other instances announce (each announcement once, never this instance's own). */
  listen(receive: (message: RelayMessage) => void): void;
  /** Announcements not yet handed to the other instances (Redis away), for stats and tests. */
  pending(): number;
  close(): Promise<void>;
}
