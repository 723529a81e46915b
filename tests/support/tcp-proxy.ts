/**
 * A TCP proxy on loopback in front of a real server, which can turn into a black hole: connections are still
 * accepted but nothing is ever answered, on new and existing connections alike (a database behind a dead
 * network path, or a hung server).
 */
import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface TcpProxy {
  port: number;
  /** From now on, accept and never answer. */
  blackHole(): void;
  /** Needs no `this`: it can be handed on as a cleanup. */
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let holes = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    // Reading keeps the client's writes flowing; in a black hole they go nowhere and nothing comes back.
    if (holes) {
      client.resume();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    blackHole() {
      holes = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.removeAllListeners("data");
        socket.resume();
      }
      // Upstream sockets stay open but are no longer read from or written to.
      for (const socket of sockets) socket.removeAllListeners("close");
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
