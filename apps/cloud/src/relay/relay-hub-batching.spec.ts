import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { RelayHub } from './relay-hub';
import { RelayMailbox } from './relay-mailbox';
import type { RelayPeer } from './relay-peer';

/** A socket as the hub sees it, keeping what the hub sent it. */
function peer(clientId: string): RelayPeer & { received: string[] } {
  const received: string[] = [];
  return {
    socketId: `socket-${clientId}`,
    clientId,
    received,
    send(payload) {
      const data = (payload as { params?: { data?: { message?: string } } }).params?.data;
      if (data?.message !== undefined) received.push(data.message);
    },
  };
}

describe.each(DIALECTS)('RelayHub publishes on %s', (dialect) => {
  const databases = useTestDatabases(dialect);
  const openHub = async () => {
    const committed: number[] = [];
    const mailbox = await RelayMailbox.open((await databases.open()).database, undefined, {
      committed: ({ publishes }) => committed.push(publishes),
    });
    return { hub: new RelayHub(() => 0, mailbox), committed };
  };

  it('share one transaction when several sockets publish at once', async () => {
    const { hub, committed } = await openHub();
    const publishers = ['a', 'b', 'c', 'd', 'e'].map(peer);
    await Promise.all(
      publishers.map((from, index) =>
        hub.handle(from, 'irn_publish', { topic: `topic-${index}`, message: `from ${index}` }),
      ),
    );
    expect(committed).toEqual([5]);
  });

  it('deliver and store a socket’s publishes to one topic in the order sent', async () => {
    const { hub } = await openHub();
    const wallet = peer('wallet');
    const dapp = peer('dapp');
    await hub.handle(wallet, 'irn_subscribe', { topic: 't' });
    const sent = Array.from({ length: 20 }, (_, index) => `m${index}`);
    // Not awaited one by one: the socket's requests are all in the hub at once.
    await Promise.all(
      sent.map((message) => hub.handle(dapp, 'irn_publish', { topic: 't', message })),
    );
    expect(wallet.received).toEqual(sent);
    const late = peer('late');
    const subscribed = await hub.handle(late, 'irn_subscribe', { topic: 't' });
    subscribed.after?.();
    expect(late.received).toEqual(sent);
  });
});
