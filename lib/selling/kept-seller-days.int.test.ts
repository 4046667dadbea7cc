import * as delivers from '@/app/api/delivers/route';
import * as deliverLine from '@/app/api/delivers/[orderId]/[lineId]/route';
import * as sellingData from '@/app/api/sellingData/getUserSellingData/route';
import * as orders from '@/app/api/orders/route';
import * as cancel from '@/app/api/orders/cancelOrder/[orderId]/route';
import * as deliver from '@/app/api/tracking/deliver/route';
import { messages as m } from '@/lib/messages';
import { TRACK_STATUSES } from '@/lib/orders/status';
import { trackingKey } from '@/lib/tracking/secret';
import { deliveryCode } from '@/lib/tracking/token';
import { Order } from '@/models/Order';
import { SellerDay, sellerDayId } from '@/models/SellerDay';
import { SellerDaysCheck } from '@/models/SellerDaysCheck';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, sellerAndRival } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, havanaTerms, orderPayload, postOrder, setCart } from '@/scripts/test-support/orders';
import { useMailCatcher } from '@/scripts/test-support/smtp';
import type { Types } from 'mongoose';
import { sellerLinesPage } from './deliveries-page';
import type { DeliveriesPage, UserSellingData } from './dto';
import { backfillSellerDays, sellerDays } from './kept-seller-days';
import { orderMatch } from './order-sums';
import { dayKey } from './sales-days';
import { decodeSellerDay, encodeSellerDay, sellerDayFiguresOf, type OrderForSellerFigures, type SellerDayFigures } from './seller-days';
import { insertOrder } from './test-orders';

jest.setTimeout(120_000);

/*
 * The seller's kept days (models/SellerDay.ts) must say what a full recount of the orders says
 * after every kind of order event, through the real calls: checkout, a status change, a line's
 * tracking status, a cancel and a delivery with the recipient's code; and /delivers' pages, cut
 * by kept days, must be the pages of a full read.
 */
describe("a seller's kept day figures", () => {
  useTestDatabase();
  useMailCatcher();

  /** Rows in a fixed order, so that two computations of the same orders compare equal. */
  const normal = (days: ReadonlyMap<string, SellerDayFigures>) =>
    [...days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, f]) => [
        day,
        {
          ...f,
          sales: [...f.sales].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
          discounts: [...f.discounts].sort((a, b) => a.product.localeCompare(b.product)),
        },
      ]);

  async function recount(sellerId: string) {
    return sellerDayFiguresOf(
      await Order.find(orderMatch({ sellerId }), { createdAt: 1, currentStatus: 1, lines: 1 }).lean<OrderForSellerFigures[]>(),
      sellerId,
    );
  }

  /** The days as the database keeps them, read without this process's decoded copies. */
  async function stored(sellerId: string) {
    const docs = await SellerDay.find({ seller: sellerId }).lean();
    return new Map(docs.map((d) => [d.day, decodeSellerDay(d.figures, sellerId)] as const).filter(([, f]) => f.lines > 0));
  }

  /** Both screens answer what the recount says, and the database holds the recount's days. */
  async function expectRecounted(seller: { user: { _id: Types.ObjectId }; token: string }) {
    const sellerId = String(seller.user._id);
    const dashboard = await call<UserSellingData>(sellingData.GET, { url: '/api/sellingData/getUserSellingData', token: seller.token });
    const deliveries = await call<DeliveriesPage>(delivers.GET, { url: '/api/delivers', token: seller.token });
    expect([dashboard.status, deliveries.status]).toEqual([200, 200]);
    const expected = await recount(sellerId);
    expect(normal(await stored(sellerId))).toEqual(normal(expected));
    const all = [...expected.values()];
    const units = all.reduce((n, d) => n + d.sales.reduce((u, r) => u + r.units, 0), 0);
    const orderCount = all.reduce((n, d) => n + d.orders, 0);
    expect([dashboard.body.totalSells, dashboard.body.totalOrders]).toEqual([units, orderCount]);
    expect([deliveries.body.orders, deliveries.body.count]).toEqual([orderCount, all.reduce((n, d) => n + d.lines, 0)]);
    for (const status of TRACK_STATUSES) expect(deliveries.body.statusCounts[status]).toBe(all.reduce((n, d) => n + (d.statusLines[status] ?? 0), 0));
    return { dashboard: dashboard.body, deliveries: deliveries.body };
  }

  test('new orders, status changes, a line status, a cancel and a delivery each move the figures as a recount', async () => {
    const seller = await createUser({ isImportCompany: true, deliveryCosts: havanaTerms() });
    const rival = await createSeller();
    const admin = await createUser({ isImportAdmin: true, isSuperAdmin: true });
    const olla = await createProduct(seller.user, { name: 'Olla', price: 12.34, availableCount: 80, maxCount: 20, isManualImportCost: true, importCost: 0 });
    const fan = await createProduct(seller.user, { name: 'Ventilador', price: 20, availableCount: 80, maxCount: 20, isManualImportCost: true, importCost: 0 });
    const theirs = await createProduct(rival, { name: 'Batidora', price: 30, availableCount: 80, isManualImportCost: true, importCost: 0 });
    const buyer = await createBuyer([]);
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);

    // History from before the figures were ever kept: three earlier days, one order with a rival's line.
    await insertOrder({
      buyer: buyer.user._id,
      createdAt: day(40),
      lines: [
        { product: olla._id, seller: seller.user._id, name: 'Olla', price: 12.34, count: 2, couponDiscount: 1.23 },
        { product: theirs._id, seller: rival._id, name: 'Batidora', price: 30, count: 1 },
      ],
    });
    await insertOrder({
      buyer: buyer.user._id,
      createdAt: day(40),
      lines: [{ product: fan._id, seller: seller.user._id, name: 'Ventilador', price: 18, count: 1 }],
    });
    const old = await insertOrder({
      buyer: buyer.user._id,
      createdAt: day(3),
      lines: [
        { product: fan._id, seller: seller.user._id, name: 'Ventilador', price: 20, count: 3 },
        { product: olla._id, seller: seller.user._id, name: 'Olla', price: 12.34, count: 1 },
      ],
    });
    await insertOrder({
      buyer: buyer.user._id,
      createdAt: day(2),
      status: m.orderStatus.cancelled,
      lines: [{ product: fan._id, seller: seller.user._id, name: 'Ventilador', price: 20, count: 7 }],
    });
    const first = await expectRecounted(seller);
    expect(first.dashboard.totalSells).toBe(7);

    const place = async (lines: { product: Types.ObjectId; count: number }[]) => {
      await setCart(buyer.user._id, lines);
      const answer = await postOrder(buyer.token, orderPayload());
      expect(answer.status).toBe(200);
      return answer.body.orderId!;
    };
    const advance = async (id: string, newStatus: string) =>
      expect(
        (
          await call(orders.PATCH, {
            url: '/api/orders',
            method: 'PATCH',
            token: admin.token,
            body: { _id: id, newStatus, paymentObservation: 'Efectivo' },
          })
        ).status,
      ).toBe(200);

    // A new order today.
    const placed = await place([
      { product: olla._id, count: 2 },
      { product: fan._id, count: 1 },
      { product: theirs._id, count: 1 },
    ]);
    expect((await expectRecounted(seller)).dashboard.totalSells).toBe(10);
    // A status change.
    await advance(placed, m.orderStatus.confirmed);
    await expectRecounted(seller);
    // A line's tracking status set by the seller, on the old day.
    const line = old.lines[0];
    const marked = await call(deliverLine.PATCH, {
      url: `/api/delivers/${old._id}/${line._id}`,
      method: 'PATCH',
      token: seller.token,
      body: { currentStatus: TRACK_STATUSES[2] },
      params: { orderId: String(old._id), lineId: String(line._id) },
    });
    expect(marked.status).toBe(200);
    expect((await expectRecounted(seller)).deliveries.statusCounts[TRACK_STATUSES[2]]).toBe(1);
    // A cancel: the order leaves both screens.
    const cancelled = await place([{ product: fan._id, count: 4 }]);
    await advance(cancelled, m.orderStatus.confirmed);
    expect((await expectRecounted(seller)).dashboard.totalSells).toBe(14);
    expect(
      (await call(cancel.PATCH, { url: `/api/orders/cancelOrder/${cancelled}`, method: 'PATCH', token: admin.token, params: { orderId: cancelled } })).status,
    ).toBe(200);
    expect((await expectRecounted(seller)).dashboard.totalSells).toBe(10);
    // A delivery with the recipient's code.
    const handed = await call(deliver.POST, {
      url: '/api/tracking/deliver',
      method: 'POST',
      token: admin.token,
      body: { orderId: placed, code: deliveryCode(placed, trackingKey()) },
    });
    expect(handed.status).toBe(200);
    const last = await expectRecounted(seller);
    expect([last.dashboard.totalSells, last.dashboard.totalOrders, last.deliveries.count]).toEqual([10, 4, 6]);
  });

  test('a change to an order of a day already kept is not lost: the day is computed again', async () => {
    const seller = await createUser({ isImportCompany: true });
    const { user: buyer } = await createUser();
    const olla = await createProduct(seller.user, { name: 'Olla' });
    const order = await insertOrder({
      buyer: buyer._id,
      createdAt: new Date(Date.now() - 10 * 86_400_000),
      lines: [{ product: olla._id, seller: seller.user._id, name: 'Olla', price: 25, count: 2 }],
    });
    await expectRecounted(seller);
    // Written as any write of the store is (mongoose stamps updatedAt), directly to the database.
    await Order.updateOne({ _id: order._id }, { $set: { 'lines.0.count': 5 } });
    expect((await expectRecounted(seller)).dashboard.totalSells).toBe(5);
    await Order.updateOne({ _id: order._id }, { $set: { currentStatus: m.orderStatus.cancelled } });
    expect((await expectRecounted(seller)).dashboard.totalSells).toBe(0);
  });

  test('another process, with nothing in its memory, reads the same figures from the database; the backfill is idempotent', async () => {
    const seller = await createUser({ isImportCompany: true });
    const { user: buyer } = await createUser();
    const olla = await createProduct(seller.user, { name: 'Olla' });
    await insertOrder({ buyer: buyer._id, lines: [{ product: olla._id, seller: seller.user._id, name: 'Olla', price: 25, count: 2 }] });
    expect(await backfillSellerDays()).toBeGreaterThanOrEqual(1);
    expect(await backfillSellerDays()).toBe(0);
    const here = normal(await sellerDays(String(seller.user._id)));
    (globalThis as { __importaSellerDays?: unknown }).__importaSellerDays = undefined;
    expect(normal(await sellerDays(String(seller.user._id)))).toEqual(here);
    expect(normal(await stored(String(seller.user._id)))).toEqual(here);
    await expectRecounted(seller);
  });

  test('figures kept by another process from a later reading are never overwritten by an earlier one', async () => {
    const seller = await createUser({ isImportCompany: true });
    const { user: buyer } = await createUser();
    const olla = await createProduct(seller.user, { name: 'Olla' });
    const order = await insertOrder({ buyer: buyer._id, lines: [{ product: olla._id, seller: seller.user._id, name: 'Olla', price: 25, count: 2 }] });
    await expectRecounted(seller);
    // As if another process had just read the day after a write this one has not seen.
    const later = new Date(Date.now() + 60_000);
    const theirs = {
      ...sellerDayFiguresOf([{ createdAt: order.createdAt!, lines: [{ ...order.lines[0], count: 9 }] }], String(seller.user._id)).get(
        dayKey(order.createdAt!),
      )!,
    };
    await SellerDay.updateOne(
      { _id: sellerDayId(String(seller.user._id), dayKey(order.createdAt!)) },
      { $set: { computedAt: later, figures: encodeSellerDay(theirs) } },
    );
    await Order.updateOne({ _id: order._id }, { $set: { 'lines.0.message': 'x' } });
    const days = await sellerDays(String(seller.user._id));
    expect(days.get(dayKey(order.createdAt!))!.sales[0].units).toBe(9);
  });

  test("/delivers' pages, of every status, are the pages of a full read of the seller's orders", async () => {
    const { seller, rival, buyer, mine, theirs } = await sellerAndRival();
    const statuses = [TRACK_STATUSES[0], TRACK_STATUSES[1], TRACK_STATUSES[0], TRACK_STATUSES[3]];
    for (let i = 0; i < 9; i += 1) {
      // Several orders on some days, and lines of one order in different statuses.
      const lines = Array.from({ length: 1 + (i % 3) }, (_, j) => ({ product: mine._id, seller: seller.user._id, name: 'Olla', price: 10 + j, count: 1 + j }));
      const created = await insertOrder({
        buyer: buyer._id,
        createdAt: new Date(Date.now() - Math.floor(i / 2) * 86_400_000 - i * 60_000),
        lines: [...lines, { product: theirs._id, seller: rival.user._id, name: 'Batidora', price: 30, count: 1 }],
      });
      await Order.updateOne(
        { _id: created._id },
        { $set: Object.fromEntries(lines.map((_, j) => [`lines.${j}.trackStatus.currentStatus`, statuses[(i + j) % statuses.length]])) },
      );
    }
    await expectPagesOfFullRead(seller, 4);
  });

  test("/delivers' pages on a busy day, among hundreds of other sellers' orders and orders of one millisecond, are those of a full read", async () => {
    const { seller, rival, buyer, mine, theirs } = await sellerAndRival();
    const now = Date.now();
    for (let i = 0; i < 330; i += 1) {
      // Every tenth order is the seller's; three share each millisecond, so the first batch of a
      // read (100 orders) ends inside one, beside an order of the seller's.
      const own = i % 10 === 0;
      const created = await insertOrder({
        buyer: buyer._id,
        createdAt: new Date(now - Math.floor(i / 3)),
        lines: own
          ? [{ product: mine._id, seller: seller.user._id, name: 'Olla', price: 10, count: 1 }]
          : [{ product: theirs._id, seller: rival.user._id, name: 'Batidora', price: 30, count: 1 }],
      });
      if (own && i % 2 === 0) await Order.updateOne({ _id: created._id }, { $set: { 'lines.0.trackStatus.currentStatus': TRACK_STATUSES[1] } });
    }
    await expectPagesOfFullRead(seller, 7);
  });

  /** As if the orders had last been written long before the seller's check: only what a test writes next is "written since". */
  const writtenLongAgo = (orders: readonly { _id: Types.ObjectId }[]) =>
    Order.collection.updateMany({ _id: { $in: orders.map((o) => o._id) } }, { $set: { updatedAt: new Date(Date.now() - 3_600_000) } });

  test("a sparse seller on a busy day gets exactly his lines and counts, and his page reads his page's orders alone, by _id", async () => {
    const { seller, rival, buyer, mine, theirs } = await sellerAndRival();
    const now = Date.now();
    const written = [];
    for (let i = 0; i < 300; i += 1) {
      // Four of the day's 300 orders are his; two of them share a millisecond with each other and with the rival's.
      const own = [17, 150, 151, 290].includes(i);
      written.push(
        await insertOrder({
          buyer: buyer._id,
          createdAt: new Date(now - Math.floor(i / 3)),
          lines: own
            ? [
                { product: mine._id, seller: seller.user._id, name: 'Olla', price: 10, count: 1 },
                ...(i === 150 ? [{ product: mine._id, seller: seller.user._id, name: 'Olla', price: 11, count: 2 }] : []),
              ]
            : [{ product: theirs._id, seller: rival.user._id, name: 'Batidora', price: 30, count: 1 }],
        }),
      );
    }
    written.push(
      await insertOrder({
        buyer: buyer._id,
        createdAt: new Date(now - 3 * 86_400_000),
        lines: [{ product: mine._id, seller: seller.user._id, name: 'Olla', price: 10, count: 3 }],
      }),
    );
    await Order.updateOne({ _id: written[151]._id }, { $set: { 'lines.0.trackStatus.currentStatus': TRACK_STATUSES[1] } });
    await writtenLongAgo(written);
    const { deliveries } = await expectRecounted(seller);
    expect([deliveries.orders, deliveries.count]).toEqual([5, 6]);
    await expectPagesOfFullRead(seller, 2);

    const reads = jest.spyOn(Order, 'find');
    try {
      // His lines newest first: 17's, 151's, 150's two (one millisecond: by id), 290's, then the older day's.
      const page = await call<DeliveriesPage>(delivers.GET, { url: '/api/delivers?page=2&limit=3', token: seller.token });
      const pageOrders = [written[150], written[290], written[300]];
      expect(page.body.lines.map((l) => l.orderId)).toEqual(pageOrders.map((o) => String(o._id)));
      // Besides the check's read of the orders written since it, the orders of the page and nothing else, by _id.
      const filters = reads.mock.calls.map(([filter]) => filter as unknown as Record<string, unknown>).filter((f) => !('updatedAt' in f));
      expect(filters).toEqual([expect.objectContaining({ _id: { $in: pageOrders.map((o) => o._id) } })]);
    } finally {
      reads.mockRestore();
    }
  });

  test('days kept before their orders were (no orders, an older check), even left half way by a process stopped, are counted again once and read right', async () => {
    const { seller, rival, buyer, mine, theirs } = await sellerAndRival();
    const sellerId = String(seller.user._id);
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    const mineLine = { product: mine._id, seller: seller.user._id, name: 'Olla', price: 10, count: 1 };
    const written = [
      await insertOrder({ buyer: buyer._id, createdAt: day(5), lines: [mineLine] }),
      await insertOrder({
        buyer: buyer._id,
        createdAt: day(5),
        lines: [{ product: theirs._id, seller: rival.user._id, name: 'Batidora', price: 30, count: 1 }],
      }),
      await insertOrder({ buyer: buyer._id, createdAt: day(2), lines: [mineLine, { ...mineLine, count: 2 }] }),
      await insertOrder({ buyer: buyer._id, createdAt: day(2), lines: [mineLine] }),
    ];
    await writtenLongAgo(written);
    await expectRecounted(seller);
    // As code from before the kept orders left it: no orders beside the figures, a check without a layout;
    // and then a process of this code stopped half way: one day kept again, the check not yet moved.
    await SellerDay.updateMany({ seller: seller.user._id }, { $unset: { orders: 1 } });
    await SellerDaysCheck.updateOne({ _id: seller.user._id }, { $unset: { layout: 1 } });
    const later = await insertOrder({ buyer: buyer._id, createdAt: day(2), lines: [{ ...mineLine, count: 4 }] });
    await writtenLongAgo([later]);
    await SellerDay.updateOne({ _id: sellerDayId(sellerId, dayKey(day(5))) }, { $set: { orders: '[]', computedAt: new Date() } });
    (globalThis as { __importaSellerDays?: unknown }).__importaSellerDays = undefined;

    expect(await backfillSellerDays()).toBeGreaterThanOrEqual(1);
    expect(await backfillSellerDays()).toBe(0);
    const { deliveries } = await expectRecounted(seller);
    expect([deliveries.orders, deliveries.count]).toEqual([4, 5]);
    await expectPagesOfFullRead(seller, 2);
    expect((await SellerDay.find({ seller: seller.user._id }).lean()).every((d) => typeof d.orders === 'string')).toBe(true);
  });

  test('a day an older process kept after the check (a rolling restart: figures without orders) is counted whole: its pages show, and a later order keeps the earlier ones', async () => {
    const { seller, buyer, mine } = await sellerAndRival();
    const sellerId = String(seller.user._id);
    const createdAt = new Date(Date.now() - 3 * 86_400_000);
    const line = { product: mine._id, seller: seller.user._id, name: 'Olla', price: 10, count: 1 };
    await writtenLongAgo([
      await insertOrder({ buyer: buyer._id, createdAt, lines: [line] }),
      await insertOrder({ buyer: buyer._id, createdAt, lines: [line, { ...line, count: 2 }] }),
    ]);
    await expectRecounted(seller);
    /** The day as a process of the older layout keeps it: counted anew, without its orders, its check moved forward as it did. */
    const keptByOlderProcess = async () => {
      await SellerDay.updateOne({ _id: sellerDayId(sellerId, dayKey(createdAt)) }, { $unset: { orders: 1 }, $set: { computedAt: new Date() } });
      await SellerDaysCheck.updateOne({ _id: seller.user._id }, { $max: { checkedAt: new Date(), changedAt: new Date() } });
    };

    await keptByOlderProcess();
    await expectPagesOfFullRead(seller, 2);
    expect(typeof (await SellerDay.findById(sellerDayId(sellerId, dayKey(createdAt))).lean())?.orders).toBe('string');

    await keptByOlderProcess();
    await insertOrder({ buyer: buyer._id, createdAt, lines: [{ ...line, count: 4 }] });
    const { deliveries } = await expectRecounted(seller);
    expect([deliveries.orders, deliveries.count]).toEqual([3, 4]);
    await expectPagesOfFullRead(seller, 2);
  });

  test('an order written after its day was kept shows on the next page read, with the orders the day kept', async () => {
    const { seller, buyer, mine } = await sellerAndRival();
    const line = { product: mine._id, seller: seller.user._id, name: 'Olla', price: 10, count: 1 };
    const kept = [
      await insertOrder({ buyer: buyer._id, createdAt: new Date(Date.now() - 60_000), lines: [line] }),
      await insertOrder({ buyer: buyer._id, createdAt: new Date(Date.now() - 50_000), lines: [line, line] }),
    ];
    await writtenLongAgo(kept);
    expect((await expectRecounted(seller)).deliveries.count).toBe(3);
    const placed = await insertOrder({ buyer: buyer._id, lines: [{ ...line, count: 5 }] });
    const first = await call<DeliveriesPage>(delivers.GET, { url: '/api/delivers?limit=2', token: seller.token });
    expect([first.body.orders, first.body.count]).toEqual([3, 4]);
    expect(first.body.lines.map((l) => [l.orderId, l.count])).toEqual([
      [String(placed._id), 5],
      [String(kept[1]._id), 1],
    ]);
    await expectPagesOfFullRead(seller, 2);
  });

  test("a cancelled order leaves /delivers' counts and pages as the dashboard's", async () => {
    const { seller, rival, buyer, mine, theirs } = await sellerAndRival();
    const admin = await createUser({ isImportAdmin: true, isSuperAdmin: true });
    const line = { product: mine._id, seller: seller.user._id, name: 'Olla', price: 10, count: 2 };
    const written = [
      await insertOrder({ buyer: buyer._id, createdAt: new Date(Date.now() - 30_000), lines: [line] }),
      await insertOrder({
        buyer: buyer._id,
        createdAt: new Date(Date.now() - 20_000),
        lines: [line, { product: theirs._id, seller: rival.user._id, name: 'Batidora', price: 30, count: 1 }],
      }),
      await insertOrder({ buyer: buyer._id, createdAt: new Date(Date.now() - 10_000), lines: [line] }),
    ];
    await writtenLongAgo(written);
    expect((await expectRecounted(seller)).dashboard.totalSells).toBe(6);
    const cancelled = String(written[1]._id);
    expect(
      (await call(cancel.PATCH, { url: `/api/orders/cancelOrder/${cancelled}`, method: 'PATCH', token: admin.token, params: { orderId: cancelled } })).status,
    ).toBe(200);
    const { dashboard, deliveries } = await expectRecounted(seller);
    expect([dashboard.totalSells, dashboard.totalOrders, deliveries.orders, deliveries.count]).toEqual([4, 2, 2, 2]);
    expect(deliveries.lines.map((l) => l.orderId)).toEqual([String(written[2]._id), String(written[0]._id)]);
    await expectPagesOfFullRead(seller, 1);
  });

  test('an order cancelled between the counts and the page read: the page is counted and read again, whole', async () => {
    const { seller, buyer, mine } = await sellerAndRival();
    const line = { product: mine._id, seller: seller.user._id, name: 'Olla', price: 10, count: 1 };
    const written = await Promise.all(
      [40, 30, 20, 10].map((secondsAgo) => insertOrder({ buyer: buyer._id, createdAt: new Date(Date.now() - secondsAgo * 1000), lines: [line] })),
    );
    await writtenLongAgo(written);
    await expectRecounted(seller);
    // The cancel lands right before the page's orders are read by _id, after the kept days were counted.
    const find = Order.find.bind(Order);
    let cancelled = false;
    const spy = jest.spyOn(Order, 'find').mockImplementation(((...args: Parameters<typeof Order.find>) => {
      const query = find(...args);
      if (cancelled || !(args[0] as { _id?: { $in?: unknown } } | undefined)?._id?.$in) return query;
      cancelled = true;
      const exec = query.exec.bind(query);
      query.exec = (async () => {
        await Order.updateOne({ _id: written[3]._id }, { $set: { currentStatus: m.orderStatus.cancelled } });
        return exec();
      }) as typeof query.exec;
      return query;
    }) as typeof Order.find);
    const page = await call<DeliveriesPage>(delivers.GET, { url: '/api/delivers?limit=2', token: seller.token }).finally(() => spy.mockRestore());
    expect(cancelled).toBe(true);
    expect([page.body.orders, page.body.count]).toEqual([3, 3]);
    expect(page.body.lines.map((l) => l.orderId)).toEqual([String(written[2]._id), String(written[1]._id)]);
  });

  test('a seller with more than a hundred days is kept whole at his first view, in one bulk write (the embedded engine once answered none of 100 updates: scripts/server/ferretdb/README.md)', async () => {
    const { seller, buyer, mine } = await sellerAndRival();
    for (let n = 0; n < 120; n += 1) {
      await insertOrder({
        buyer: buyer._id,
        createdAt: new Date(Date.now() - n * 86_400_000),
        lines: [{ product: mine._id, seller: seller.user._id, name: 'Olla', price: 10, count: 1 + (n % 3) }],
      });
    }
    const { deliveries } = await expectRecounted(seller);
    expect([deliveries.orders, deliveries.count]).toEqual([120, 120]);
    expect(await SellerDay.countDocuments({ seller: seller.user._id })).toBe(120);
  });

  /** Every page of every status through /delivers is the same page of one read of all the seller's orders. */
  async function expectPagesOfFullRead(seller: { user: { _id: Types.ObjectId }; token: string }, limit: number) {
    const all = await Order.find(orderMatch({ sellerId: String(seller.user._id) }), { createdAt: 1, lines: 1 }).lean();
    for (const status of [undefined, ...TRACK_STATUSES]) {
      const whole = sellerLinesPage(all, String(seller.user._id), status, 1, 1_000);
      for (let page = 1; page <= Math.ceil(whole.count / limit) + 1; page += 1) {
        const query = new URLSearchParams({ page: String(page), limit: String(limit), ...(status ? { status } : {}) });
        const answer = await call<DeliveriesPage>(delivers.GET, { url: `/api/delivers?${query}`, token: seller.token });
        expect(answer.status).toBe(200);
        expect(answer.body.count).toBe(whole.count);
        expect(answer.body.statusCounts).toEqual(whole.statusCounts);
        expect(answer.body.lines.map((l) => l.lineId)).toEqual(whole.rows.slice((page - 1) * limit, page * limit).map((r) => String(r.line._id)));
      }
    }
  }
});
