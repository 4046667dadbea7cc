import * as updateCart from '@/app/api/accountImport/updateCart/route';
import { messages as m } from '@/lib/messages';
import { Order } from '@/models/Order';
import { useTestDatabase } from '@/scripts/test-support/db';
import { recordFigure } from '@/scripts/test-support/figures';
import { createProduct } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, orderPayload, postOrder, snapshot } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';

/*
 * What the browser sends about amounts is never believed (decision 8, "Races and business logic"):
 * quantities that are not whole positive numbers within the limits are refused by the cart, and
 * the order is priced from the database whatever prices, totals, discounts, delivery costs or
 * wallet amounts the request carries.
 */

jest.setTimeout(120_000);
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

type CartAnswer = { cart?: { products: { count: number }[] }; message?: string };
const sendCart = (token: string, body: unknown) => call<CartAnswer>(updateCart.PATCH, { url: '/api/accountImport/updateCart', method: 'PATCH', token, body });

/** Not whole numbers, absurdly large, or not numbers at all. */
const NOT_A_COUNT: [string, unknown][] = [
  ['1.5', 1.5],
  ['1e9', 1e9],
  ['"2"', '2'],
  ['null', null],
  ['true', true],
  ['[]', []],
  ['{}', {}],
  ['-1e9', -1e9],
];

describe('amounts sent by the browser', () => {
  useTestDatabase();
  let seller: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    mail = await startMailCatcher();
    seller = await createSeller({ cost: 4 });
  });
  afterAll(() => mail.stop());

  test('updateCart refuses a line count or quantity step that is not a whole number within the limits, changing nothing', async () => {
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 10 });
    const productId = String(product._id);
    const buyer = await createBuyer([{ product: product._id, count: 2 }]);
    const before = await snapshot([product._id], buyer.user._id);
    const accepted: string[] = [];
    const bodies = NOT_A_COUNT.flatMap(
      ([label, bad]) =>
        [
          [`count ${label}`, { cart: [{ product: productId, count: bad }], quantity: 1, productId }],
          [`quantity ${label}`, { cart: [{ product: productId, count: 3 }], quantity: bad, productId }],
        ] as [string, unknown][],
    );
    for (const [label, body] of bodies) {
      const res = await sendCart(buyer.token, body);
      if (res.status !== 400 || res.body.message !== m.server.validation) accepted.push(`${label}: ${res.status} ${res.body.message}`);
    }
    recordFigure('entradas malformadas probadas', bodies.length);
    recordFigure('entradas malformadas aceptadas', accepted.length);
    expect(accepted).toEqual([]);
    expect(await snapshot([product._id], buyer.user._id)).toEqual(before);
  });

  test('a line count of 0 or -1 removes the line (docs/contract/buying.md: a count reaching 0 removes it); no count below 1 is ever stored', async () => {
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 10 });
    const productId = String(product._id);
    for (const count of [0, -1]) {
      const buyer = await createBuyer([{ product: product._id, count: 2 }]);
      const res = await sendCart(buyer.token, { cart: [{ product: productId, count }], quantity: -2, productId });
      expect([res.status, res.body.cart?.products]).toEqual([200, []]);
      expect((await snapshot([product._id], buyer.user._id)).cartLines).toBe(0);
    }
    expect((await snapshot([product._id])).stock[productId]).toBe(10);
  });

  test('prices, totals, discounts, delivery costs, wallet amounts and lines in the order request are ignored', async () => {
    const product = await createProduct(seller, { fastDelivery: true, price: 30, availableCount: 20, maxCount: 50 });
    const honest = await createBuyer([{ product: product._id, count: 2 }], { walletCents: 1000 });
    const cheat = await createBuyer([{ product: product._id, count: 2 }], { walletCents: 1000 });
    const forged = {
      total: 0.01,
      totalProductsPrice: 0.01,
      totalDeliveryCost: 0,
      airWaybill: 0,
      sendingCost: 0,
      discount: 60,
      productDiscount: 100,
      totalProductsCouponDiscount: 60,
      hasDiscountCoupon: true,
      walletPayment: 1000,
      walletCents: 1_000_000,
      wallet: 1000,
      points: 99_999,
      pointsUsed: 99_999,
      deliveryCostsPerUser: [{ user: String(seller._id), deliveryCost: 0 }],
      lines: [{ product: String(product._id), count: 1e9, price: 0 }],
      products: [{ product: String(product._id), count: -1, price: 0 }],
      cart: { products: [] },
      currencyData: { currencyName: 'usd', exchangeValue: 0.001 },
    };
    const fair = await postOrder(honest.token, orderPayload({ useWallet: true }));
    const tricked = await postOrder(cheat.token, orderPayload({ useWallet: true, ...forged }));
    expect([fair.status, tricked.status]).toEqual([200, 200]);
    const fields = [
      'productsCount',
      'totalProductsPrice',
      'totalDeliveryCost',
      'airWaybill',
      'sendingCost',
      'totalProductsCouponDiscount',
      'hasDiscountCoupon',
      'walletPayment',
      'pointsUsed',
      'total',
      'currencyData',
    ] as const;
    const pick = (o: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, o[f]]));
    const [a, b] = await Promise.all([Order.findById(fair.body.orderId).lean(), Order.findById(tricked.body.orderId).lean()]);
    expect(pick(b as unknown as Record<string, unknown>)).toEqual(pick(a as unknown as Record<string, unknown>));
    expect(b).toMatchObject({ productsCount: 2, totalProductsPrice: 60, totalDeliveryCost: 4, walletPayment: 10, total: 54 });
    expect(b!.lines.map((l) => [l.count, l.price])).toEqual([[2, 30]]);
    expect((await snapshot([product._id], cheat.user._id)).walletCents).toBe(0);
    expect((tricked.body as { total?: number }).total).toBe(54);
  });

  test('useWallet must be the boolean true: a string or number pays nothing from the wallet', async () => {
    const product = await createProduct(seller, { fastDelivery: true, price: 30, availableCount: 20, maxCount: 50 });
    for (const useWallet of ['true', 1, 'yes']) {
      const buyer = await createBuyer([{ product: product._id, count: 1 }], { walletCents: 1000 });
      const res = await postOrder(buyer.token, orderPayload({ useWallet }));
      expect(res.status).toBe(200);
      expect((await Order.findById(res.body.orderId).lean())!.walletPayment).toBe(0);
      expect((await snapshot([], buyer.user._id)).walletCents).toBe(1000);
    }
  });
});
