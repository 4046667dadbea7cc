import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, sellerAndRival } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import * as delivers from '@/app/api/delivers/route';
import * as deliverLine from '@/app/api/delivers/[orderId]/[lineId]/route';
import { messages } from '../messages';
import { SOCKET_EVENTS, userRoom } from '../realtime/events';
import { Order } from '@/models/Order';
import { insertOrder } from './test-orders';
import type { DeliveriesPage, DeliveryLineDto } from './dto';

withTestDatabase();

const t = messages.trackStatus;

/** A stand-in Socket.IO server in the slot lib/realtime/server.ts reads: records every emit. */
const emitted: { room: string; event: string; payload: unknown }[] = [];
beforeAll(() => {
  const io = { to: (room: string) => ({ emit: (event: string, payload: unknown) => emitted.push({ room, event, payload }) }) };
  (globalThis as { __importaRealtime?: { io?: unknown } }).__importaRealtime = { io };
});
afterAll(() => {
  (globalThis as { __importaRealtime?: { io?: unknown } }).__importaRealtime = {};
});

async function scene() {
  const { seller, rival, buyer, mine, theirs } = await sellerAndRival();
  const shared = await insertOrder({
    buyer: buyer._id,
    lines: [
      { product: mine._id, seller: seller.user._id, name: 'Olla', price: 25, count: 2 },
      { product: theirs._id, seller: rival.user._id, name: 'Batidora', price: 30, count: 1 },
    ],
  });
  const second = await insertOrder({ buyer: buyer._id, lines: [{ product: mine._id, seller: seller.user._id, name: 'Olla', price: 25, count: 1 }] });
  await insertOrder({ buyer: buyer._id, status: messages.orderStatus.cancelled, lines: [{ product: mine._id, seller: seller.user._id, price: 25, count: 9 }] });
  return { seller, rival, buyer, shared, second };
}

const patch = (token: string, orderId: string, lineId: string, body: unknown) =>
  call<DeliveryLineDto & { message?: string }>(deliverLine.PATCH, {
    url: `/api/delivers/${orderId}/${lineId}`,
    method: 'PATCH',
    token,
    body,
    params: { orderId, lineId },
  });

test('a seller sees only their own lines of orders not cancelled, and sets a line status the buyer hears about', async () => {
  const { seller, rival, buyer, shared, second } = await scene();
  const list = await call<DeliveriesPage>(delivers.GET, { url: '/api/delivers', token: seller.token });
  expect(list.status).toBe(200);
  expect(list.body.count).toBe(2);
  expect(list.body.lines.map((l) => [l.orderNumber, l.product.name, l.count])).toEqual([
    [second.orderNumber, 'Olla', 1],
    [shared.orderNumber, 'Olla', 2],
  ]);
  expect(list.body.statusCounts[t.checking]).toBe(2);

  const line = shared.lines[0];
  const answer = await patch(seller.token, String(shared._id), String(line._id), { currentStatus: t.sent, message: 'Sale mañana' });
  expect(answer.status).toBe(200);
  expect(answer.body.trackStatus).toEqual({ currentStatus: t.sent, message: 'Sale mañana' });
  const stored = await Order.findById(shared._id).lean();
  expect(stored!.lines.map((l) => l.trackStatus?.currentStatus)).toEqual([t.sent, t.checking]);
  expect(emitted).toContainEqual({
    room: userRoom(String(buyer._id)),
    event: SOCKET_EVENTS.orderUpdated,
    payload: expect.objectContaining({
      orderId: String(shared._id),
      lineId: String(line._id),
      trackStatus: { currentStatus: t.sent, message: 'Sale mañana' },
    }),
  });

  const sent = await call<DeliveriesPage>(delivers.GET, { url: `/api/delivers?status=${encodeURIComponent(t.sent)}`, token: seller.token });
  expect(sent.body.lines.map((l) => l.lineId)).toEqual([String(line._id)]);
  expect(sent.body.statusCounts).toMatchObject({ [t.sent]: 1, [t.checking]: 1 });

  // Another seller's line of the same order is refused, and so is an unknown status.
  expect((await patch(seller.token, String(shared._id), String(shared.lines[1]._id), { currentStatus: t.sent })).status).toBe(403);
  expect((await patch(rival.token, String(shared._id), String(line._id), { currentStatus: t.delivered })).status).toBe(403);
  expect((await patch(seller.token, String(shared._id), String(line._id), { currentStatus: 'Perdido' })).status).toBe(400);
  expect((await patch(seller.token, String(shared._id), '0123456789abcdef01234567', { currentStatus: t.sent })).status).toBe(404);
});

test("a cancelled order's lines cannot change", async () => {
  const seller = await createUser({ isImportCompany: true });
  const { user: buyer } = await createUser();
  const product = await createProduct(seller.user);
  const order = await insertOrder({
    buyer: buyer._id,
    status: messages.orderStatus.cancelled,
    lines: [{ product: product._id, seller: seller.user._id, price: 5, count: 1 }],
  });
  expect((await patch(seller.token, String(order._id), String(order.lines[0]._id), { currentStatus: t.sent })).status).toBe(409);
});

test("a delivered order's lines read Entregado on /delivers too, in the list, the tab counts and the filter, as on the order", async () => {
  const seller = await createUser({ isImportCompany: true });
  const { user: buyer } = await createUser();
  const product = await createProduct(seller.user, { name: 'Ramo de rosas' });
  // The order admin took it to Entregado; the seller never touched the line (still Chequeando Disponibilidad in the document).
  const order = await insertOrder({
    buyer: buyer._id,
    status: messages.orderStatus.delivered,
    lines: [{ product: product._id, seller: seller.user._id, name: 'Ramo de rosas', price: 24, count: 1 }],
  });
  expect((await Order.findById(order._id).lean())!.lines[0].trackStatus?.currentStatus).toBe(t.checking);

  const list = await call<DeliveriesPage>(delivers.GET, { url: '/api/delivers', token: seller.token });
  expect(list.body.lines.map((l) => l.trackStatus.currentStatus)).toEqual([t.delivered]);
  expect(list.body.statusCounts).toMatchObject({ [t.delivered]: 1, [t.checking]: 0 });
  const delivered = await call<DeliveriesPage>(delivers.GET, { url: `/api/delivers?status=${encodeURIComponent(t.delivered)}`, token: seller.token });
  expect(delivered.body.lines.map((l) => l.lineId)).toEqual([String(order.lines[0]._id)]);
});
