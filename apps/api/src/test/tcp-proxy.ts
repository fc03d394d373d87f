import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** host:port clients connect to. */
  readonly port: number;
  /** Drops every open connection and refuses new ones, as a server that went away. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Holds every answer back with the connections open, as a server that hangs. */
  stall(): void;
  /** Delivers what was held back, and answers flow again. */
  resume(): void;
  close(): Promise<void>;
}

/** A TCP relay on 127.0.0.1 to `target`, to take a real server away from its clients and back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let stalled = false;
  const relay = (client: Socket) => {
    const upstream = createConnection(target);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    if (!stalled) upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    async restore() {
      server = createServer(relay);
      await listen(port);
    },
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) upstream.unpipe(client);
    },
    resume() {
      stalled = false;
      for (const { client, upstream } of pairs) upstream.pipe(client);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
