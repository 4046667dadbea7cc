import type { Types } from 'mongoose';
import * as cancel from '@/app/api/orders/cancelOrder/[orderId]/route';
import { disableDocumentLocksForControlRun } from '@/lib/guarded-write';
import { messages as m } from '@/lib/messages';
import { takeWallet } from '@/lib/orders/ledger';
import { Order } from '@/models/Order';
import { OrderAttempt } from '@/models/OrderAttempt';
import { Product } from '@/models/Product';
import { RateLimitHit } from '@/models/RateLimitHit';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { recordFigure, scaled } from '@/scripts/test-support/figures';
import { createCategory, createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, orderPayload, postOrder, snapshot } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';

/*
 * The race tests of the order flow (docs/contract/buying.md §5, decision 8 "Races and business logic"): many buyers
 * through the real POST /api/orders handler against the real embedded database, trial after trial
 * (20 in `npm test`, 1,000 in `npm run test:long`). A control run with every in-process lock off
 * shows the database alone keeps the stock, on the embedded FerretDB as on MongoDB.
 */

jest.setTimeout(scaled(10, 240) * 60_000);
const BUYERS = 50;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let seller: Awaited<ReturnType<typeof createSeller>>;
let buyers: Awaited<ReturnType<typeof createBuyer>>[] = [];

/** What one race puts in every buyer's cart, and the stock it races for. */
type Scenario = {
  name: string;
  /** One entry per product: its stock (per size/colour when `tags`) and the units each buyer orders. */
  products: { stock: number; perOrder: number; tags?: { size: string; color: string; stock: number }[] }[];
};

const SCENARIOS: Scenario[] = [
  { name: '1 unidad de las 5 últimas', products: [{ stock: 5, perOrder: 1 }] },
  { name: '2 unidades por pedido de 5', products: [{ stock: 5, perOrder: 2 }] },
  {
    name: 'dos productos por pedido, todo o nada',
    products: [
      { stock: 10, perOrder: 3 },
      { stock: 4, perOrder: 2 },
    ],
  },
  {
    name: 'talla y color',
    products: [
      {
        stock: 9,
        perOrder: 2,
        tags: [
          { size: 'M', color: '#000000', stock: 3 },
          { size: 'L', color: '#ffffff', stock: 6 },
        ],
      },
    ],
  },
];

/** How many whole orders the stock allows: the product (or size) that runs out first decides. */
function possibleOrders(scenario: Scenario): number {
  return Math.min(...scenario.products.map((p) => Math.floor((p.tags ? p.tags[0].stock : p.stock) / p.perOrder)));
}

type RaceOutcome = { successes: number; oversold: number; problems: string[] };

/** Units of each product in the orders that hold it, and whether every such order holds the whole cart. */
async function orderedUnits(ids: Types.ObjectId[], perOrder: number[]) {
  const orders = await Order.find({ 'lines.product': { $in: ids } }).lean();
  const units = ids.map((id) =>
    orders
      .flatMap((o) => o.lines)
      .filter((l) => String(l.product) === String(id))
      .reduce((sum, l) => sum + l.count, 0),
  );
  const partial = orders.filter((o) =>
    ids.some((id, i) => o.lines.filter((l) => String(l.product) === String(id)).reduce((sum, l) => sum + l.count, 0) !== perOrder[i]),
  );
  return { orders: orders.length, units, partial: partial.length };
}

/** Every buyer's cart set to the scenario's lines of fresh products, then all 50 orders sent at once. */
async function race(scenario: Scenario): Promise<RaceOutcome> {
  if (buyers.length === 0) buyers = await Promise.all(Array.from({ length: BUYERS }, () => createBuyer([])));
  const clothing = await createCategory('Ropa', 'clothing');
  const products = await Promise.all(
    scenario.products.map((p) =>
      createProduct(seller, {
        name: 'Olla',
        fastDelivery: true,
        availableCount: p.stock,
        maxCount: 50,
        ...(p.tags ? { category: clothing, availableCountByTags: p.tags.map((t) => ({ size: t.size, color: t.color, availableCount: t.stock })) } : {}),
      }),
    ),
  );
  const ids = products.map((p) => p._id as Types.ObjectId);
  const lines = scenario.products.map((p, i) => ({ product: ids[i], count: p.perOrder, size: p.tags?.[0].size ?? '', color: p.tags?.[0].color ?? '' }));
  await User.updateMany({ _id: { $in: buyers.map((b) => b.user._id) } }, { $set: { 'cart.products': lines, 'cart.points': 0 } });
  const answers = await Promise.all(buyers.map((b) => postOrder(b.token)));
  const problems: string[] = [];
  const odd = answers.filter((a) => a.status !== 200 && !(a.status === 400 && a.body.errorType === 0));
  if (odd.length) problems.push(`${scenario.name}: answers other than 200 or the stock answer: ${JSON.stringify(odd.map((a) => [a.status, a.body.message]))}`);
  const successes = answers.filter((a) => a.status === 200).length;
  const after = await Product.find({ _id: { $in: ids } }).lean();
  const stockOf = (id: Types.ObjectId) => after.find((p) => String(p._id) === String(id))!;
  const ordered = await orderedUnits(
    ids,
    scenario.products.map((p) => p.perOrder),
  );
  let oversold = 0;
  scenario.products.forEach((p, i) => {
    const doc = stockOf(ids[i]);
    const units = ordered.units[i];
    oversold += Math.max(0, units + doc.availableCount - p.stock);
    if (doc.availableCount + units !== p.stock) problems.push(`${scenario.name}: stock ${doc.availableCount} + vendidas ${units} ≠ ${p.stock}`);
    if (doc.salesCount !== units) problems.push(`${scenario.name}: salesCount ${doc.salesCount}, unidades en pedidos ${units}`);
    if (doc.availableCount < 0) problems.push(`${scenario.name}: stock negativo ${doc.availableCount}`);
    if (p.tags) {
      const tagged = doc.availableCountByTags.reduce((sum, t) => sum + t.availableCount, 0);
      if (tagged !== doc.availableCount) problems.push(`${scenario.name}: tallas ${tagged} ≠ total ${doc.availableCount}`);
    }
  });
  if (ordered.orders !== successes) problems.push(`${scenario.name}: ${successes} respuestas 200 pero ${ordered.orders} pedidos guardados`);
  if (ordered.partial) problems.push(`${scenario.name}: ${ordered.partial} pedidos a medias`);
  if (successes !== possibleOrders(scenario)) problems.push(`${scenario.name}: ${successes} pedidos, se esperaban ${possibleOrders(scenario)}`);
  await clearRace(ids);
  return { successes, oversold, problems };
}

/**
 * Once a race is checked, its orders and products go, and so do the limiter's counts (each buyer may
 * try 30 orders per 10 minutes: lib/auth/rate-limit.ts), so the same 50 buyers race again. On
 * FerretDB every order and limiter query reads its whole table: left in place, 164 races had slowed
 * each race from 6 s to 30 s, and the 1,000 of the long run would have taken about ten hours.
 */
async function clearRace(ids: Types.ObjectId[]): Promise<void> {
  await Promise.all([Order.deleteMany({ 'lines.product': { $in: ids } }), Product.deleteMany({ _id: { $in: ids } }), RateLimitHit.deleteMany({})]);
}

describe('orders under concurrency', () => {
  useTestDatabase();
  beforeAll(async () => {
    mail = await startMailCatcher();
    seller = await createSeller();
  });
  afterAll(() => mail.stop());

  const TRIALS = scaled(20, 1000);
  test(`${TRIALS} races of 50 buyers for the last units: exactly as many orders as the stock allows, stock + sold = initial, all or nothing`, async () => {
    const problems: string[] = [];
    let oversold = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const outcome = await race(SCENARIOS[trial % SCENARIOS.length]);
      oversold += outcome.oversold;
      problems.push(...outcome.problems.map((p) => `prueba ${trial + 1}: ${p}`));
    }
    recordFigure('carreras de 50 compradores', TRIALS);
    recordFigure('unidades sobrevendidas', oversold);
    expect(problems).toEqual([]);
    expect(oversold).toBe(0);
    expect(await OrderAttempt.countDocuments()).toBe(0);
  });

  test('one buyer sending the same order 10 times at once gets one order', async () => {
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 50 });
    const buyer = await createBuyer([{ product: product._id, count: 2 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(buyer.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.message])).toEqual(Array(9).fill([400, m.checkout.emptyCart]));
    expect(await Order.countDocuments({ 'user._id': buyer.user._id })).toBe(1);
    expect((await Product.findById(product._id).lean())!.availableCount).toBe(48);
  });

  const WALLET_TRIALS = scaled(2, 50);
  test(`a wallet of 100 USD and 20 orders at once paying 100 from it: one debit (${WALLET_TRIALS} trials)`, async () => {
    const product = await createProduct(seller, { fastDelivery: true, price: 100, availableCount: 10_000, maxCount: 50 });
    let doubleSpends = 0;
    for (let trial = 0; trial < WALLET_TRIALS; trial++) {
      const buyer = await createBuyer([{ product: product._id, count: 1 }], { walletCents: 10_000 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(buyer.token, orderPayload({ useWallet: true }))));
      const orders = await Order.find({ 'user._id': buyer.user._id }).lean();
      const debited = orders.filter((o) => o.walletPayment > 0);
      doubleSpends += Math.max(0, debited.length - 1);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(debited.map((o) => o.walletPayment)).toEqual([100]);
      expect((await User.findById(buyer.user._id).lean())!.walletCents).toBe(0);
      // The guarded debit itself, without checkout's one-order-at-a-time per buyer:
      await User.updateOne({ _id: buyer.user._id }, { $set: { walletCents: 10_000 } });
      const debits = await Promise.all(Array.from({ length: 20 }, () => takeWallet({ user: String(buyer.user._id), walletCents: 10_000, points: 0 })));
      doubleSpends += Math.max(0, debits.filter(Boolean).length - 1);
      expect(debits.filter(Boolean)).toHaveLength(1);
      expect((await User.findById(buyer.user._id).lean())!.walletCents).toBe(0);
    }
    recordFigure('dobles gastos', doubleSpends);
  });

  const CANCEL_TRIALS = scaled(2, 50);
  test(`10 concurrent cancels give stock, wallet and points back exactly once (${CANCEL_TRIALS} trials)`, async () => {
    const admin = await createUser({ isSuperAdmin: true });
    let doubleRefunds = 0;
    for (let trial = 0; trial < CANCEL_TRIALS; trial++) {
      const product = await createProduct(seller, { price: 40, isManualImportCost: true, importCost: 0, availableCount: 7 });
      const buyer = await createBuyer([{ product: product._id, count: 2 }], { walletCents: 5000, points: 600 });
      const before = await snapshot([product._id], buyer.user._id);
      const created = await postOrder(buyer.token, orderPayload({ useWallet: true }));
      expect(created.status).toBe(200);
      const placed = await snapshot([product._id], buyer.user._id);
      expect([placed.stock[String(product._id)], placed.walletCents, placed.points]).toEqual([5, 0, 100]);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call<{ message: string }>(cancel.PATCH, {
            url: `/api/orders/cancelOrder/${created.body.orderId}`,
            method: 'PATCH',
            token: admin.token,
            params: { orderId: created.body.orderId! },
          }),
        ),
      );
      const after = await snapshot([product._id], buyer.user._id);
      doubleRefunds += Math.max(0, Math.round((after.walletCents - before.walletCents) / 5000));
      expect(answers.filter((a) => a.status === 200).map((a) => a.body.message)).toEqual([m.orders.deleted]);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
      expect({ ...after, orderCount: 0, cartLines: 0 }).toEqual({ ...before, orderCount: 0, cartLines: 0 });
      const order = (await Order.findById(created.body.orderId).lean())!;
      expect(order.currentStatus).toBe(m.orderStatus.cancelled);
      expect(order.compensation).toMatchObject({ state: 'done', returned: expect.arrayContaining(['wallet', `stock:${String(product._id)}`]) });
      expect(order.statuses.filter((s) => s.status === m.orderStatus.cancelled)).toHaveLength(1);
    }
    recordFigure('dobles gastos', doubleRefunds);
  });

  test("a coupon's discount is applied once per order, however it is sent, and the buyer's own coupon is refused", async () => {
    const product = await createProduct(seller, { fastDelivery: true, price: 100, possibleDiscount: true, availableCount: 100, maxCount: 50 });
    const owner = (await createUser({ discountCoupon: 5 })).user;
    const code = owner.couponCode;
    const forms = [code, { code }, { code, couponCode: code, couponInfo: code, productDiscount: 90 }, [code, code]];
    for (const couponInfo of forms) {
      const buyer = await createBuyer([{ product: product._id, count: 1 }]);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => postOrder(buyer.token, orderPayload({ couponInfo, discount: 100, totalProductsCouponDiscount: 100 }))),
      );
      const placed = answers.filter((a) => a.status === 200);
      expect(placed).toHaveLength(1);
      const orders = await Order.find({ 'user._id': buyer.user._id }).lean();
      // An array is no coupon code: the order is placed without a discount.
      const discount = Array.isArray(couponInfo) ? 0 : 5;
      expect(orders.map((o) => [o.totalProductsCouponDiscount, o.total])).toEqual([[discount, 100 - discount]]);
    }
    const self = await createBuyer([{ product: product._id, count: 1 }]);
    const own = await Promise.all(Array.from({ length: 5 }, () => postOrder(self.token, orderPayload({ couponInfo: { code: self.user.couponCode } }))));
    expect(own.map((a) => [a.status, a.body.errorType, a.body.message])).toEqual(Array(5).fill([400, 3, m.coupon.own]));
    expect(await Order.countDocuments({ 'user._id': self.user._id })).toBe(0);
  });

  // The control: the same races with every document lock off (withDocumentLock: one buyer's
  // checkout, the ledgers), so nothing in this process orders the 50 requests; guarded writes take no
  // lock of their own. The database alone must sell exactly the stock: MongoDB applies each guarded
  // filter atomically, and so does the embedded FerretDB fork (its collection write lock holds from an
  // update's read to its write). Run against the engine without that lock (FerretDB as upstream
  // builds it), this control oversold in the first race. Last in the file: the same 50 buyers race
  // again with their own checkouts unordered.
  const CONTROL_TRIALS = scaled(5, 20);
  test(`control: ${CONTROL_TRIALS} races with every in-process lock off sell exactly the stock`, async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    let oversold = 0;
    const problems: string[] = [];
    disableDocumentLocksForControlRun(true);
    try {
      for (let trial = 0; trial < CONTROL_TRIALS; trial++) {
        const outcome = await race(SCENARIOS[0]);
        oversold += outcome.oversold;
        problems.push(...outcome.problems.map((p) => `control ${trial + 1}: ${p}`));
      }
    } finally {
      disableDocumentLocksForControlRun(false);
      quiet.mockRestore();
    }
    recordFigure('sobreventas del control', oversold);
    expect(problems).toEqual([]);
    expect(oversold).toBe(0);
  });
});
