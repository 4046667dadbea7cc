import * as delivers from '@/app/api/delivers/route';
import * as sellingData from '@/app/api/sellingData/getUserSellingData/route';
import * as orders from '@/app/api/orders/route';
import * as cancel from '@/app/api/orders/cancelOrder/[orderId]/route';
import * as deliver from '@/app/api/tracking/deliver/route';
import { messages as m } from '@/lib/messages';
import { trackingKey } from '@/lib/tracking/secret';
import { deliveryCode } from '@/lib/tracking/token';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, havanaTerms, orderPayload, postOrder, setCart, type TestBuyer } from '@/scripts/test-support/orders';
import { useMailCatcher } from '@/scripts/test-support/smtp';
import type { Types } from 'mongoose';
import type { DeliveriesPage, UserSellingData } from './dto';

jest.setTimeout(120_000);

/*
 * Decision 20.4: /selldashboard showed VENTAS TOTALES 1 while /delivers showed "Todos (0)". Both
 * screens' sources must count the same orders, cancelled ones left out of both, through the real
 * calls: checkout, the order admin's status change, the super admin's cancel and the courier's code.
 */
describe("a seller's dashboard and deliveries count the same orders", () => {
  useTestDatabase();
  useMailCatcher();

  test('placed, confirmed, cancelled and delivered orders', async () => {
    const seller = await createUser({ isImportCompany: true, deliveryCosts: havanaTerms() });
    const rival = await createSeller();
    const admin = await createUser({ isImportAdmin: true, isSuperAdmin: true });
    const olla = await createProduct(seller.user, { name: 'Olla', price: 12.34, availableCount: 50, maxCount: 20, isManualImportCost: true, importCost: 0 });
    const fan = await createProduct(seller.user, { name: 'Ventilador', price: 20, availableCount: 50, maxCount: 20, isManualImportCost: true, importCost: 0 });
    const theirs = await createProduct(rival, { name: 'Batidora', price: 30, availableCount: 50, isManualImportCost: true, importCost: 0 });
    const buyer = await createBuyer([]);

    const place = async (owner: TestBuyer, lines: { product: Types.ObjectId; count: number }[]) => {
      await setCart(owner.user._id, lines);
      const answer = await postOrder(owner.token, orderPayload());
      expect(answer.status).toBe(200);
      return answer.body.orderId!;
    };
    const confirm = async (id: string) =>
      expect(
        (
          await call(orders.PATCH, {
            url: '/api/orders',
            method: 'PATCH',
            token: admin.token,
            body: { _id: id, newStatus: m.orderStatus.confirmed, paymentObservation: 'Efectivo' },
          })
        ).status,
      ).toBe(200);

    await place(buyer, [
      { product: olla._id, count: 2 },
      { product: fan._id, count: 1 },
    ]); // Solicitado: 3 units, 2 lines
    await confirm(
      await place(buyer, [
        { product: olla._id, count: 1 },
        { product: theirs._id, count: 4 },
      ]),
    ); // Confirmado: 1 unit of ours
    const cancelled = await place(buyer, [{ product: fan._id, count: 5 }]);
    await confirm(cancelled);
    expect(
      (await call(cancel.PATCH, { url: `/api/orders/cancelOrder/${cancelled}`, method: 'PATCH', token: admin.token, params: { orderId: cancelled } })).status,
    ).toBe(200);
    const delivered = await place(buyer, [{ product: olla._id, count: 1 }]);
    await confirm(delivered);
    const handed = await call(deliver.POST, {
      url: '/api/tracking/deliver',
      method: 'POST',
      token: admin.token,
      body: { orderId: delivered, code: deliveryCode(delivered, trackingKey()) },
    });
    expect(handed.status).toBe(200);
    await place(await createBuyer([]), [{ product: theirs._id, count: 1 }]); // the rival's only

    const dashboard = await call<UserSellingData>(sellingData.GET, { url: '/api/sellingData/getUserSellingData', token: seller.token });
    const deliveries = await call<DeliveriesPage>(delivers.GET, { url: '/api/delivers', token: seller.token });
    expect([dashboard.status, deliveries.status]).toEqual([200, 200]);

    // Three orders on both screens: the cancelled one and the rival's are on neither.
    expect(dashboard.body.totalOrders).toBe(3);
    expect(deliveries.body.orders).toBe(dashboard.body.totalOrders);
    // The dashboard counts units (2 + 1 + 1 + 1), the deliveries their lines (2 + 1 + 1), of those same orders.
    expect([dashboard.body.totalSells, dashboard.body.totalIncomes]).toEqual([5, 4 * 12.34 + 20]);
    expect(deliveries.body.count).toBe(4);
    expect(Object.values(deliveries.body.statusCounts).reduce((a, b) => a + b, 0)).toBe(deliveries.body.count);
    expect(new Set(deliveries.body.lines.map((l) => l.orderId)).size).toBe(3);
    expect(deliveries.body.lines.map((l) => l.orderId)).not.toContain(cancelled);
    // One order's lines asked for: the orders counted are still all three.
    const one = await call<DeliveriesPage>(delivers.GET, { url: `/api/delivers?orderId=${delivered}`, token: seller.token });
    expect([one.body.orders, [...new Set(one.body.lines.map((l) => l.orderId))]]).toEqual([3, [delivered]]);
  });
});
