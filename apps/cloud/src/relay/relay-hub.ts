import { createHash } from 'node:crypto';
import { methodNotFound, socketLimit } from './relay-errors';
import type { RelayFanOut } from './relay-fan-out';
import type { MailboxEvents, RelayMailbox, RelayMessage } from './relay-mailbox';
import { KeyedSerialQueue } from './keyed-serial-queue';
import { arrayField, numberField, optionalString, paramsOf, stringField } from './relay-params';
import type { RelayPeer } from './relay-peer';

/** WalletConnect tags of the messages the relay publishes itself for wc_proposeSession / wc_approveSession. */
export const RELAY_TAGS = {
  sessionPropose: 1100,
  sessionProposeResponse: 1101,
  sessionSettle: 1102,
} as const;

/** TTL when a publish names none (WalletConnect's five minutes). */
const DEFAULT_TTL_SECONDS = 300;

/** What one socket may hold or send. */
export interface RelayPeerCaps {
  /** Topics one socket may be subscribed to at once. */
  maxSubscriptions: number;
  /** Largest envelope (message) accepted, in characters. */
  maxMessageBytes: number;
}

/** What the hub (and its mailbox's commits) reports as it routes (the cloud's metrics count them). */
export interface RelayHubEvents extends MailboxEvents {
  /** A publish was accepted (stored, or a repeat of a stored envelope). */
  published?(): void;
  /** A message was sent to a subscriber, live or replayed. */
  delivered?(): void;
}

const UNCAPPED: RelayPeerCaps = {
  maxSubscriptions: Number.POSITIVE_INFINITY,
  maxMessageBytes: Number.POSITIVE_INFINITY,
};

/** What a method handler answers, and what to do once the answer is on the wire. */
interface Handled {
  result: unknown;
  /** Runs after the response is sent (replaying the mailbox must follow the subscribe answer). */
  after?: () => void;
}

/**
 * The relay's routing: subscriptions per topic, the mailbox, and the JSON-RPC methods
 * `@walletconnect/sign-client` uses (irn_* and the wc_* shortcuts that publish and subscribe in one
 * call). Transport-free: the socket server feeds it peers and requests.
 */
export class RelayHub {
  private readonly subscribers = new Map<string, Set<RelayPeer>>();
  private readonly topicsByPeer = new Map<RelayPeer, Set<string>>();
  private readonly queue = new KeyedSerialQueue();
  /**
   * With fan-out: per socket, the messages its subscribe replays gave it (topic → envelope hash →
   * expiry). On a database the instances share, a message another instance stored is in the
   * replay before its announcement arrives here; `receive` skips who already has it.
   */
  private readonly replayed = new Map<RelayPeer, Map<string, Map<string, number>>>();
  private nextId = 0;

  constructor(
    private readonly now: () => number,
    private readonly mailbox: RelayMailbox,
    private readonly caps: RelayPeerCaps = UNCAPPED,
    private readonly events: RelayHubEvents = {},
    /** Other instances' relays (absent when the cloud runs alone). */
    private readonly fanOut?: RelayFanOut,
  ) {
    fanOut?.listen((message) => void this.receive(message));
  }

  /** Answers one request of `peer`; rejects with a RelayRpcError for bad methods or params. */
  handle(peer: RelayPeer, method: string, rawParams: unknown): Promise<Handled> {
    return this.queue.run(workKeys(peer, method, rawParams), () =>
      this.#handle(peer, method, rawParams),
    );
  }

  async #handle(peer: RelayPeer, method: string, rawParams: unknown): Promise<Handled> {
    const params = paramsOf(rawParams);
    switch (method) {
      case 'irn_subscribe':
        return this.subscribeAll(peer, [stringField(params, 'topic')], (ids) => ids[0]);
      case 'irn_batchSubscribe':
        return this.subscribeAll(peer, this.topics(arrayField(params, 'topics')), (ids) => ids);
      case 'irn_unsubscribe':
        this.unsubscribe(peer, stringField(params, 'topic'));
        return { result: true };
      case 'irn_batchUnsubscribe':
        for (const entry of arrayField(params, 'subscriptions')) {
          this.unsubscribe(peer, stringField(paramsOf(entry), 'topic'));
        }
        return { result: true };
      case 'irn_publish':
        await this.publish(peer, params);
        return { result: true };
      case 'irn_batchPublish':
        for (const entry of arrayField(params, 'messages')) {
          await this.publish(peer, paramsOf(entry));
        }
        return { result: true };
      case 'irn_batchFetchMessages':
        return {
          result: {
            messages: await this.fetch(peer, this.topics(arrayField(params, 'topics'))),
            hasMore: false,
          },
        };
      case 'wc_proposeSession':
        return this.proposeSession(peer, params);
      case 'wc_approveSession':
        return this.approveSession(peer, params);
      default:
        throw methodNotFound(method);
    }
  }

  /**
   * A message another instance stored: kept here too, so a subscriber that comes later to this
   * instance gets it replayed, and delivered to this instance's subscribers of its topic. In the
   * queue, like a publish, so a subscribe racing it gets it once.
   */
  receive(message: RelayMessage): Promise<void> {
    return this.queue.run([topicKey(message.topic)], async () => {
      // On a database the instances share, the publisher's row is already there: storing it
      // again would only be a round trip that finds it (npm run bench:cloud).
      if (!this.mailbox.holds(message)) await this.#keep(message);
      const hash = envelopeHash(message);
      for (const subscriber of this.subscribers.get(message.topic) ?? []) {
        if (subscriber.clientId === message.senderId) continue;
        const replayed = this.replayed.get(subscriber)?.get(message.topic);
        // Replayed from the shared mailbox already: once is enough.
        if (replayed?.delete(hash)) continue;
        this.deliver(subscriber, message);
      }
    });
  }

  /** Stores another instance's message in this instance's own mailbox (databases not shared). */
  async #keep(message: RelayMessage): Promise<void> {
    try {
      await this.mailbox.put({
        topic: message.topic,
        message: message.message,
        tag: message.tag,
        senderId: message.senderId,
        // The same instants as on the publishing instance: a pairing expires everywhere at once.
        now: message.publishedAt,
        ttlSeconds: (message.expiresAt - message.publishedAt) / 1000,
        ...(message.attestation ? { attestation: message.attestation } : {}),
      });
    } catch {
      // This mailbox is full: the live subscribers still get it, the publisher's mailbox keeps it.
    }
  }

  /** Forgets a closed socket's subscriptions (after its requests still in the queue). */
  disconnect(peer: RelayPeer): void {
    void this.queue.run([peerKey(peer)], async () => this.#disconnect(peer));
  }

  #disconnect(peer: RelayPeer): void {
    this.replayed.delete(peer);
    for (const topic of this.topicsByPeer.get(peer) ?? []) this.removeSubscriber(topic, peer);
    this.topicsByPeer.delete(peer);
  }

  /** Drops expired mailbox messages; returns how many. */
  sweep(): Promise<number> {
    return this.mailbox.sweep(this.now());
  }

  /** Counts, for tests and the debug endpoint: memory must stay bounded. */
  stats(): Promise<{
    subscribedTopics: number;
    peers: number;
    mailboxTopics: number;
    messages: number;
    mailboxBytes: number;
  }> {
    return this.queue.runAfterAll(() => this.#stats());
  }

  async #stats() {
    const [{ topics, messages }, mailboxBytes] = await Promise.all([
      this.mailbox.size(),
      this.mailbox.byteSize(),
    ]);
    return {
      subscribedTopics: this.subscribers.size,
      peers: this.topicsByPeer.size,
      mailboxTopics: topics,
      messages,
      mailboxBytes,
    };
  }

  // ---- methods --------------------------------------------------------------------------------

  private async subscribeAll(
    peer: RelayPeer,
    topics: string[],
    shape: (ids: string[]) => unknown,
  ): Promise<Handled> {
    const held = this.topicsByPeer.get(peer) ?? new Set<string>();
    const added = new Set(topics.filter((topic) => !held.has(topic))).size;
    if (held.size + added > this.caps.maxSubscriptions) {
      throw socketLimit(`a socket may subscribe to at most ${this.caps.maxSubscriptions} topics`);
    }
    const ids = topics.map((topic) => this.addSubscriber(topic, peer));
    // Read now, in the queue (keyed by topic, see KeyedSerialQueue); sent once the subscribe answer is on the wire.
    const now = this.now();
    const waiting = await Promise.all(
      topics.map((topic) => this.mailbox.pending(topic, peer.clientId, now)),
    );
    if (this.fanOut) this.rememberReplay(peer, waiting.flat(), now);
    return {
      result: shape(ids),
      after: () => waiting.flat().forEach((message) => this.deliver(peer, message)),
    };
  }

  private unsubscribe(peer: RelayPeer, topic: string): void {
    this.removeSubscriber(topic, peer);
    this.topicsByPeer.get(peer)?.delete(topic);
    this.replayed.get(peer)?.delete(topic);
  }

  /** Notes what a replay gives `peer` (see `replayed`), dropping what expired meanwhile. */
  private rememberReplay(peer: RelayPeer, messages: RelayMessage[], now: number): void {
    let byTopic = this.replayed.get(peer);
    for (const held of byTopic?.values() ?? []) {
      for (const [hash, expiresAt] of held) if (expiresAt <= now) held.delete(hash);
    }
    if (messages.length === 0) return;
    if (!byTopic) this.replayed.set(peer, (byTopic = new Map()));
    for (const message of messages) {
      let held = byTopic.get(message.topic);
      if (!held) byTopic.set(message.topic, (held = new Map()));
      held.set(envelopeHash(message), message.expiresAt);
    }
  }

  private publish(peer: RelayPeer, params: Record<string, unknown>): Promise<void> {
    return this.store(peer, {
      topic: stringField(params, 'topic'),
      message: stringField(params, 'message'),
      ttl: numberField(params, 'ttl', DEFAULT_TTL_SECONDS),
      tag: numberField(params, 'tag', 0),
      attestation: optionalString(params, 'attestation'),
    });
  }

  private async fetch(peer: RelayPeer, topics: string[]) {
    const now = this.now();
    const held = await Promise.all(
      topics.map((topic) => this.mailbox.pending(topic, peer.clientId, now)),
    );
    return held.flat().map(toWire);
  }

  /** The dApp's proposal: published on the pairing topic, and the dApp subscribed to it. */
  private async proposeSession(peer: RelayPeer, params: Record<string, unknown>): Promise<Handled> {
    const pairingTopic = stringField(params, 'pairingTopic');
    const message = stringField(params, 'sessionProposal');
    const ttl = numberField(params, 'ttl', DEFAULT_TTL_SECONDS);
    this.addSubscriber(pairingTopic, peer);
    await this.store(peer, {
      topic: pairingTopic,
      message,
      ttl,
      tag: RELAY_TAGS.sessionPropose,
      attestation: optionalString(params, 'attestation'),
    });
    return { result: true };
  }

  /**
   * The wallet's approval: the proposal response goes to the pairing topic, the settlement
   * request to the new session topic, and the wallet is subscribed to the session topic.
   */
  private async approveSession(peer: RelayPeer, params: Record<string, unknown>): Promise<Handled> {
    const pairingTopic = stringField(params, 'pairingTopic');
    const sessionTopic = stringField(params, 'sessionTopic');
    const response = stringField(params, 'sessionProposalResponse');
    const settlement = stringField(params, 'sessionSettlementRequest');
    const ttl = numberField(params, 'ttl', DEFAULT_TTL_SECONDS);
    this.addSubscriber(sessionTopic, peer);
    await this.store(peer, {
      topic: pairingTopic,
      message: response,
      ttl,
      tag: RELAY_TAGS.sessionProposeResponse,
    });
    await this.store(peer, {
      topic: sessionTopic,
      message: settlement,
      ttl,
      tag: RELAY_TAGS.sessionSettle,
    });
    return { result: true };
  }

  // ---- routing --------------------------------------------------------------------------------

  private topics(values: unknown[]): string[] {
    return values.map((value, index) => stringField({ [index]: value }, String(index)));
  }

  private async store(
    peer: RelayPeer,
    input: {
      topic: string;
      message: string;
      ttl: number;
      tag: number;
      attestation?: string | undefined;
    },
  ): Promise<void> {
    if (input.message.length > this.caps.maxMessageBytes) {
      throw socketLimit(`a message may have at most ${this.caps.maxMessageBytes} characters`);
    }
    const stored = await this.mailbox.put({
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      senderId: peer.clientId,
      ttlSeconds: input.ttl,
      now: this.now(),
      ...(input.attestation ? { attestation: input.attestation } : {}),
    });
    this.events.published?.();
    this.deliverToSubscribers(stored, peer.clientId);
    // Acknowledged means announced (see RelayFanOut.announce); in the topic's queue, so the
    // topic's next publish is announced after this one.
    await this.fanOut?.announce(stored);
  }

  private deliverToSubscribers(message: RelayMessage, senderId: string): void {
    for (const subscriber of this.subscribers.get(message.topic) ?? []) {
      // No echo: the publisher (on any of its sockets) already has what it sent.
      if (subscriber.clientId !== senderId) this.deliver(subscriber, message);
    }
  }

  private deliver(peer: RelayPeer, message: RelayMessage): void {
    this.nextId += 1;
    this.events.delivered?.();
    peer.send({
      // WalletConnect ids are ms timestamps times 1000 plus a counter; any unique integer will do.
      id: Date.now() * 1000 + (this.nextId % 1000),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId(peer.clientId, message.topic), data: toWire(message) },
    });
  }

  private addSubscriber(topic: string, peer: RelayPeer): string {
    const held = this.topicsByPeer.get(peer);
    if (held && !held.has(topic) && held.size >= this.caps.maxSubscriptions) {
      throw socketLimit(`a socket may subscribe to at most ${this.caps.maxSubscriptions} topics`);
    }
    let set = this.subscribers.get(topic);
    if (!set) this.subscribers.set(topic, (set = new Set()));
    set.add(peer);
    let topics = this.topicsByPeer.get(peer);
    if (!topics) this.topicsByPeer.set(peer, (topics = new Set()));
    topics.add(topic);
    return subscriptionId(peer.clientId, topic);
  }

  private removeSubscriber(topic: string, peer: RelayPeer): void {
    const set = this.subscribers.get(topic);
    set?.delete(peer);
    if (set && set.size === 0) this.subscribers.delete(topic);
  }
}

const peerKey = (peer: RelayPeer) => `socket ${peer.socketId}`;
const topicKey = (topic: string) => `topic ${topic}`;

/**
 * What a request must be ordered against (see KeyedSerialQueue): its socket's other requests, and
 * the other work on the topics it names. Params it cannot read yet key on the socket alone: the
 * handler refuses them, in order.
 */
function workKeys(peer: RelayPeer, method: string, rawParams: unknown): string[] {
  const params = (typeof rawParams === 'object' && rawParams !== null ? rawParams : {}) as Record<
    string,
    unknown
  >;
  const entries = (field: string, topicField: string) =>
    Array.isArray(params[field])
      ? (params[field] as unknown[]).map((entry) =>
          typeof entry === 'object' && entry !== null
            ? (entry as Record<string, unknown>)[topicField]
            : undefined,
        )
      : [];
  const named: unknown[] = [
    params['topic'],
    params['pairingTopic'],
    params['sessionTopic'],
    ...(Array.isArray(params['topics']) ? params['topics'] : []),
    ...entries('subscriptions', 'topic'),
    ...entries('messages', 'topic'),
  ];
  const topics = named.filter((topic): topic is string => typeof topic === 'string');
  return [peerKey(peer), ...topics.map(topicKey)];
}

/** Stable per client and topic, so a client that resubscribes after a reconnect keeps its id. */
export function subscriptionId(clientId: string, topic: string): string {
  return createHash('sha256').update(`${clientId}\n${topic}`).digest('hex');
}

/** Tells envelopes of one topic apart (as the mailbox does: a repeat is the same message). */
function envelopeHash(message: RelayMessage): string {
  return createHash('sha256').update(message.message).digest('hex');
}

function toWire(message: RelayMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation ? { attestation: message.attestation } : {}),
  };
}
