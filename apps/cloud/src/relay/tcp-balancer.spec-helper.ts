import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP load balancer in front of cloud instances, for tests: every new connection goes to the
 * current target port, `retarget` changes it (an instance taken out of rotation), connections
 * already open stay where they are. Loopback only.
 */
export async function startTcpBalancer(targetPort: number) {
  let target = targetPort;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    /** Sends new connections to `nextPort` from now on. */
    retarget(nextPort: number): void {
      target = nextPort;
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
