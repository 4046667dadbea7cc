import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { env } from '../env';
import { loadViewer } from '../auth/guard';
import { can } from '../auth/roles';
import { ADMINS_ROOM, SOCKET_EVENTS, userRoom } from './events';

type RealtimeSlot = { io?: Server };
const slot = globalThis as typeof globalThis & { __importaRealtime?: RealtimeSlot };
slot.__importaRealtime ??= {};

/**
 * Attach Socket.IO to the custom server. A socket is authenticated from its handshake token and
 * may join only its own user's room. With REDIS_URL, rooms are shared across processes.
 */
export async function attachRealtime(httpServer: HttpServer): Promise<Server> {
  const io = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: 16_384,
    // Browsers always send Origin on a WebSocket handshake: refuse pages of other sites.
    allowRequest: (req, callback) => callback(null, isSameOrigin(req.headers.origin, req.headers.host)),
  });
  const redisUrl = env().REDIS_URL;
  if (redisUrl) {
    const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
  }
  io.use((socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    loadViewer(token).then(
      (viewer) => {
        socket.data.userId = viewer?._id ?? null;
        socket.data.isOrderAdmin = can(viewer, 'orders:read-all');
        next();
      },
      () => next(new Error('unavailable')),
    );
  });
  io.on('connection', (socket) => {
    // Each socket's events pass a token bucket: a flood is dropped, and a socket that keeps flooding is cut off.
    const bucket = eventBucket();
    socket.use((_packet, next) => {
      const verdict = bucket.take();
      if (verdict === 'pass') next();
      else if (verdict === 'disconnect') socket.disconnect(true);
    });
    const own = (payload: unknown) =>
      typeof payload === 'object' && payload !== null && (payload as { userId?: unknown }).userId === socket.data.userId && socket.data.userId;
    socket.on(SOCKET_EVENTS.addUser, (payload: unknown) => {
      if (!own(payload)) return;
      void socket.join(userRoom(socket.data.userId));
      if (socket.data.isOrderAdmin) void socket.join(ADMINS_ROOM);
    });
    socket.on(SOCKET_EVENTS.removeUser, (payload: unknown) => {
      if (!own(payload)) return;
      void socket.leave(userRoom(socket.data.userId));
      void socket.leave(ADMINS_ROOM);
    });
  });
  slot.__importaRealtime!.io = io;
  return io;
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
  slot.__importaRealtime?.io?.to(userRoom(userId)).emit(event, payload);
}

/** Emit `event` to a named room (for example the admins' room). */
export function emitToRoom(room: string, event: string, payload: unknown): void {
  slot.__importaRealtime?.io?.to(room).emit(event, payload);
}

/** Emit `event` once to every socket in any of `rooms` (a socket in two of them hears it once). */
export function emitToRooms(rooms: string[], event: string, payload: unknown): void {
  slot.__importaRealtime?.io?.to(rooms).emit(event, payload);
}

/** True when the user has an open socket in their room (on any process, through the adapter); false without a server. */
export async function isUserConnected(userId: string): Promise<boolean> {
  const io = slot.__importaRealtime?.io;
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
