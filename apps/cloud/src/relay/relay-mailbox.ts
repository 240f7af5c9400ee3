/** One message the relay holds for a topic until its TTL runs out. */
export interface RelayMessage {
  topic: string;
  /** The encrypted envelope, opaque to the relay. */
  message: string;
  /** WalletConnect's message tag (1100 proposal, 1102 settle, …). */
  tag: number;
  /** When the relay received it (ms since the epoch). */
  publishedAt: number;
  /** After this instant (ms) the message is dropped. */
  expiresAt: number;
  /** Who published it: never delivered back to them (no echo). */
  senderId: string;
  attestation?: string;
}

/** Limits of the mailbox, so a misbehaving client cannot grow the relay's memory without end. */
export interface MailboxLimits {
  /** The longest TTL honoured, in seconds (WalletConnect uses up to 30 days for pairings). */
  maxTtlSeconds: number;
  /** Messages kept per topic; the oldest go first. */
  maxMessagesPerTopic: number;
  /** Topics kept; the one with the oldest newest message goes first. */
  maxTopics: number;
}

export const DEFAULT_MAILBOX_LIMITS: MailboxLimits = {
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxMessagesPerTopic: 500,
  maxTopics: 10_000,
};

/**
 * Per-topic mailbox (WalletConnect relay semantics): a published message is kept for its TTL and
 * replayed to whoever subscribes to the topic later, because the peer may not be online yet (a
 * wallet scans the QR after the dApp published its proposal). Expired messages go on `sweep`.
 */
export class RelayMailbox {
  private readonly topics = new Map<string, RelayMessage[]>();

  constructor(private readonly limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS) {}

  /** Stores a message; a repeat of the same envelope on the same topic is kept once. */
  put(
    input: Omit<RelayMessage, 'expiresAt' | 'publishedAt'> & { ttlSeconds: number; now: number },
  ): RelayMessage {
    const { ttlSeconds, now, ...rest } = input;
    const ttl = Math.min(Math.max(ttlSeconds, 1), this.limits.maxTtlSeconds);
    const stored: RelayMessage = { ...rest, publishedAt: now, expiresAt: now + ttl * 1000 };
    const list = this.topics.get(input.topic) ?? [];
    const existing = list.find((candidate) => candidate.message === input.message);
    if (existing) return existing;
    list.push(stored);
    if (list.length > this.limits.maxMessagesPerTopic)
      list.splice(0, list.length - this.limits.maxMessagesPerTopic);
    // Re-inserting keeps Map order = least recently published first, for the topic cap below.
    this.topics.delete(input.topic);
    this.topics.set(input.topic, list);
    if (this.topics.size > this.limits.maxTopics) {
      const oldest = this.topics.keys().next().value;
      if (oldest !== undefined) this.topics.delete(oldest);
    }
    return stored;
  }

  /** The live messages of a topic that `recipientId` did not publish itself, oldest first. */
  pending(topic: string, recipientId: string, now: number): RelayMessage[] {
    return (this.topics.get(topic) ?? []).filter(
      (message) => message.expiresAt > now && message.senderId !== recipientId,
    );
  }

  /** Drops expired messages and empty topics; returns how many messages were dropped. */
  sweep(now: number): number {
    let dropped = 0;
    for (const [topic, list] of this.topics) {
      const live = list.filter((message) => message.expiresAt > now);
      dropped += list.length - live.length;
      if (live.length === 0) this.topics.delete(topic);
      else if (live.length !== list.length) this.topics.set(topic, live);
    }
    return dropped;
  }

  /** How much the mailbox holds (for tests and /debug). */
  size(): { topics: number; messages: number } {
    let messages = 0;
    for (const list of this.topics.values()) messages += list.length;
    return { topics: this.topics.size, messages };
  }
}
