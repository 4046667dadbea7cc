import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { processes } from '@/scripts/test-support/process-memory';
import { messages } from '../messages';
import { monthOf, type Month } from '../selling/months';
import { earningSettings, orderMatch } from '../selling/order-sums';
import { dayFiguresOf, dayKey, decodeDayOrders, encodeDayFigures, mergeDays, type OrderForFigures } from '../selling/sales-days';
import { productSales } from '../selling/summary';
import { insertOrder } from '../selling/test-orders';
import { FinanceMonth } from '@/models/FinanceMonth';
import { Order } from '@/models/Order';
import { SalesDay } from '@/models/SalesDay';
import { figuresOf, financeRows, groupRows } from './finances';
import { financesReport } from './finances-service';

withTestDatabase();

afterEach(() => jest.restoreAllMocks());

// Each test starts from a store with no orders and no kept figures, and processes that remember none.
beforeEach(async () => {
  await Promise.all([Order.deleteMany({}), SalesDay.deleteMany({}), FinanceMonth.deleteMany({})]);
  forgetAll();
});

/** What each process of the store keeps in memory about the figures (lib/selling/order-sums.ts). */
const { asProcess, forgetAll } = processes(['__importaDecodedDays', '__importaDayOrders', '__importaEarningSettings', '__importaMonthEarnings']);

/** The month's figures, in total and per seller, counted from its orders anew by a process that never saw them. */
async function recount(month: Month) {
  return asProcess(`fresh-${Math.random()}`, async () => {
    const orders = await Order.find(orderMatch({ from: month.start, to: month.end }), { createdAt: 1, lines: 1, deliveryCostsPerUser: 1 }).lean<
      OrderForFigures[]
    >();
    const { sales, discounts, delivery, refunds } = mergeDays([...dayFiguresOf(orders).values()]);
    const settings = await earningSettings(sales.map((s) => s.product));
    const rows = financeRows(month.key, productSales(sales, discounts, settings, refunds), delivery);
    return { month: figuresOf(rows), sellers: Object.fromEntries([...groupRows(rows, (r) => r.sellerId)].map(([id, own]) => [id, figuresOf(own)])) };
  });
}

/** The report of `month` as the process `name` answers it (at `now`), in the recount's shape. */
async function reported(name: string, month: Month, now = new Date()) {
  const report = await asProcess(name, () => financesReport({ from: month.key, to: month.key }, now));
  const figures = (f: { units: number; sales: number; importCosts: number; delivery: number; platformEarnings: number; refunds: number }) => ({
    units: f.units,
    sales: f.sales,
    importCosts: f.importCosts,
    delivery: f.delivery,
    platformEarnings: f.platformEarnings,
    refunds: f.refunds,
  });
  return { month: figures(report.periods[0]), sellers: Object.fromEntries(report.sellers.map((s) => [s.sellerId, figures(s)])) };
}

/** Today's kept day: its figures and the ids of the orders it keeps that count. */
async function keptToday() {
  const doc = await SalesDay.findOne({ day: dayKey(new Date()) }).lean();
  return {
    figures: doc?.figures,
    orders: typeof doc?.orders === 'string' ? [...decodeDayOrders(doc.orders)!].flatMap(([id, kept]) => (kept.order ? [id] : [])).sort() : null,
  };
}

test("today's orders placed, moved, cancelled and refunded show at the next report of any process, equal to a recount, without summing the month again", async () => {
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: b } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda B' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 20, platformEarningType: 'percent', percent: 10 });
  const q = await createProduct(b, { price: 10, platformEarningType: 'fixed', fixedPlatformEarning: 2 });
  const month = monthOf(new Date());
  const expectExact = async (name: string) => {
    const expected = await recount(month);
    expect(await reported(name, month)).toEqual(expected);
    return expected;
  };

  const first = await insertOrder({
    buyer: buyer._id,
    delivery: [{ seller: a._id, cost: 1 }],
    lines: [{ product: p._id, seller: a._id, price: 20, count: 2 }],
  });
  const second = await insertOrder({
    buyer: buyer._id,
    lines: [
      { product: q._id, seller: b._id, price: 10, count: 3 },
      { product: p._id, seller: a._id, price: 20, count: 1, couponDiscount: 1 },
    ],
  });
  expect((await expectExact('one')).month.units).toBe(6);
  expect((await keptToday()).orders).toEqual([String(first._id), String(second._id)].sort());
  // The month holding today keeps its days before today; today is summed from its kept day.
  const kept = await FinanceMonth.findById(month.key).lean();
  expect(kept).toMatchObject({ through: dayKey(new Date()) });

  // A status change moves no figure (the order's new version is kept, so that it is not read again at every report).
  const { figures } = await keptToday();
  await Order.updateOne({ _id: first._id }, { $set: { currentStatus: messages.orderStatus.confirmed } });
  await expectExact('two');
  expect((await keptToday()).figures).toEqual(figures);

  // A cancel (process one, whose memory of the day is older), a claim's refund (process two), a new order (a third process).
  await Order.updateOne({ _id: second._id }, { $set: { currentStatus: messages.orderStatus.cancelled } });
  expect((await expectExact('one')).sellers[String(b._id)]).toBeUndefined();
  await Order.updateOne({ _id: first._id }, { $inc: { 'lines.0.refundedCents': 500 } });
  expect((await expectExact('two')).month.refunds).toBe(5);
  const third = await insertOrder({ buyer: buyer._id, lines: [{ product: q._id, seller: b._id, price: 10, count: 1 }] });
  await expectExact('three');
  expect((await keptToday()).orders).toEqual([String(first._id), String(third._id)].sort());

  // None of today's writes made anyone sum the month again.
  expect(await FinanceMonth.findById(month.key).lean()).toEqual(kept);
});

test("a process cut between reading today's orders and writing the day leaves figures the next report still finds exact", async () => {
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 15, platformEarningType: 'fixed', fixedPlatformEarning: 1 });
  const month = monthOf(new Date());
  const order = (count: number) => insertOrder({ buyer: buyer._id, lines: [{ product: p._id, seller: a._id, price: 15, count }] });
  await order(1);
  expect(await reported('one', month)).toEqual(await recount(month));

  // Process one dies on its write of the day: nothing of it lands, and process two counts the order.
  await order(2);
  const cut = jest.spyOn(SalesDay, 'updateOne').mockRejectedValueOnce(new Error('el proceso murió'));
  await expect(reported('one', month)).rejects.toThrow('el proceso murió');
  expect(cut).toHaveBeenCalledTimes(1);
  cut.mockRestore();
  expect((await reported('two', month)).month.units).toBe(3);
  expect(await reported('two', month)).toEqual(await recount(month));

  // Another process writes the day between process one's reading and its write: one's write is refused (the
  // day keeps the other's figures and orders), its answer is exact all the same, and so is every later one.
  const last = await order(4);
  const raced = jest.spyOn(SalesDay, 'updateOne');
  const otherFirst = async (filter: object, update: object) => {
    await SalesDay.collection.updateOne({ day: dayKey(new Date()) }, { $set: { figuresAt: new Date() } });
    return SalesDay.collection.updateOne(filter, update);
  };
  raced.mockImplementationOnce(otherFirst as never);
  expect((await reported('one', month)).month.units).toBe(7);
  raced.mockRestore();
  expect((await keptToday()).orders).not.toContain(String(last._id));
  expect(await reported('two', month)).toEqual(await recount(month));
  expect(await reported('one', month)).toEqual(await recount(month));
  expect((await keptToday()).orders).toContain(String(last._id));
});

test("when the day turns, the month's kept row takes yesterday in, equal to a recount", async () => {
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 12, platformEarningType: 'percent', percent: 20 });
  const month = monthOf(new Date());
  await insertOrder({ buyer: buyer._id, lines: [{ product: p._id, seller: a._id, price: 12, count: 2 }] });
  expect(await reported('one', month)).toEqual(await recount(month));
  const tomorrow = new Date(Date.now() + 86_400_000);
  expect(await reported('one', month, tomorrow)).toEqual(await recount(month));
  const kept = await FinanceMonth.findById(month.key).lean();
  expect(kept?.through).toBe(dayKey(new Date(Math.min(month.end.getTime(), new Date(`${dayKey(tomorrow)}T00:00:00.000Z`).getTime()))));
});

test('a day written since by code that does not keep its orders (its figures newer than its orders) is counted again whole', async () => {
  const { user: a } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda A' });
  const { user: buyer } = await createUser();
  const p = await createProduct(a, { price: 8, platformEarningType: 'fixed', fixedPlatformEarning: 1 });
  const month = monthOf(new Date());
  const today = dayKey(new Date());
  const order = (count: number) => insertOrder({ buyer: buyer._id, lines: [{ product: p._id, seller: a._id, price: 8, count }] });
  await order(1);
  expect(await reported('one', month)).toEqual(await recount(month));

  // An older process counts the day again whole with an order placed meanwhile: new figures, the kept orders left as they were.
  await order(2);
  await Order.collection.updateMany({}, { $set: { updatedAt: new Date(Date.now() - 3_600_000) } });
  const all = await Order.find(orderMatch({ from: month.start, to: month.end }), { createdAt: 1, lines: 1, deliveryCostsPerUser: 1 }).lean<OrderForFigures[]>();
  const now = new Date();
  await SalesDay.collection.updateOne({ day: today }, { $set: { computedAt: now, figuresAt: now, figures: encodeDayFigures(dayFiguresOf(all).get(today)!) } });
  expect((await reported('two', month)).month.units).toBe(3);

  // The next order written: summed with every order of the day, not with the orders the day kept before.
  await order(4);
  expect((await reported('two', month)).month.units).toBe(7);
  expect(await reported('one', month)).toEqual(await recount(month));
});
