import { createServer } from 'node:http';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import jwt from 'jsonwebtoken';
import { createClient } from 'redis';
import { io as connectClient, type Socket } from 'socket.io-client';
import * as getUserWithToken from '@/app/api/accountImport/getUserWithToken/route';
import * as logoutRoute from '@/app/api/accountImport/logoutEverywhere/route';
import * as recoverRequest from '@/app/api/accountImport/recoverPassword/[email]/route';
import * as recover from '@/app/api/accountImport/recoverPassword/route';
import * as rolesRoute from '@/app/api/admin/users/[id]/roles/route';
import { PEER_HEADER } from '@/lib/auth/rate-limit';
import { env, resetEnvCache } from '@/lib/env';
import { messages as m } from '@/lib/messages';
import { User } from '@/models/User';
import { call } from '@/scripts/test-support/http';
import { codeIn, startMailCatcher } from '@/scripts/test-support/smtp';
import { attachRealtime, closeRealtime, emitToRoom, emitToUser, SOCKET_CAPS, SOCKET_EVENT_LIMITS } from './server';
import { ADMINS_ROOM, SOCKET_EVENTS } from './events';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { useRealtimeServer } from '@/scripts/test-support/realtime';
import { redisBinary, startRedis } from '@/scripts/test-support/redis';

jest.setTimeout(60_000);

function connected(socket: Socket): Promise<boolean> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });
}

/** Whether `socket` receives `event` within a short wait. */
function receives(socket: Socket, event: string): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 400);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('realtime rooms', () => {
  useTestDatabase();
  const realtime = useRealtimeServer();
  const open = realtime.open;

  test("a socket with the user's token joins that user's room and receives its events", async () => {
    const { user, token } = await createUser();
    const socket = open(token);
    expect(await connected(socket)).toBe(true);
    socket.emit(SOCKET_EVENTS.addUser, { userId: String(user._id) });
    await settle();
    const received = receives(socket, SOCKET_EVENTS.orderUpdated);
    emitToUser(String(user._id), SOCKET_EVENTS.orderUpdated, { orderId: 'x' });
    expect(await received).toBe(true);
  });

  test("announcing another user's id, or having no token, joins nothing", async () => {
    const victim = await createUser();
    const attacker = await createUser();
    const withOtherToken = open(attacker.token);
    const anonymous = open();
    await Promise.all([connected(withOtherToken), connected(anonymous)]);
    for (const socket of [withOtherToken, anonymous]) socket.emit(SOCKET_EVENTS.addUser, { userId: String(victim.user._id) });
    await settle();
    const heard = Promise.all([receives(withOtherToken, SOCKET_EVENTS.orderUpdated), receives(anonymous, SOCKET_EVENTS.orderUpdated)]);
    emitToUser(String(victim.user._id), SOCKET_EVENTS.orderUpdated, { secret: true });
    expect(await heard).toEqual([false, false]);
  });

  test('only order admins join the admins room', async () => {
    const admin = await createUser({ isImportAdmin: true });
    const buyer = await createUser();
    const adminSocket = open(admin.token);
    const buyerSocket = open(buyer.token);
    await Promise.all([connected(adminSocket), connected(buyerSocket)]);
    adminSocket.emit(SOCKET_EVENTS.addUser, { userId: String(admin.user._id) });
    buyerSocket.emit(SOCKET_EVENTS.addUser, { userId: String(buyer.user._id) });
    await settle();
    const heard = Promise.all([receives(adminSocket, SOCKET_EVENTS.orderCreated), receives(buyerSocket, SOCKET_EVENTS.orderCreated)]);
    emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.orderCreated, { orderId: 'y' });
    expect(await heard).toEqual([true, false]);
  });

  test('a handshake from a foreign Origin is refused', async () => {
    const { token } = await createUser();
    expect(await connected(open(token, 'https://evil.example'))).toBe(false);
  });

  test("a socket with an invalid token joins nothing, and no socket can remove another user's", async () => {
    const victim = await createUser();
    const attacker = await createUser();
    const victimId = String(victim.user._id);
    const forged = jwt.sign({ sub: victimId, id: victimId, _id: victimId }, 'otro-secreto');
    const victimSocket = open(victim.token);
    const others = [open('no-es-un-token'), open(forged), open(attacker.token), open()];
    await Promise.all([victimSocket, ...others].map(connected));
    victimSocket.emit(SOCKET_EVENTS.addUser, { userId: victimId });
    for (const socket of others) {
      socket.emit(SOCKET_EVENTS.addUser, { userId: victimId });
      socket.emit(SOCKET_EVENTS.removeUser, { userId: victimId });
    }
    await settle();
    const heard = Promise.all([victimSocket, ...others].map((socket) => receives(socket, SOCKET_EVENTS.orderUpdated)));
    emitToUser(victimId, SOCKET_EVENTS.orderUpdated, { secret: true });
    expect(await heard).toEqual([true, false, false, false, false]);
  });

  test('an event flood from one socket is throttled, then cut off, without the server keeping memory; others are still served', async () => {
    const flooder = await createUser();
    const bystander = await createUser();
    const flooderId = String(flooder.user._id);
    const socket = open(flooder.token);
    const calm = open(bystander.token);
    await Promise.all([connected(socket), connected(calm)]);
    calm.emit(SOCKET_EVENTS.addUser, { userId: String(bystander.user._id) });
    const serverSocketId = (await realtime.io.fetchSockets()).find((s) => s.data.userId === flooderId)!.id;
    let joins = 0;
    realtime.io.of('/').adapter.on('join-room', (_room: string, id: string) => (id === serverSocketId ? (joins += 1) : undefined));
    const gc = () => {
      v8.setFlagsFromString('--expose-gc');
      (vm.runInNewContext('gc') as () => void)();
    };
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const cutOff = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const started = Date.now();
    const FLOOD = 20_000;
    // Alternating join and leave: each event the server lets through shows as one room change.
    for (let i = 0; i < FLOOD; i++) socket.emit(i % 2 ? SOCKET_EVENTS.removeUser : SOCKET_EVENTS.addUser, { userId: flooderId, filler: 'x'.repeat(200) });
    expect(await cutOff).toBe('io server disconnect');
    const seconds = (Date.now() - started) / 1000;
    await settle();
    gc();
    const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
    expect(joins).toBeLessThanOrEqual(SOCKET_EVENT_LIMITS.burst + Math.ceil(seconds * SOCKET_EVENT_LIMITS.perSecond));
    expect(grownMb).toBeLessThan(15);
    const heard = receives(calm, SOCKET_EVENTS.orderUpdated);
    emitToUser(String(bystander.user._id), SOCKET_EVENTS.orderUpdated, { orderId: 'z' });
    expect(await heard).toBe(true);
  });
});

/** Resolves with the reason once `socket` is disconnected, or 'still connected' after a short wait. */
function disconnection(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), 1000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

const roles = (superToken: string, userId: string, body: Record<string, boolean>) =>
  call(rolesRoute.PATCH, { url: `/api/admin/users/${userId}/roles`, method: 'PATCH', token: superToken, body, params: { id: userId } });
const logoutEverywhere = (token: string, body: unknown) =>
  call<{ message: string }>(logoutRoute.POST, { url: '/api/accountImport/logoutEverywhere', method: 'POST', token, body });
const profile = (token: string) => call<{ token: string }>(getUserWithToken.GET, { url: '/api/accountImport/getUserWithToken', token });

describe('open sockets follow the rights of their user (decisions 19.2 and 19.9)', () => {
  useTestDatabase();
  const realtime = useRealtimeServer();
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(() => mail.stop());

  test('an order admin whose role is removed stops hearing the admins room at once, and joining again does not bring it back', async () => {
    const boss = await createUser({ isSuperAdmin: true });
    const b = await createUser();
    const bId = String(b.user._id);
    expect((await roles(boss.token, bId, { isImportAdmin: true })).status).toBe(200);
    const socket = await realtime.joined(bId, b.token);
    const before = receives(socket, SOCKET_EVENTS.newMessage);
    emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.newMessage, { text: 'mensaje de un comprador' });
    expect(await before).toBe(true);

    expect((await roles(boss.token, bId, { isImportAdmin: false })).status).toBe(200);
    await settle();
    const after = receives(socket, SOCKET_EVENTS.newMessage);
    emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.newMessage, { text: 'otro mensaje' });
    expect(await after).toBe(false);
    socket.emit(SOCKET_EVENTS.addUser, { userId: bId });
    await settle();
    const rejoined = Promise.all([receives(socket, SOCKET_EVENTS.newMessage), receives(socket, SOCKET_EVENTS.orderUpdated)]);
    emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.newMessage, { text: 'tercer mensaje' });
    emitToUser(bId, SOCKET_EVENTS.orderUpdated, { orderId: 'suyo' });
    expect(await rejoined).toEqual([false, true]); // still a buyer: their own room stays
  });

  test('a password change disconnects the user’s open sockets, and the old token opens no new one', async () => {
    const { user, token } = await createUser();
    const socket = await realtime.joined(user._id, token);
    const asked = await call<{ code: string }>(recoverRequest.GET, { url: `/api/accountImport/recoverPassword/${user.email}`, params: { email: user.email } });
    const verified = await call<{ resetToken: string }>(recover.POST, {
      url: '/api/accountImport/recoverPassword',
      body: { code: asked.body.code, emailCode: codeIn(mail.lastTo(user.email)) },
    });
    const cut = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(
      (
        await call(recover.PATCH, {
          url: '/api/accountImport/recoverPassword',
          method: 'PATCH',
          body: { email: user.email, password: 'NuevaClave9', resetToken: verified.body.resetToken },
        })
      ).status,
    ).toBe(200);
    expect(await cut).toBe('io server disconnect');
    expect(await connected(realtime.open(token))).toBe(false);
  });

  test('logout everywhere needs confirm: true, then ends every token of the user on HTTP and sockets, and their open sockets', async () => {
    const { user, token } = await createUser();
    const other = await createUser();
    const sockets = [await realtime.joined(user._id, token), await realtime.joined(user._id, token)];
    const bystander = await realtime.joined(other.user._id, other.token);
    const renewed = (await profile(token)).body.token;

    const unconfirmed = await logoutEverywhere(token, {});
    expect(unconfirmed.status).toBe(400);
    expect((await profile(token)).status).toBe(200);

    const cuts = sockets.map(disconnection);
    const bystanderCut = disconnection(bystander);
    const ended = await logoutEverywhere(token, { confirm: true });
    expect(ended).toMatchObject({ status: 200, body: { message: m.account.loggedOutEverywhere } });
    expect(await Promise.all(cuts)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await bystanderCut).toBe('still connected');
    for (const old of [token, renewed]) {
      expect((await profile(old)).status).toBe(401);
      expect(await connected(realtime.open(old))).toBe(false);
    }
  });
});

describe('handshakes and socket caps (decision 19.10)', () => {
  useTestDatabase();
  const realtime = useRealtimeServer();

  test('a handshake without a valid token is refused before the database is read', async () => {
    const { user } = await createUser();
    const id = String(user._id);
    const read = jest.spyOn(User, 'findById');
    try {
      const refused = [
        realtime.open(),
        realtime.open('no-es-un-token'),
        realtime.open(jwt.sign({ sub: id, ver: 0 }, 'otro-secreto')),
        realtime.open(jwt.sign({ sub: id, ver: 0, ses: Math.floor(Date.now() / 1000) - 31 * 86_400 }, env().JWT_SECRET)),
      ];
      expect(await Promise.all(refused.map(connected))).toEqual([false, false, false, false]);
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  test(`one user opens at most ${SOCKET_CAPS.perUser} sockets at once; closing one makes room`, async () => {
    const { token } = await createUser();
    const sockets = Array.from({ length: SOCKET_CAPS.perUser }, () => realtime.open(token));
    expect((await Promise.all(sockets.map(connected))).every(Boolean)).toBe(true);
    expect(await connected(realtime.open(token))).toBe(false);
    const gone = new Promise((resolve) => sockets[0].once('disconnect', resolve));
    sockets[0].close();
    await gone;
    await settle();
    expect(await connected(realtime.open(token))).toBe(true);
  });
});

const outward = nonLoopbackIPv4();
(outward ? describe : describe.skip)(`sockets per network address, from ${outward ?? 'no non-loopback address on this machine'} (decision 19.10)`, () => {
  useTestDatabase();
  const realtime = useRealtimeServer({ hostname: outward ?? '127.0.0.1' });

  test(`one address opens at most ${SOCKET_CAPS.perAddress} sockets, whatever users and forwarding headers it claims`, async () => {
    const users = await Promise.all(Array.from({ length: Math.ceil(SOCKET_CAPS.perAddress / SOCKET_CAPS.perUser) + 1 }, () => createUser()));
    const sockets = Array.from({ length: SOCKET_CAPS.perAddress }, (_, i) => realtime.open(users[i % (users.length - 1)].token));
    expect((await Promise.all(sockets.map(connected))).every(Boolean)).toBe(true);
    const last = users[users.length - 1].token;
    expect(await connected(realtime.open(last))).toBe(false);
    const forged = connectClient(realtime.url, {
      auth: { token: last },
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': '203.0.113.9', [PEER_HEADER]: '203.0.113.9' },
    });
    expect(await connected(forged)).toBe(false);
    forged.close();
    for (const socket of sockets) socket.close();
    await settle();
  });

  test('behind a trusted proxy (TRUST_PROXY) each forwarded client has its own cap, as its HTTP requests do', async () => {
    process.env.TRUST_PROXY = '1';
    resetEnvCache();
    try {
      const users = await Promise.all(Array.from({ length: Math.ceil(SOCKET_CAPS.perAddress / SOCKET_CAPS.perUser) + 2 }, () => createUser()));
      const from = (address: string, token: string) =>
        connectClient(realtime.url, { auth: { token }, transports: ['websocket'], reconnection: false, extraHeaders: { 'x-forwarded-for': address } });
      const sockets = Array.from({ length: SOCKET_CAPS.perAddress }, (_, i) => from('203.0.113.1', users[i % (users.length - 2)].token));
      expect((await Promise.all(sockets.map(connected))).every(Boolean)).toBe(true);
      const sameClient = from('203.0.113.1', users[users.length - 2].token);
      expect(await connected(sameClient)).toBe(false);
      const otherClient = from('203.0.113.2', users[users.length - 1].token);
      expect(await connected(otherClient)).toBe(true);
      for (const socket of [...sockets, sameClient, otherClient]) socket.close();
      await settle();
    } finally {
      delete process.env.TRUST_PROXY;
      resetEnvCache();
    }
  });
});

(redisBinary ? describe : describe.skip)('revocations reach sockets held by another process through the Redis adapter (decision 19.2)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let redisUrl: string;
  beforeAll(async () => {
    redis = await startRedis();
    redisUrl = redis.url;
  });
  useTestDatabase();
  // Two store processes sharing rooms: the second one attached is the one the store code emits through.
  const holder = useRealtimeServer({ redisUrl: () => redisUrl });
  useRealtimeServer({ redisUrl: () => redisUrl });
  // Declared after the servers' own afterAll (jest runs them in this order): their Redis clients have
  // quit first (closeRealtime waits for it). Stopped before, the clients' reconnect errors came after
  // the file's tests were done.
  afterAll(() => {
    redis.stop();
  });

  test('a role removed and a logout everywhere on one process act on the socket open on the other', async () => {
    const boss = await createUser({ isSuperAdmin: true });
    const b = await createUser();
    const bId = String(b.user._id);
    await roles(boss.token, bId, { isImportAdmin: true });
    const socket = await holder.joined(bId, b.token);
    const heard = receives(socket, SOCKET_EVENTS.newMessage);
    emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.newMessage, { text: 'por Redis' });
    expect(await heard).toBe(true);

    await roles(boss.token, bId, { isImportAdmin: false });
    await settle();
    const after = receives(socket, SOCKET_EVENTS.newMessage);
    emitToRoom(ADMINS_ROOM, SOCKET_EVENTS.newMessage, { text: 'ya no' });
    expect(await after).toBe(false);

    const cut = disconnection(socket);
    expect((await logoutEverywhere(b.token, { confirm: true })).status).toBe(200);
    expect(await cut).toBe('io server disconnect');
  });
});

(redisBinary ? describe : describe.skip)('closing a server that shares its rooms through Redis', () => {
  test('resolves once its Redis clients have quit, even while Redis is slow to answer', async () => {
    const redis = await startRedis();
    const watcher = createClient({ url: redis.url });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await watcher.connect();
      const connections = async () =>
        String(await watcher.sendCommand(['CLIENT', 'LIST']))
          .trim()
          .split('\n').length;
      const http = createServer();
      const io = await attachRealtime(http, { redisUrl: redis.url });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
      expect(await connections()).toBe(3);
      // A loaded machine's Redis: nothing is answered for 300 ms, the clients' QUIT included.
      await watcher.sendCommand(['CLIENT', 'PAUSE', '300', 'ALL']);
      await closeRealtime(io);
      expect(await connections()).toBe(1);
      // So Redis may stop right away: no client of the closed server is left to reconnect and log.
      await watcher.quit();
      redis.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      if (watcher.isOpen) await watcher.quit();
      redis.stop();
    }
  });
});

function nonLoopbackIPv4(): string | null {
  for (const entries of Object.values(os.networkInterfaces())) {
    const found = entries?.find((entry) => entry.family === 'IPv4' && !entry.internal);
    if (found) return found.address;
  }
  return null;
}
