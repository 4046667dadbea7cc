import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { env } from '../env';
import { verifyToken } from '../auth/token';
import { SOCKET_EVENTS, userRoom } from './events';

type RealtimeSlot = { io?: Server };
const slot = globalThis as typeof globalThis & { __importaRealtime?: RealtimeSlot };
slot.__importaRealtime ??= {};

/**
 * Attach Socket.IO to the custom server. A socket is authenticated from its handshake token and
 * may join only its own user's room. With REDIS_URL, rooms are shared across processes.
 */
export async function attachRealtime(httpServer: HttpServer): Promise<Server> {
  const io = new Server(httpServer, { serveClient: false, maxHttpBufferSize: 16_384 });
  const redisUrl = env().REDIS_URL;
  if (redisUrl) {
    const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
  }
  io.use((socket, next) => {
    const claims = verifyToken(typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null);
    socket.data.userId = claims?.sub ?? null;
    next();
  });
  io.on('connection', (socket) => {
    const own = (payload: unknown) =>
      typeof payload === 'object' && payload !== null && (payload as { userId?: unknown }).userId === socket.data.userId && socket.data.userId;
    socket.on(SOCKET_EVENTS.addUser, (payload: unknown) => {
      if (own(payload)) void socket.join(userRoom(socket.data.userId));
    });
    socket.on(SOCKET_EVENTS.removeUser, (payload: unknown) => {
      if (own(payload)) void socket.leave(userRoom(socket.data.userId));
    });
  });
  slot.__importaRealtime!.io = io;
  return io;
}

/** Emit `event` to one user's sockets; does nothing where no server is attached (jest). */
export function emitToUser(userId: string, event: string, payload: unknown): void {
  slot.__importaRealtime?.io?.to(userRoom(userId)).emit(event, payload);
}

/** Emit `event` to a named room (for example the admins' room). */
export function emitToRoom(room: string, event: string, payload: unknown): void {
  slot.__importaRealtime?.io?.to(room).emit(event, payload);
}
