import cluster from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { env } from '../env';
import { loadViewer, type Viewer } from '../auth/guard';
import { can } from '../auth/roles';
import { isLocalAddress } from '../auth/rate-limit';
import { clientAddressFrom, limitAddress } from '../http/client-address';
import { verifyToken } from '../auth/token';
import { ADMINS_ROOM, SOCKET_EVENTS, userRoom, userSocketsRoom } from './events';
import { openSocketSlot } from './socket-slots';
import { globalSlot } from '../global-slot';

type RealtimeSlot = { io?: Server };
// Read on each use: a test may put its own server in the slot (lib/selling/delivers.int.test.ts).
const realtime = () => globalSlot<RealtimeSlot>('__importaRealtime', () => ({}));

/** Open sockets allowed at once per network address (loopback excepted) and per user, across every process of the store (lib/realtime/socket-slots.ts). */
export const SOCKET_CAPS = { perAddress: 30, perUser: 10 };

/**
 * The handshake's network address, computed as the custom server computes an HTTP request's
 * (TRUST_PROXY decides whether X-Forwarded-For is read; an IPv6 client counts as its /64): its request handler never sees
 * Socket.IO's requests, and a client-sent PEER_HEADER is never read.
 */
function handshakeAddress(headers: Record<string, string | string[] | undefined>, peer: string | undefined): string {
  return limitAddress(clientAddressFrom(peer, headers['x-forwarded-for'], env().TRUST_PROXY));
}

/**
 * The transports a socket may use. Long polling sends one client's requests over several connections,
 * which node:cluster (and a load balancer between hosts) may hand to different processes, where the
 * session is unknown: so where other processes serve the same store, only WebSocket, whose one
 * connection stays with the process that opened it. The client tries WebSocket first.
 */
export function socketTransports({ sharedWithOtherProcesses }: { sharedWithOtherProcesses: boolean }): ('polling' | 'websocket')[] {
  return sharedWithOtherProcesses ? ['websocket'] : ['polling', 'websocket'];
}

/**
 * Attach Socket.IO to the custom server. A handshake without a valid token is refused before the
 * database is read (visitors open no socket: components/realtime/socket-client.ts), and sockets
 * are capped per address and per user. A socket may join only its own user's room, and the admins'
 * room while its user is an order admin, checked again on every join. Each socket also sits in its
 * user's userSocketsRoom, through which revocations reach it. Rooms are shared across processes:
 * with REDIS_URL (or `redisUrl`) through Redis, on every host; in a worker of `npm start`'s
 * cluster through the primary (its setupPrimary, scripts/server/cluster-primary.ts).
 */
export async function attachRealtime(httpServer: HttpServer, options: { redisUrl?: string } = {}): Promise<Server> {
  const redisUrl = options.redisUrl ?? env().REDIS_URL;
  const io = new Server(httpServer, {
    serveClient: false,
    transports: socketTransports({ sharedWithOtherProcesses: cluster.isWorker || Boolean(redisUrl) }),
    maxHttpBufferSize: 16_384,
    // Browsers always send Origin on a WebSocket handshake: refuse pages of other sites.
    allowRequest: (req, callback) => callback(null, isSameOrigin(req.headers.origin, req.headers.host)),
  });
  await shareRooms(io, redisUrl);
  // Each admitted socket's token, read again on every join request.
  const tokens = new WeakMap<object, string>();
  io.use(admitSocket(tokens));
  io.on('connection', (socket) => serveSocket(socket, tokens));
  realtime().io = io;
  return io;
}

/** Each server's Redis clients, quit by closeRealtime once the adapter has unsubscribed. */
const redisQuits = new WeakMap<Server, () => Promise<unknown>>();

/**
 * Close a server from attachRealtime: its sockets, its HTTP server, then its Redis clients, resolved
 * once they have quit. Quitting on the HTTP server's 'close' event without waiting let a caller stop
 * Redis under clients still quitting, which then reconnected and logged after their tests were done.
 */
export async function closeRealtime(io: Server): Promise<void> {
  await new Promise<void>((resolve) => io.close(() => resolve()));
  await redisQuits.get(io)?.();
}

/** Rooms shared with the store's other processes: through Redis with `redisUrl`, else through the cluster's primary in a worker. */
async function shareRooms(io: Server, redisUrl: string | undefined): Promise<void> {
  if (redisUrl) {
    const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    // Redis dropping the line is reported here while the clients connect again (without a listener
    // the adapter warns of a missing handler instead), as the bus does for its own (lib/cluster/bus.ts).
    for (const client of [pub, sub]) client.on('error', (error: unknown) => console.error('[realtime] redis', error));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisQuits.set(io, () => Promise.allSettled([pub.quit(), sub.quit()]));
  } else if (cluster.isWorker) {
    const { createAdapter } = await import('@socket.io/cluster-adapter');
    io.adapter(createAdapter());
  }
}

/** The handshake's token, or null when the client sent none (or not as text). */
export function handshakeToken(auth: unknown): string | null {
  const token = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
  return typeof token === 'string' ? token : null;
}

/**
 * The handshake's middleware: a valid token first (before the database is read), then a slot
 * under the caps, then the viewer loaded; the socket joins its user's userSocketsRoom.
 */
function admitSocket(tokens: WeakMap<object, string>): Parameters<Server['use']>[0] {
  return (socket, next) => {
    const token = handshakeToken(socket.handshake.auth);
    const claims = verifyToken(token);
    if (!claims) return next(new Error('unauthorized'));
    const address = handshakeAddress(socket.handshake.headers, socket.request.socket.remoteAddress);
    // The store's own machine (a local proxy, every test) is left to the per-user cap, as for HTTP.
    openSocketSlot(socket.id, claims.sub, isLocalAddress(address) ? null : address, SOCKET_CAPS).then(
      (release) => {
        if (!release) return next(new Error('too many sockets'));
        socket.on('disconnect', release);
        socket.conn.once('close', release); // a client gone before the handshake ended
        loadViewer(token).then(
          (viewer) => {
            if (!viewer) {
              release();
              return next(new Error('unauthorized'));
            }
            socket.data.userId = viewer._id;
            tokens.set(socket, token!);
            void socket.join(userSocketsRoom(viewer._id));
            next();
          },
          () => {
            release();
            next(new Error('unavailable'));
          },
        );
      },
      () => next(new Error('unavailable')),
    );
  };
}

/** True when an event's payload names the socket's own user (a socket may join or leave only its own rooms). */
export function isOwnPayload(payload: unknown, userId: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { userId?: unknown }).userId === userId && Boolean(userId);
}

/** An admitted socket: its events pass a token bucket, and it may join and leave its user's room and, while an order admin, the admins' room. */
function serveSocket(socket: Socket, tokens: WeakMap<object, string>): void {
  // A flood is dropped, and a socket that keeps flooding is cut off.
  const bucket = eventBucket();
  socket.use((_packet, next) => {
    const verdict = bucket.take();
    if (verdict === 'pass') next();
    else if (verdict === 'disconnect') socket.disconnect(true);
  });
  socket.on(SOCKET_EVENTS.addUser, (payload: unknown) => {
    if (!isOwnPayload(payload, socket.data.userId)) return;
    // Rights are read again: a role removed or a session ended since the handshake joins nothing.
    loadViewer(tokens.get(socket) ?? null).then(
      (viewer) => {
        if (!viewer) return void socket.disconnect(true);
        void socket.join(userRoom(viewer._id));
        if (can(viewer, 'orders:read-all')) void socket.join(ADMINS_ROOM);
        else void socket.leave(ADMINS_ROOM);
      },
      () => undefined,
    );
  });
  socket.on(SOCKET_EVENTS.removeUser, (payload: unknown) => {
    if (!isOwnPayload(payload, socket.data.userId)) return;
    void socket.leave(userRoom(socket.data.userId));
    void socket.leave(ADMINS_ROOM);
  });
}

/**
 * Ends every open socket of the user, on every process (through the adapter): after a password
 * change or a logout everywhere, their token is dead and so must its sockets be.
 */
export function disconnectUserSockets(userId: string): void {
  realtime().io?.in(userSocketsRoom(userId)).disconnectSockets(true);
}

/**
 * After a role change: the user's open sockets leave the rooms their roles no longer give (on every
 * process, through the adapter). Rooms gained are joined on the socket's next join request.
 */
export function applyRolesToSockets(user: NonNullable<Viewer>): void {
  if (!can(user, 'orders:read-all')) realtime().io?.in(userSocketsRoom(user._id)).socketsLeave(ADMINS_ROOM);
}

/** Events one socket may send at once, how fast the allowance refills, and how many drops end the socket. */
export const SOCKET_EVENT_LIMITS = { burst: 20, perSecond: 5, dropsBeforeDisconnect: 100 };

/**
 * A token bucket for one socket's incoming events: 'pass' while it has tokens, 'drop' when empty,
 * 'disconnect' once `dropsBeforeDisconnect` events were dropped. Constant memory whatever the flood.
 */
export function eventBucket(limits = SOCKET_EVENT_LIMITS, now: () => number = Date.now) {
  let tokens = limits.burst;
  let last = now();
  let dropped = 0;
  return {
    take(): 'pass' | 'drop' | 'disconnect' {
      const at = now();
      tokens = Math.min(limits.burst, tokens + ((at - last) / 1000) * limits.perSecond);
      last = at;
      if (tokens >= 1) {
        tokens -= 1;
        return 'pass';
      }
      dropped += 1;
      return dropped >= limits.dropsBeforeDisconnect ? 'disconnect' : 'drop';
    },
  };
}

/** Emit `event` to one user's sockets; does nothing where no server is attached (jest). */
export function emitToUser(userId: string, event: string, payload: unknown): void {
  realtime().io?.to(userRoom(userId)).emit(event, payload);
}

/** Emit `event` to a named room (for example the admins' room). */
export function emitToRoom(room: string, event: string, payload: unknown): void {
  realtime().io?.to(room).emit(event, payload);
}

/** Emit `event` once to every socket in any of `rooms` (a socket in two of them hears it once). */
export function emitToRooms(rooms: string[], event: string, payload: unknown): void {
  realtime().io?.to(rooms).emit(event, payload);
}

/** True when the user has an open socket in their room (on any process, through the adapter); false without a server. */
export async function isUserConnected(userId: string): Promise<boolean> {
  const io = realtime().io;
  if (!io) return false;
  return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
}

/** True when a handshake's Origin names the host it was sent to (or there is no Origin: not a browser). */
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
