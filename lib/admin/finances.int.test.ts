import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import * as finances from '@/app/api/admin/finances/route';
import * as financesCsv from '@/app/api/admin/finances.csv/route';
import { messages } from '../messages';
import { insertOrder } from '../selling/test-orders';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { SalesDay } from '@/models/SalesDay';
import type { FinancesReport } from './dto';

withTestDatabase();

/*
 * Hand-counted, March–April 2024 (UTC):
 *   March: Tienda A sells P ×2 at 115 (import 3 each, coupon −5.75 on the line, 15 % platform), delivery 2.50
 *   April: Tienda B sells Q ×3 at 10 (import 1 each, 2 USD fixed platform), delivery 1.00
 *   April, cancelled: P ×10 (not counted); May: Q ×1 (outside the period)
 * March: 2 units, sales 224.25, import 6, delivery 2.50, platform 30.
 * April: 3 units, sales 30, import 3, delivery 1, platform 6.
 */
test('finances by month and by seller, and the same as CSV', async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: b } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda B' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 115, platformEarningType: 'percent', percent: 15 });
  const q = await createProduct(b, { price: 10, platformEarningType: 'fixed', fixedPlatformEarning: 2 });
  await insertOrder({
    buyer: buyer._id,
    createdAt: new Date('2024-03-15T12:00:00Z'),
    delivery: [{ seller: a._id, cost: 2.5 }],
    lines: [{ product: p._id, seller: a._id, price: 115, count: 2, importCost: 3, couponDiscount: 5.75 }],
  });
  await insertOrder({
    buyer: buyer._id,
    createdAt: new Date('2024-04-02T12:00:00Z'),
    delivery: [{ seller: b._id, cost: 1 }],
    lines: [{ product: q._id, seller: b._id, price: 10, count: 3, importCost: 1 }],
  });
  await insertOrder({
    buyer: buyer._id,
    createdAt: new Date('2024-04-03T12:00:00Z'),
    status: messages.orderStatus.cancelled,
    delivery: [{ seller: a._id, cost: 9 }],
    lines: [{ product: p._id, seller: a._id, price: 115, count: 10 }],
  });
  await insertOrder({ buyer: buyer._id, createdAt: new Date('2024-05-01T00:00:00Z'), lines: [{ product: q._id, seller: b._id, price: 10, count: 1 }] });

  const { status, body } = await call<FinancesReport>(finances.GET, { url: '/api/admin/finances?from=2024-03&to=2024-04', token });
  expect(status).toBe(200);
  expect(body.totals).toEqual({ units: 5, sales: 254.25, importCosts: 9, delivery: 3.5, platformEarnings: 36, refunds: 0 });
  expect(body.periods).toEqual([
    { month: '2024-03', label: 'MAR 2024', units: 2, sales: 224.25, importCosts: 6, delivery: 2.5, platformEarnings: 30, refunds: 0 },
    { month: '2024-04', label: 'ABR 2024', units: 3, sales: 30, importCosts: 3, delivery: 1, platformEarnings: 6, refunds: 0 },
  ]);
  expect(body.sellers.map((s) => [s.name, s.units, s.sales])).toEqual([
    ['Tienda A', 2, 224.25],
    ['Tienda B', 3, 30],
  ]);

  const csv = await financesCsv.GET(new Request('http://localhost/api/admin/finances.csv?from=2024-03&to=2024-04', { headers: { authorization: token } }), {
    params: Promise.resolve({}),
  });
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(csv.headers.get('content-disposition')).toContain('finanzas-2024-03-a-2024-04.csv');
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines.slice(1)).toEqual([
    '2024-03,Tienda A,2,224.25,6.00,2.50,30.00,0.00',
    '2024-04,Tienda B,3,30.00,3.00,1.00,6.00,0.00',
    `${messages.cart.total},,5,254.25,9.00,3.50,36.00,0.00`,
  ]);

  const inverted = await call<{ message: string }>(finances.GET, { url: '/api/admin/finances?from=2024-05&to=2024-03', token });
  expect([inverted.status, inverted.body.message]).toEqual([400, messages.admin.finances.rangeInvalid]);
  expect((await call(finances.GET, { url: '/api/admin/finances?from=2020-01&to=2024-01', token })).status).toBe(400);
});

test('kept days follow the orders: a cancel, a new order and a changed platform earning all show at the next call', async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 20, platformEarningType: 'percent', percent: 10 });
  const march = await insertOrder({
    buyer: buyer._id,
    createdAt: new Date('2023-03-10T12:00:00Z'),
    lines: [{ product: p._id, seller: a._id, price: 20, count: 2 }],
  });
  const url = '/api/admin/finances?from=2023-03&to=2023-04';
  const periods = async () => (await call<FinancesReport>(finances.GET, { url, token })).body.periods.map((m) => [m.month, m.units, m.platformEarnings]);

  // The platform's share of a 20 USD price: 20 − 20 / 1.1 = 1.82 a unit at 10 %, 20 − 20 / 1.5 = 6.67 at 50 %.
  expect(await periods()).toEqual([
    ['2023-03', 2, 3.64],
    ['2023-04', 0, 0],
  ]);
  expect(await SalesDay.countDocuments({ day: { $gte: '2023-03-01', $lte: '2023-04-30' } })).toBe(61);

  await Order.updateOne({ _id: march._id }, { $set: { currentStatus: messages.orderStatus.cancelled } });
  await insertOrder({ buyer: buyer._id, createdAt: new Date('2023-04-20T08:00:00Z'), lines: [{ product: p._id, seller: a._id, price: 20, count: 5 }] });
  await Product.updateOne({ _id: p._id }, { $set: { percent: 50 } });
  expect(await periods()).toEqual([
    ['2023-03', 0, 0],
    ['2023-04', 5, 33.35],
  ]);
});

test('two processes keep the days right: a check moves computedAt only, so neither parses unchanged days again, and a write by one shows in the other', async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 10, platformEarningType: 'fixed', fixedPlatformEarning: 1 });
  await insertOrder({ buyer: buyer._id, createdAt: new Date('2022-06-10T12:00:00Z'), lines: [{ product: p._id, seller: a._id, price: 10, count: 1 }] });
  const url = '/api/admin/finances?from=2022-06&to=2022-06';
  // Each process has its own decoded days (lib/selling/order-sums.ts): swapped around each call.
  type Memo = Map<string, { figures: unknown }>;
  const slots = globalThis as { __importaDecodedDays?: Memo };
  const memos: Record<'one' | 'two', { days?: Memo }> = { one: {}, two: {} };
  const asProcess = async (name: 'one' | 'two') => {
    slots.__importaDecodedDays = memos[name].days;
    const { body } = await call<FinancesReport>(finances.GET, { url, token });
    memos[name] = { days: slots.__importaDecodedDays };
    return [body.totals.units, body.totals.sales, body.totals.platformEarnings];
  };
  expect(await asProcess('one')).toEqual([1, 10, 1]);
  expect(await asProcess('two')).toEqual([1, 10, 1]);

  // Ten minutes on, a check finds every day fresh and moves its computedAt; the figures stay as written.
  const stamp = (day: string) => SalesDay.findOne({ day }, { computedAt: 1, figuresAt: 1 }).lean();
  await SalesDay.updateMany({ day: { $gte: '2022-06-01', $lte: '2022-06-30' } }, { $set: { computedAt: new Date(Date.now() - 11 * 60_000) } });
  const before = await stamp('2022-06-20');
  const parsedByTwo = memos.two.days!.get('2022-06-20')!.figures;
  expect(await asProcess('one')).toEqual([1, 10, 1]);
  const after = await stamp('2022-06-20');
  expect(after!.computedAt.getTime()).toBeGreaterThan(before!.computedAt.getTime());
  expect(after!.figuresAt).toEqual(before!.figuresAt);

  // Process one's write (a new order) shows in process two, which parses again only the day written.
  await insertOrder({ buyer: buyer._id, createdAt: new Date('2022-06-15T09:00:00Z'), lines: [{ product: p._id, seller: a._id, price: 10, count: 3 }] });
  expect(await asProcess('two')).toEqual([4, 40, 4]);
  expect(memos.two.days!.get('2022-06-20')!.figures).toBe(parsedByTwo);
  expect(await asProcess('one')).toEqual([4, 40, 4]);
  // A changed earning, written by one, shows in the other, whose month was summed at the old one.
  await Product.updateOne({ _id: p._id }, { $set: { fixedPlatformEarning: 2 } });
  expect(await asProcess('two')).toEqual([4, 40, 8]);
  await Product.updateOne({ _id: p._id }, { $set: { fixedPlatformEarning: 1 } });
  expect(await asProcess('one')).toEqual([4, 40, 4]);

  // A day kept before figuresAt existed gets it at the next check, and both processes still agree.
  await SalesDay.updateOne({ day: '2022-06-20' }, { $unset: { figuresAt: 1 }, $set: { computedAt: new Date(Date.now() - 11 * 60_000) } });
  expect(await asProcess('one')).toEqual([4, 40, 4]);
  expect((await stamp('2022-06-20'))!.figuresAt).toBeInstanceOf(Date);
  expect(await asProcess('two')).toEqual([4, 40, 4]);
});
