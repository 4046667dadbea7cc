import v8 from 'node:v8';
import vm from 'node:vm';
import jwt from 'jsonwebtoken';
import type { Socket } from 'socket.io-client';
import { emitToRoom, emitToUser, SOCKET_EVENT_LIMITS } from './server';
import { ADMINS_ROOM, SOCKET_EVENTS } from './events';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { useRealtimeServer } from '@/scripts/test-support/realtime';

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
