import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import * as orders from '@/app/api/orders/route';
import { signToken } from '@/lib/auth/token';
import { attachRealtime } from '@/lib/realtime/server';
import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, postOrder } from '@/scripts/test-support/orders';

jest.setTimeout(60_000);

/*
 * The seller's /delivers screen reloads when the server says so: a real Socket.IO server, the
 * sellers' sockets in their own rooms, and real order calls (create, an order admin's status change).
 */
let http: HttpServer;
let io: Server;
let url: string;
const sockets: Socket[] = [];

/** A signed-in socket that joined its user's room. */
async function joined(user: { _id: unknown }, token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.emit(SOCKET_EVENTS.addUser, { userId: String(user._id) });
  await new Promise((resolve) => setTimeout(resolve, 150));
  return socket;
}

/** Every deliveriesChanged payload `socket` hears from now on. */
function heard(socket: Socket): unknown[] {
  const payloads: unknown[] = [];
  socket.on(SOCKET_EVENTS.deliveriesChanged, (payload: unknown) => payloads.push(payload));
  return payloads;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('deliveriesChanged reaches the sellers of an order', () => {
  useTestDatabase();
  beforeAll(async () => {
    http = createServer();
    io = await attachRealtime(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  test('a new order tells each of its sellers once, and nobody else; a status change by an order admin tells them again', async () => {
    const [sellerA, sellerB, sellerC] = await Promise.all([createSeller(), createSeller(), createSeller()]);
    const products = await Promise.all([
      createProduct(sellerA, { name: 'Cafetera', fastDelivery: true }),
      createProduct(sellerA, { name: 'Tostadora', fastDelivery: true }),
      createProduct(sellerB, { name: 'Ventilador', fastDelivery: true }),
    ]);
    const token = (seller: { _id: unknown; sessionVersion?: number | null }) => signToken(String(seller._id), seller.sessionVersion ?? 0);
    const [a, b, c] = await Promise.all([joined(sellerA, token(sellerA)), joined(sellerB, token(sellerB)), joined(sellerC, token(sellerC))]);
    const [toA, toB, toC] = [heard(a), heard(b), heard(c)];

    const buyer = await createBuyer(products.map((p) => ({ product: p._id, count: 1 })));
    const created = await postOrder(buyer.token);
    expect(created.status).toBe(200);
    await settle();
    const payload = { orderId: created.body.orderId, orderNumber: created.body.orderNumber };
    expect([toA, toB, toC]).toEqual([[payload], [payload], []]);

    const admin = await createUser({ isImportAdmin: true });
    const changed = await call(orders.PATCH, { url: '/api/orders', method: 'PATCH', token: admin.token, body: { _id: created.body.orderId, newStatus: 'Confirmado', paymentObservation: 'Efectivo' } });
    expect(changed.status).toBe(200);
    await settle();
    expect([toA, toB, toC]).toEqual([[payload, payload], [payload, payload], []]);
  });
});
