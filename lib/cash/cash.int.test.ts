import * as cash from '@/app/api/admin/cash/route';
import * as received from '@/app/api/admin/cash/received/route';
import * as refunded from '@/app/api/admin/cash/refunded/route';
import * as handover from '@/app/api/admin/cash/handover/route';
import * as cancel from '@/app/api/orders/cancelOrder/[orderId]/route';
import * as ofUser from '@/app/api/orders/ofuser/[userId]/route';
import * as orders from '@/app/api/orders/route';
import type { CashReport } from '@/lib/cash/dto';
import { formatUsd } from '@/lib/money';
import { messages as m } from '@/lib/messages';
import type { OrderDto } from '@/lib/orders/dto';
import { Order } from '@/models/Order';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, type TestProduct, type TestUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, orderPayload, postOrder, setCart, type TestBuyer } from '@/scripts/test-support/orders';
import { useMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);

type Answer = { message: string; errorType?: number };
const post = (handler: typeof received.POST, url: string, token: string, body: unknown) => call<Answer>(handler, { url, method: 'POST', token, body });
const collect = (token: string, orderId: string) => post(received.POST, '/api/admin/cash/received', token, { orderId });
const report = (token: string) => call<CashReport>(cash.GET, { url: '/api/admin/cash', token });

describe('cash on delivery: payment status apart from delivery, change, reconciliation', () => {
  useTestDatabase();
  useMailCatcher();
  let superAdmin: TestUser;
  let courierA: TestUser;
  let courierB: TestUser;
  let buyer: TestBuyer;
  let product: TestProduct;

  /** A cash order of `count` units at 25 USD (fast delivery, free delivery): its id. */
  async function cashOrder(count = 1, extra: Record<string, unknown> = {}): Promise<string> {
    await setCart(buyer.user._id, [{ product: product._id, count }]);
    const res = await postOrder(buyer.token, orderPayload(extra));
    expect(res.status).toBe(200);
    return res.body.orderId!;
  }

  /** The order admin confirms the order (Solicitado → Confirmado), after which its cash may be collected. */
  async function confirm(orderId: string): Promise<string> {
    const res = await call(orders.PATCH, {
      url: '/api/orders',
      method: 'PATCH',
      token: superAdmin.token,
      body: { _id: orderId, newStatus: 'Confirmado', paymentObservation: 'Efectivo' },
    });
    expect(res.status).toBe(200);
    return orderId;
  }

  async function dtoOf(orderId: string): Promise<OrderDto> {
    const res = await call<{ orders: OrderDto[] }>(ofUser.GET, {
      url: `/api/orders/ofuser/${String(buyer.user._id)}?orderId=${orderId}`,
      token: buyer.token,
      params: { userId: String(buyer.user._id) },
    });
    return res.body.orders[0];
  }

  beforeAll(async () => {
    superAdmin = await createUser({ isSuperAdmin: true, name: 'Sara', lastName: 'Admin' });
    courierA = await createUser({ isImportAdmin: true, name: 'Ana', lastName: 'Mensajera' });
    courierB = await createUser({ isImportAdmin: true, name: 'Beto', lastName: 'Mensajero' });
    product = await createProduct(await createSeller(), {
      fastDelivery: true,
      price: 25,
      importCost: 0,
      isManualImportCost: true,
      availableCount: 100,
      maxCount: 100,
    });
    buyer = await createBuyer([], { walletCents: 10_000 });
  });

  test("'¿Con cuánto paga?' is checked against the server's total, and the courier sees the change to bring", async () => {
    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    const tooLow = await postOrder(buyer.token, orderPayload({ cashTendered: 10 }));
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.errorType).toBe(5);
    const id = await cashOrder(1, { cashTendered: '100' });
    const order = (await Order.findById(id).lean())!;
    expect(tooLow.body.message).toBe(m.cash.tenderedTooLow(formatUsd(order.total)));
    const dto = await dtoOf(id);
    expect(dto.paymentStatus).toBe('pendiente');
    expect(dto.cash).toEqual({ tendered: 100, change: Math.round((100 - order.total) * 100) / 100, received: false });
    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    expect((await postOrder(buyer.token, orderPayload({ cashTendered: 'cien' }))).body.message).toBe(m.cash.tenderedInvalid);
    expect((await dtoOf(await cashOrder())).cash).toEqual({ tendered: null, change: 0, received: false });
  });

  test('cash is not received on an order still Solicitado: 409 with the reason, and nothing changes (decision 19.6)', async () => {
    const id = await cashOrder();
    const before = await Order.findById(id).lean();
    const refused = await collect(courierA.token, id);
    expect([refused.status, refused.body.message]).toEqual([409, m.cash.notConfirmed]);
    expect(await Order.findById(id).lean()).toEqual(before);
    expect((await dtoOf(id)).paymentStatus).toBe('pendiente');
    // Once confirmed, the same courier collects it.
    await confirm(id);
    expect((await collect(courierA.token, id)).status).toBe(200);
  });

  test('payment status transitions: pendiente → pagado once (courier), wallet-paid starts pagado, refunds', async () => {
    const id = await confirm(await cashOrder());
    expect((await collect(buyer.token, id)).status).toBe(403);
    const ok = await collect(courierA.token, id);
    expect([ok.status, ok.body.message]).toEqual([200, m.cash.received]);
    expect((await dtoOf(id)).paymentStatus).toBe('pagado');
    expect((await dtoOf(id)).currentStatus).toBe('Confirmado'); // delivery status untouched
    expect((await collect(courierB.token, id)).status).toBe(409);

    // Paid and then cancelled: the money goes back by hand, and a super admin marks it.
    expect((await post(refunded.POST, '/api/admin/cash/refunded', superAdmin.token, { orderId: id })).status).toBe(409); // not cancelled
    expect((await call(cancel.PATCH, { url: `/api/orders/cancelOrder/${id}`, method: 'PATCH', token: superAdmin.token, params: { orderId: id } })).status).toBe(
      200,
    );
    expect((await dtoOf(id)).paymentStatus).toBe('pagado');
    expect((await post(refunded.POST, '/api/admin/cash/refunded', courierA.token, { orderId: id })).status).toBe(403);
    expect((await post(refunded.POST, '/api/admin/cash/refunded', superAdmin.token, { orderId: id })).body.message).toBe(m.cash.refunded);
    expect((await dtoOf(id)).paymentStatus).toBe('reembolsado');

    // All paid from the wallet: pagado at once; cancelling gives the wallet back → reembolsado.
    const walletPaid = await cashOrder(1, { useWallet: true });
    expect((await Order.findById(walletPaid).lean())!.paymentStatus).toBe('pagado');
    expect((await collect(courierA.token, walletPaid)).status).toBe(409); // nothing to collect
    await call(cancel.PATCH, { url: `/api/orders/cancelOrder/${walletPaid}`, method: 'PATCH', token: superAdmin.token, params: { orderId: walletPaid } });
    expect((await dtoOf(walletPaid)).paymentStatus).toBe('reembolsado');

    // An unpaid order cancelled stays pendiente and cannot be collected.
    const unpaid = await confirm(await cashOrder());
    await call(cancel.PATCH, { url: `/api/orders/cancelOrder/${unpaid}`, method: 'PATCH', token: superAdmin.token, params: { orderId: unpaid } });
    expect((await dtoOf(unpaid)).paymentStatus).toBe('pendiente');
    expect((await collect(courierA.token, unpaid)).status).toBe(409);
  });

  test('an older order without the field reads its status from its facts', async () => {
    const id = await cashOrder();
    await Order.collection.updateOne({ _id: (await Order.findById(id).lean())!._id }, { $unset: { paymentStatus: '' } });
    expect((await dtoOf(id)).paymentStatus).toBe('pendiente');
    await Order.collection.updateOne({ _id: (await Order.findById(id).lean())!._id }, { $set: { 'payment.paidAt': new Date() } });
    expect((await dtoOf(id)).paymentStatus).toBe('pagado');
  });

  test('reconciliation: per courier, collected, pending hand-over and handed over add up to the cent', async () => {
    await Order.updateMany({}, { $set: { 'cash.receivedAt': null, 'cash.receivedBy': null } }); // start from the orders collected here
    const a1 = await confirm(await cashOrder(1));
    const a2 = await confirm(await cashOrder(3));
    const b1 = await confirm(await cashOrder(2));
    await collect(courierA.token, a1);
    await collect(courierA.token, a2);
    await collect(courierB.token, b1);
    const total = async (id: string) => (await Order.findById(id).lean())!.total;
    const [t1, t2, t3] = [await total(a1), await total(a2), await total(b1)];

    expect((await report(courierA.token)).status).toBe(403);
    const before = await report(superAdmin.token);
    const rowOf = (r: CashReport, who: { user: { _id: unknown } }) => r.couriers.find((c) => c.courier === String(who.user._id))!;
    expect(rowOf(before.body, courierA)).toMatchObject({ name: 'Ana Mensajera', orders: 2, collected: t1 + t2, pending: t1 + t2, handedOver: 0 });
    expect(rowOf(before.body, courierB)).toMatchObject({ orders: 1, collected: t3, pending: t3, handedOver: 0 });
    expect(before.body.totals).toEqual({ collected: t1 + t2 + t3, pending: t1 + t2 + t3 });

    const handed = await post(handover.POST, '/api/admin/cash/handover', superAdmin.token, { courierId: String(courierA.user._id) });
    expect(handed.body.message).toBe(m.cash.handedOverOk(formatUsd(t1 + t2)));
    expect((await post(handover.POST, '/api/admin/cash/handover', superAdmin.token, { courierId: String(courierA.user._id) })).body.message).toBe(
      m.cash.nothingPending,
    );
    const after = await report(superAdmin.token);
    expect(rowOf(after.body, courierA)).toMatchObject({ orders: 2, collected: t1 + t2, pending: 0, handedOver: t1 + t2 });
    expect(after.body.totals).toEqual({ collected: t1 + t2 + t3, pending: t3 });
  });
});
