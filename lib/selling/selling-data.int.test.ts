import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import * as sellingData from '@/app/api/sellingData/getUserSellingData/route';
import { messages } from '../messages';
import { lastMonths } from './months';
import { insertOrder } from './test-orders';
import type { UserSellingData } from './dto';

withTestDatabase();

/*
 * Hand-counted: seller A sells "Olla" (15 % platform earning) and "Ventilador" (2 USD fixed);
 * seller B's sales and a cancelled order must not count.
 *   this month   order 1: Olla ×2 at 115 (coupon −5.75 on the line), B's product ×1 at 20
 *                order 2 (Entregado): Ventilador ×3 at 10, Olla ×1 at 115
 *                order 3 (Cancelado): Olla ×10 at 115
 *   3 months ago order 4: Ventilador ×1 at 12
 * Units: 2 + 3 + 1 + 1 = 7. Income: 230 − 5.75 + 30 + 115 + 12 = 381.25.
 * Platform: Olla 3 × 15 = 45; Ventilador 4 × 2 = 8 → 53. Profit: 381.25 − 53 = 328.25.
 * Olla: income 339.25, profit 294.25; Ventilador: income 42, profit 34.
 */
test('getUserSellingData matches the hand-counted orders', async () => {
  const { user: sellerA, token } = await createUser({ isImportCompany: true });
  const { user: sellerB } = await createUser({ isImportCompany: true });
  const { user: buyer } = await createUser();
  const olla = await createProduct(sellerA, { name: 'Olla', price: 115, platformEarningType: 'percent', percent: 15 });
  const fan = await createProduct(sellerA, { name: 'Ventilador', price: 10, platformEarningType: 'fixed', fixedPlatformEarning: 2 });
  const other = await createProduct(sellerB, { name: 'Otro', price: 20 });
  const now = new Date();
  const threeMonthsAgo = lastMonths(now, 4)[0];

  await insertOrder({
    buyer: buyer._id,
    lines: [
      { product: olla._id, seller: sellerA._id, name: 'Olla', price: 115, count: 2, importCost: 3, couponDiscount: 5.75 },
      { product: other._id, seller: sellerB._id, name: 'Otro', price: 20, count: 1 },
    ],
  });
  await insertOrder({
    buyer: buyer._id,
    status: messages.orderStatus.delivered,
    lines: [
      { product: fan._id, seller: sellerA._id, name: 'Ventilador', price: 10, count: 3 },
      { product: olla._id, seller: sellerA._id, name: 'Olla', price: 115, count: 1 },
    ],
  });
  await insertOrder({ buyer: buyer._id, status: messages.orderStatus.cancelled, lines: [{ product: olla._id, seller: sellerA._id, price: 115, count: 10 }] });
  await insertOrder({
    buyer: buyer._id,
    createdAt: new Date(threeMonthsAgo.start.getTime() + 86_400_000),
    lines: [{ product: fan._id, seller: sellerA._id, name: 'Ventilador viejo', price: 12, count: 1 }],
  });

  const { status, body } = await call<UserSellingData>(sellingData.GET, { url: '/api/sellingData/getUserSellingData', token });
  expect(status).toBe(200);
  expect([body.totalSells, body.totalIncomes, body.totalProfits]).toEqual([7, 381.25, 328.25]);
  expect(body.bestSellers).toEqual([
    { _id: String(fan._id), name: 'Ventilador', salesCount: 4 },
    { _id: String(olla._id), name: 'Olla', salesCount: 3 },
  ]);
  expect(body.bestEarnings).toEqual([
    { _id: String(olla._id), name: 'Olla', incomesStats: { incomes: 339.25, profits: 294.25 } },
    { _id: String(fan._id), name: 'Ventilador', incomesStats: { incomes: 42, profits: 34 } },
  ]);
  expect(body.salesByMonth).toHaveLength(6);
  const byMonth = Object.fromEntries(body.salesByMonth.map((m) => [m.month, [m.sells, m.incomes]]));
  expect(byMonth[lastMonths(now, 1)[0].key]).toEqual([6, 369.25]);
  expect(byMonth[threeMonthsAgo.key]).toEqual([1, 12]);
  expect(body.salesByMonth.reduce((n, m) => n + m.sells, 0)).toBe(7);
});

test('a seller without sales gets zeros', async () => {
  const { token } = await createUser({ isImportCompany: true });
  const { status, body } = await call<UserSellingData>(sellingData.GET, { url: '/api/sellingData/getUserSellingData', token });
  expect(status).toBe(200);
  expect([body.totalSells, body.totalIncomes, body.totalProfits, body.bestSellers, body.bestEarnings]).toEqual([0, 0, 0, [], []]);
});
