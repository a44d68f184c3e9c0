import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  /** The port clients connect to instead of the target's. */
  readonly port: number;
  /** Connections made through the proxy so far. */
  connections(): number;
  /** Destroys every proxied connection and refuses new ones (the port is closed) until `restore`. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target`, for tests of a network that fails: put it
 * between a server and PostgreSQL, then cut it.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let made = 0;
  const server = createServer((client) => {
    made += 1;
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    // Either side ending or failing ends the other, as a broken network path would.
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const port = await listen(0);
  const destroyAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port,
    connections: () => made,
    async cut() {
      // close() waits for open connections, so it is not awaited before they are destroyed.
      const closed = stopListening();
      destroyAll();
      await closed;
    },
    async restore() {
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      destroyAll();
      await closed;
    },
  };
}
