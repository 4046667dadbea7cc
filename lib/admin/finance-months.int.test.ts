import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { processes } from '@/scripts/test-support/process-memory';
import * as finances from '@/app/api/admin/finances/route';
import { messages } from '../messages';
import { parseMonth } from '../selling/months';
import { earningSettings, loadDayFigures } from '../selling/order-sums';
import { mergeDays } from '../selling/sales-days';
import { productSales } from '../selling/summary';
import { insertOrder } from '../selling/test-orders';
import { FinanceMonth } from '@/models/FinanceMonth';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { decodeMonthRows } from './finance-months';
import { financeRows } from './finances';
import type { FinancesReport } from './dto';

withTestDatabase();

/** What each process of the store keeps in memory about the figures (lib/selling/order-sums.ts). */
const { asProcess } = processes(['__importaDecodedDays', '__importaEarningSettings', '__importaMonthEarnings']);

/** The month's rows summed from its days anew, by a process that never saw them, at the products' current earning settings. */
async function sumOfDays(key: string) {
  return asProcess(`fresh-${Math.random()}`, async () => {
    const month = parseMonth(key)!;
    const { sales, discounts, delivery, refunds } = mergeDays([...(await loadDayFigures(month.start, month.end)).values()]);
    const settings = await earningSettings(sales.map((s) => s.product));
    return financeRows(key, productSales(sales, discounts, settings, refunds), delivery);
  });
}

/** Each kept month's rows, as stored. */
async function keptMonths() {
  const docs = await FinanceMonth.find({ _id: { $in: ['2021-01', '2021-02'] } }).lean();
  return Object.fromEntries(docs.map((d) => [d._id, { checkedAt: d.checkedAt, rows: decodeMonthRows(d._id, d.rows) }]));
}

/** An hour passes: every order and product was written long before the kept months' checks (the landing allowance is 60 s). */
async function anHourLater(): Promise<void> {
  const longAgo = new Date(Date.now() - 3_600_000);
  await Order.collection.updateMany({}, { $set: { updatedAt: longAgo } });
  await Product.collection.updateMany({}, { $set: { updatedAt: longAgo } });
}

test('the kept months equal the sum of their days after orders, cancellations, refunds and earning changes written by two processes', async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: b } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda B' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 20, platformEarningType: 'percent', percent: 10 });
  const q = await createProduct(b, { price: 10, platformEarningType: 'fixed', fixedPlatformEarning: 2 });
  const report = (process: string) =>
    asProcess(process, async () => {
      const { status, body } = await call<FinancesReport>(finances.GET, { url: '/api/admin/finances?from=2021-01&to=2021-02', token });
      expect(status).toBe(200);
      return body.periods.map((m) => [m.month, m.units, m.sales, m.delivery, m.platformEarnings, m.refunds]);
    });
  const keptEqualDays = async () => {
    const kept = await keptMonths();
    expect(kept['2021-01'].rows).toEqual(await sumOfDays('2021-01'));
    expect(kept['2021-02'].rows).toEqual(await sumOfDays('2021-02'));
  };

  // January: P ×2 at 20 (10 %: 1.82 a unit to the platform), delivery 1; February: Q ×3 at 10 (2 a unit).
  const january = await insertOrder({
    buyer: buyer._id,
    createdAt: new Date('2021-01-10T12:00:00Z'),
    delivery: [{ seller: a._id, cost: 1 }],
    lines: [{ product: p._id, seller: a._id, price: 20, count: 2 }],
  });
  const february = await insertOrder({
    buyer: buyer._id,
    createdAt: new Date('2021-02-05T12:00:00Z'),
    lines: [{ product: q._id, seller: b._id, price: 10, count: 3 }],
  });
  expect(await report('one')).toEqual([
    ['2021-01', 2, 40, 1, 3.64, 0],
    ['2021-02', 3, 30, 0, 6, 0],
  ]);
  await keptEqualDays();

  // Process two cancels January's order: its own memory of the days is empty, the kept month is stale.
  await anHourLater();
  await Order.updateOne({ _id: january._id }, { $set: { currentStatus: messages.orderStatus.cancelled } });
  expect(await report('two')).toEqual([
    ['2021-01', 0, 0, 0, 0, 0],
    ['2021-02', 3, 30, 0, 6, 0],
  ]);
  await keptEqualDays();

  // Process one, which summed the old days, sees a new January order (1 USD coupon) and a 5 USD refund on February's.
  await anHourLater();
  await insertOrder({
    buyer: buyer._id,
    createdAt: new Date('2021-01-20T08:00:00Z'),
    lines: [{ product: p._id, seller: a._id, price: 20, count: 1, couponDiscount: 1 }],
  });
  await Order.updateOne({ _id: february._id }, { $inc: { 'lines.0.refundedCents': 500 } });
  expect(await report('one')).toEqual([
    ['2021-01', 1, 19, 0, 1.82, 0],
    ['2021-02', 3, 25, 0, 6, 5],
  ]);
  await keptEqualDays();

  // Process two changes Q's earning: February only is summed again (January sold no Q).
  await anHourLater();
  const before = await keptMonths();
  await Product.updateOne({ _id: q._id }, { $set: { fixedPlatformEarning: 3 } });
  expect(await report('two')).toEqual([
    ['2021-01', 1, 19, 0, 1.82, 0],
    ['2021-02', 3, 25, 0, 9, 5],
  ]);
  const after = await keptMonths();
  expect(after['2021-01'].checkedAt).toEqual(before['2021-01'].checkedAt);
  expect(after['2021-02'].checkedAt.getTime()).toBeGreaterThan(before['2021-02'].checkedAt.getTime());
  await keptEqualDays();

  // A product written without an earning change (its stock) leaves both months kept; a third process reads them as they are.
  await anHourLater();
  await Product.updateOne({ _id: p._id }, { $inc: { availableCount: -1 } });
  expect(await report('three')).toEqual([
    ['2021-01', 1, 19, 0, 1.82, 0],
    ['2021-02', 3, 25, 0, 9, 5],
  ]);
  expect(await keptMonths()).toEqual(after);
});

test('a kept month is what the report reads while nothing of it was written, and a month kept as of a later check is never overwritten', async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 10, platformEarningType: 'fixed', fixedPlatformEarning: 1 });
  await insertOrder({ buyer: buyer._id, createdAt: new Date('2020-01-10T12:00:00Z'), lines: [{ product: p._id, seller: a._id, price: 10, count: 1 }] });
  const units = async () =>
    asProcess('one', async () => (await call<FinancesReport>(finances.GET, { url: '/api/admin/finances?from=2020-01&to=2020-01', token })).body.totals.units);
  expect(await units()).toBe(1);
  await anHourLater();
  // A marker written into the kept month shows: the report read it and did not sum the days.
  await FinanceMonth.updateOne({ _id: '2020-01' }, { $set: { rows: JSON.stringify([[String(a._id), 7, 0, 0, 0, 0, 0]]) } });
  expect(await units()).toBe(7);
  // A write to the month's orders makes it stale again: summed from the days, the marker is gone.
  await insertOrder({ buyer: buyer._id, createdAt: new Date('2020-01-11T12:00:00Z'), lines: [{ product: p._id, seller: a._id, price: 10, count: 2 }] });
  expect(await units()).toBe(3);

  // A process that summed the month as of an earlier check does not write over one kept as of a later check.
  const later = new Date(Date.now() + 3_600_000);
  const keptLater = JSON.stringify([[String(a._id), 9, 0, 0, 0, 0, 0]]);
  await FinanceMonth.updateOne({ _id: '2020-01' }, { $set: { checkedAt: later, rows: keptLater } });
  await Order.collection.updateMany({}, { $set: { updatedAt: new Date(later.getTime() + 60_000) } });
  expect(await units()).toBe(3);
  expect(await FinanceMonth.findById('2020-01').lean()).toMatchObject({ checkedAt: later, rows: keptLater });
});

test("a process judges a month's earnings by the month's present version, never by one it read before another process summed the month again", async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 10, platformEarningType: 'percent', percent: 10 });
  await insertOrder({ buyer: buyer._id, createdAt: new Date('2019-01-10T12:00:00Z'), lines: [{ product: p._id, seller: a._id, price: 10, count: 1 }] });
  await anHourLater();
  const platform = (process: string) =>
    asProcess(process, async () => {
      const { body } = await call<FinancesReport>(finances.GET, { url: '/api/admin/finances?from=2019-01&to=2019-01', token });
      return body.totals.platformEarnings;
    });
  const summed = async () => (await sumOfDays('2019-01')).reduce((cents, r) => cents + r.platformCents, 0) / 100;

  expect(await platform('one')).toBe(await summed());
  // P's stock is written: process one reads the month's earnings (10 %) to see that nothing changed.
  await Product.updateOne({ _id: p._id }, { $inc: { availableCount: -1 } });
  expect(await platform('one')).toBe(await summed());
  // Process two sees P at 20 %: the month is summed again and kept with its new earnings.
  await Product.updateOne({ _id: p._id }, { $set: { percent: 20 } });
  const atTwenty = await platform('two');
  expect(atTwenty).toBe(await summed());
  // Back to 10 %: what process one read before is not the month's any more; the month is summed again.
  await Product.updateOne({ _id: p._id }, { $set: { percent: 10 } });
  expect(await platform('one')).toBe(await summed());
  expect(await platform('one')).not.toBe(atTwenty);
});
