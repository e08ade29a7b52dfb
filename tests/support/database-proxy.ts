import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a PostgreSQL server that a test can put in the states of an outage:
 *  - `silent()`: connections are accepted and nothing is answered, on new connections and on the
 *    open ones (what a paused or hung server, or a network dropping packets, looks like); what
 *    was sent is held, and delivered by `answer()`, as a resumed server would read it;
 *  - `stop()`: nothing listens and the open connections are cut (a stopped server);
 *  - `answer()`: forwards again (after `stop()`, listens again on the same port).
 */
export interface DatabaseProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string;
  silent(): void;
  stop(): Promise<void>;
  answer(): Promise<void>;
  close(): Promise<void>;
}

export async function databaseProxy(target: {
  host: string;
  port: number;
}): Promise<DatabaseProxy> {
  let holding = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();

  /** Forwards `from` to `to`, or holds what arrives while silent. */
  function relay(from: Socket, to: Socket) {
    from.on('data', (chunk) => {
      const send = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (holding) held.push(send);
      else send();
    });
  }

  function onConnection(client: Socket) {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    relay(client, upstream);
    relay(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  let server: Server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    port,
    url(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    silent() {
      holding = true;
    },
    async stop() {
      holding = false;
      held.length = 0;
      await closeServer();
    },
    async answer() {
      holding = false;
      for (const send of held.splice(0)) send();
      if (!server.listening) {
        server = createServer(onConnection);
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    close: closeServer,
  };
}
