import type { Socket } from 'socket.io-client';
import * as orders from '@/app/api/orders/route';
import { signToken } from '@/lib/auth/token';
import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createCategory, createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, postOrder } from '@/scripts/test-support/orders';
import { useRealtimeServer } from '@/scripts/test-support/realtime';

jest.setTimeout(60_000);

/*
 * The seller's /delivers screen reloads when the server says so: a real Socket.IO server, the
 * sellers' sockets in their own rooms, and real order calls (create, an order admin's status change).
 */
/** Every deliveriesChanged payload `socket` hears from now on. */
function heard(socket: Socket): unknown[] {
  const payloads: unknown[] = [];
  socket.on(SOCKET_EVENTS.deliveriesChanged, (payload: unknown) => payloads.push(payload));
  return payloads;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('deliveriesChanged reaches the sellers of an order', () => {
  useTestDatabase();
  const realtime = useRealtimeServer();

  test('a new order tells each of its sellers once, and nobody else; a status change by an order admin tells them again', async () => {
    const [sellerA, sellerB, sellerC] = await Promise.all([createSeller(), createSeller(), createSeller()]);
    // One category up front: parallel upserts of the same category name collide on its unique index.
    await createCategory();
    const products = await Promise.all([
      createProduct(sellerA, { name: 'Cafetera', fastDelivery: true }),
      createProduct(sellerA, { name: 'Tostadora', fastDelivery: true }),
      createProduct(sellerB, { name: 'Ventilador', fastDelivery: true }),
    ]);
    const token = (seller: { _id: unknown; sessionVersion?: number | null }) => signToken(String(seller._id), seller.sessionVersion ?? 0);
    const [a, b, c] = await Promise.all([sellerA, sellerB, sellerC].map((seller) => realtime.joined(seller._id, token(seller))));
    const [toA, toB, toC] = [heard(a), heard(b), heard(c)];

    const buyer = await createBuyer(products.map((p) => ({ product: p._id, count: 1 })));
    const created = await postOrder(buyer.token);
    expect(created.status).toBe(200);
    await settle();
    const payload = { orderId: created.body.orderId, orderNumber: created.body.orderNumber };
    expect([toA, toB, toC]).toEqual([[payload], [payload], []]);

    const admin = await createUser({ isImportAdmin: true });
    const changed = await call(orders.PATCH, {
      url: '/api/orders',
      method: 'PATCH',
      token: admin.token,
      body: { _id: created.body.orderId, newStatus: 'Confirmado', paymentObservation: 'Efectivo' },
    });
    expect(changed.status).toBe(200);
    await settle();
    expect([toA, toB, toC]).toEqual([[payload, payload], [payload, payload], []]);
  });
});
