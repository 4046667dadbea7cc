import * as orders from '@/app/api/orders/route';
import * as ofUser from '@/app/api/orders/ofuser/[userId]/route';
import * as pending from '@/app/api/orders/getPendingPaymentOrders/route';
import * as editOrder from '@/app/api/orders/editOrder/route';
import * as cancel from '@/app/api/orders/cancelOrder/[orderId]/route';
import * as cashReceived from '@/app/api/admin/cash/received/route';
import { resetEnvCache } from '@/lib/env';
import { messages as m } from '@/lib/messages';
import type { OrderDto } from '@/lib/orders/dto';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, orderPayload, postOrder } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);

type List = { count: number; orders: OrderDto[]; message?: string };
type Token = { token: string; user: { _id: unknown; email: string } };
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let buyerA: Token, buyerB: Token, orderAdmin: Token, superAdmin: Token;
const ordersOfA: string[] = [];
let product: Awaited<ReturnType<typeof createProduct>>;

const listOf = (token: string, userId: string, query = '') =>
  call<List>(ofUser.GET, { url: `/api/orders/ofuser/${userId}/?${query}`, token, params: { userId } });
const listAll = (token: string, query = '') => call<List>(orders.GET, { url: `/api/orders?${query}`, token });
const patch = (token: string, body: Record<string, unknown>) =>
  call<{ message: string; order?: OrderDto }>(orders.PATCH, { url: '/api/orders', method: 'PATCH', token, body });
const edit = (token: string, body: Record<string, unknown>) =>
  call<{ message: string }>(editOrder.PATCH, { url: '/api/orders/editOrder', method: 'PATCH', token, body });
const cancelAs = (token: string, orderId: string) =>
  call<{ message: string }>(cancel.PATCH, { url: `/api/orders/cancelOrder/${orderId}`, method: 'PATCH', token, params: { orderId } });

async function placeFor(buyer: Token, extra: Record<string, unknown> = {}): Promise<string> {
  await User.updateOne({ _id: buyer.user._id }, { $set: { 'cart.products': [{ product: product._id, count: 1, size: '', color: '' }] } });
  const res = await postOrder(buyer.token, orderPayload(extra));
  expect(res.status).toBe(200);
  return res.body.orderId!;
}

describe('reading and managing orders', () => {
  useTestDatabase();
  beforeAll(async () => {
    mail = await startMailCatcher();
    const seller = await createSeller();
    product = await createProduct(seller, { price: 30, isManualImportCost: true, importCost: 0, points: 40, availableCount: 100 });
    [buyerA, buyerB] = [await createBuyer([]), await createBuyer([])];
    orderAdmin = await createUser({ isImportAdmin: true });
    superAdmin = await createUser({ isSuperAdmin: true });
    ordersOfA.push(await placeFor(buyerA), await placeFor(buyerA));
    await placeFor(buyerB);
  });
  afterAll(() => mail.stop());

  test('a buyer reads their own orders, without payment details', async () => {
    const res = await listOf(buyerA.token, String(buyerA.user._id));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.orders.map((o) => o._id).sort()).toEqual([...ordersOfA].sort());
    expect(res.body.orders[0]).not.toHaveProperty('paymentObservation');
    expect(res.body.orders[0]).not.toHaveProperty('currencyData');
    expect(res.body.orders[0].statuses[0]).not.toHaveProperty('by');
  });

  test("another buyer cannot read them: 403 'NO TIENE ACCESO A ESTOS PEDIDOS.'", async () => {
    const res = await listOf(buyerB.token, String(buyerA.user._id));
    expect([res.status, res.body.message]).toEqual([403, m.orders.forbidden]);
    expect((await listOf(buyerB.token, 'not-an-id')).status).toBe(403);
  });

  test('order admins read anyone; only super admins see the payment observation and currency', async () => {
    const admin = await listOf(orderAdmin.token, String(buyerA.user._id));
    expect(admin.body.count).toBe(2);
    expect(admin.body.orders[0]).not.toHaveProperty('paymentObservation');
    const sup = await listOf(superAdmin.token, String(buyerA.user._id));
    expect(sup.body.orders[0]).toMatchObject({ paymentObservation: 'CASH', currencyData: { currencyName: 'usd', exchangeValue: 1 } });
  });

  test('GET /api/orders: admins only, with filters and pages', async () => {
    expect((await listAll(buyerA.token)).status).toBe(403);
    expect((await listAll(orderAdmin.token)).body.count).toBe(3);
    expect((await listAll(orderAdmin.token, `userId=${String(buyerB.user._id)}`)).body.count).toBe(1);
    expect((await listAll(orderAdmin.token, 'status=Todos')).body.count).toBe(3);
    expect((await listAll(orderAdmin.token, 'status=Confirmado')).body.count).toBe(0);
    expect((await listAll(orderAdmin.token, `orderId=${ordersOfA[0]}`)).body.orders.map((o) => o._id)).toEqual([ordersOfA[0]]);
    const page2 = await listAll(orderAdmin.token, 'page=2&limit=2&orderBy=orderNumber');
    expect([page2.body.count, page2.body.orders.length]).toEqual([3, 1]);
    const first = await listAll(orderAdmin.token, 'page=1&limit=1&orderBy=orderNumber');
    expect((await listAll(orderAdmin.token, `orderNumber=${first.body.orders[0].orderNumber}`)).body.count).toBe(1);
    expect((await listAll(orderAdmin.token, 'limit=5000')).status).toBe(200);
  });

  test.each([['status=Nada'], ['orderId[$ne]=x&orderId=%7B%22%24ne%22%3Anull%7D'], ['guideHouse=.*'], ['page=abc']])(
    'filters are typed, never operators: %s → 400',
    async (query) => {
      expect((await listAll(orderAdmin.token, query)).status).toBe(400);
    },
  );

  test('PATCH status: admins only, payment observation required, the server keeps the history', async () => {
    const id = ordersOfA[0];
    expect((await patch(buyerA.token, { _id: id, newStatus: 'Confirmado', paymentObservation: 'x' })).status).toBe(403);
    expect((await patch(orderAdmin.token, { _id: id, newStatus: 'Confirmado' })).body.message).toBe(m.orders.paymentObservationRequired);
    expect((await patch(orderAdmin.token, { _id: id, newStatus: 'Confirmado', paymentObservation: 'x'.repeat(201) })).status).toBe(400);
    expect((await patch(orderAdmin.token, { _id: id, newStatus: 'Embalado' })).status).toBe(409);
    const history = [{ status: 'Entregado', date: '2020-01-01' }];
    const ok = await patch(orderAdmin.token, { _id: id, newStatus: 'Confirmado', paymentObservation: 'Transferencia 123', history });
    expect([ok.status, ok.body.message]).toEqual([200, m.orders.statusChanged]);
    expect(ok.body.order!.statuses.map((s) => [s.status, s.by])).toEqual([
      ['Solicitado', String(buyerA.user._id)],
      ['Confirmado', String(orderAdmin.user._id)],
    ]);
    expect(mail.lastTo(buyerA.user.email)?.raw).toContain('Confirmado');
  });

  test('two admins moving the same order at once: one wins', async () => {
    const id = ordersOfA[0];
    const answers = await Promise.all([
      patch(orderAdmin.token, { _id: id, newStatus: 'Embalado' }),
      patch(superAdmin.token, { _id: id, newStatus: 'Embalado' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  test('Entregado credits the points earned once; a cancel takes them back', async () => {
    const id = ordersOfA[0];
    const before = (await User.findById(buyerA.user._id).lean())!.points;
    for (const status of ['Enviado', 'Recibido']) expect((await patch(orderAdmin.token, { _id: id, newStatus: status })).status).toBe(200);
    // A cash order is delivered only once its cash is collected: nobody is left wondering who owes it.
    const unpaid = await patch(orderAdmin.token, { _id: id, newStatus: 'Entregado' });
    expect([unpaid.status, unpaid.body.message]).toEqual([409, m.cash.collectBeforeDelivery]);
    expect((await User.findById(buyerA.user._id).lean())!.points).toBe(before);
    expect((await call(cashReceived.POST, { url: '/api/admin/cash/received', method: 'POST', token: orderAdmin.token, body: { orderId: id } })).status).toBe(
      200,
    );
    expect((await patch(orderAdmin.token, { _id: id, newStatus: 'Entregado' })).status).toBe(200);
    expect((await patch(orderAdmin.token, { _id: id, newStatus: 'Entregado' })).status).toBe(409);
    expect((await User.findById(buyerA.user._id).lean())!.points).toBe(before + 40);
    expect((await cancelAs(superAdmin.token, id)).status).toBe(200);
    expect((await User.findById(buyerA.user._id).lean())!.points).toBe(before);
  });

  test('cancel: super admins only, never twice', async () => {
    const id = ordersOfA[1];
    expect((await cancelAs(orderAdmin.token, id)).status).toBe(403);
    expect((await cancelAs(buyerA.token, id)).status).toBe(403);
    expect((await cancelAs(superAdmin.token, id)).body.message).toBe(m.orders.deleted);
    expect((await cancelAs(superAdmin.token, id)).status).toBe(409);
    expect((await patch(superAdmin.token, { _id: id, newStatus: 'Confirmado', paymentObservation: 'x' })).status).toBe(409);
  });

  test.each<[unknown, number, string]>([
    ['', 400, m.orders.houseGuideRequired],
    ['12a4', 400, m.orders.houseGuideNotNumber],
    ['1'.repeat(21), 400, m.orders.houseGuideRequired],
    [12345, 200, m.orders.edited],
  ])('house guide %p → %p', async (guideHouse, status, message) => {
    const res = await edit(orderAdmin.token, { orderId: ordersOfA[1], guideHouse });
    expect([res.status, res.body.message]).toEqual([status, message]);
  });

  test('house guide: admins only, and it filters the list', async () => {
    expect((await edit(buyerA.token, { orderId: ordersOfA[1], guideHouse: '1' })).status).toBe(403);
    expect((await listAll(orderAdmin.token, 'guideHouse=12345')).body.orders.map((o) => o._id)).toEqual([ordersOfA[1]]);
  });

  test('pending online payments: the viewer’s own OnlineStripe orders still Solicitado', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_configured';
    resetEnvCache();
    try {
      const cardOrder = await placeFor(buyerB, { paymentType: 'OnlineStripe', currencySelected: 'usd' });
      const mine = await call<List>(pending.GET, { url: '/api/orders/getPendingPaymentOrders/', token: buyerB.token });
      expect([mine.body.count, mine.body.orders.map((o) => o._id)]).toEqual([1, [cardOrder]]);
      expect((await call<List>(pending.GET, { url: '/api/orders/getPendingPaymentOrders/', token: buyerA.token })).body.count).toBe(0);
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      resetEnvCache();
    }
  });
});
