import { createServer, Socket, type Server } from 'node:net';

/** A TCP relay in front of a server (PostgreSQL, Redis) that a test can cut and restore, like a network outage. */
export function relayTo(target: URL, defaultPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || defaultPort), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    /** Drops every open connection and refuses new ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
}
