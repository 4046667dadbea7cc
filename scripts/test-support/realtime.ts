import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { attachRealtime, closeRealtime } from '@/lib/realtime/server';
import { SOCKET_EVENTS } from '@/lib/realtime/events';

export type RealtimeServer = {
  /** The Socket.IO server (set once beforeAll ran). */
  readonly io: Server;
  /** Where clients connect, http://127.0.0.1:<free port>. */
  readonly url: string;
  /** A client socket, with the user's token and a request Origin when given; closed after the tests. */
  open(token?: string, origin?: string): Socket;
  /** A signed-in socket that connected and joined its user's room, as the browser does. */
  joined(userId: unknown, token: string): Promise<Socket>;
};

/**
 * The store's real Socket.IO server on a free local port for the calling describe block: started in
 * beforeAll, closed (with every client socket it handed out) in afterAll. `hostname` is the address
 * it listens on and clients call (a non-loopback one makes the per-address caps apply);
 * `redisUrl` shares its rooms through the Redis adapter, as several store processes do.
 */
export function useRealtimeServer({ hostname = '127.0.0.1', redisUrl }: { hostname?: string; redisUrl?: () => string | undefined } = {}): RealtimeServer {
  let http: HttpServer;
  let io: Server;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    http = createServer();
    io = await attachRealtime(http, { redisUrl: redisUrl?.() });
    await new Promise<void>((resolve) => http.listen(0, hostname, () => resolve()));
    url = `http://${hostname}:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await closeRealtime(io);
  });

  const open = (token?: string, origin?: string): Socket => {
    const socket = connectClient(url, { auth: token ? { token } : {}, transports: ['websocket'], extraHeaders: origin ? { origin } : {}, reconnection: false });
    sockets.push(socket);
    return socket;
  };

  return {
    get io() {
      return io;
    },
    get url() {
      return url;
    },
    open,
    async joined(userId, token) {
      const socket = open(token);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      socket.emit(SOCKET_EVENTS.addUser, { userId: String(userId) });
      // The server joins the room asynchronously; give it a moment before anything is emitted.
      await new Promise((resolve) => setTimeout(resolve, 150));
      return socket;
    },
  };
}
