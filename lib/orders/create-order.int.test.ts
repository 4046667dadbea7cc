import { afterAnswerDone } from '@/lib/after-answer';
import { resetEnvCache } from '@/lib/env';
import { messages as m } from '@/lib/messages';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createCategory, createProduct, createUser } from '@/scripts/test-support/fixtures';
import { ADDRESSEE, createBuyer, createSeller, orderPayload, postOrder, snapshot } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

describe('POST /api/orders', () => {
  useTestDatabase();
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(() => mail.stop());

  describe('the checks of docs/contract/buying.md §5, in order', () => {
    let token: string;
    beforeAll(async () => {
      const seller = await createSeller();
      const product = await createProduct(seller, { fastDelivery: true });
      token = (await createBuyer([{ product: product._id, count: 1 }])).token;
    });

    test.each<[string, Record<string, unknown>, string]>([
      ['no address (before everything else)', { addressee: undefined, paymentType: undefined }, m.checkout.noAddress],
      ['an empty address', { addressee: { name: '', address: '', region: '' } }, m.checkout.noAddress],
      ['no payment method', { paymentType: undefined }, m.checkout.noPaymentMethod],
      ['the placeholder is no payment method', { paymentType: 'SELECT ONE' }, m.checkout.noPaymentMethod],
      ['a method checkout does not offer', { paymentType: 'OnRequest' }, m.checkout.noPaymentMethod],
      ['card payment without Stripe configured', { paymentType: 'OnlineStripe', currencySelected: 'usd' }, m.payment.cardDisabled],
      ['a province other than La Habana', { addressee: { ...ADDRESSEE, region: 'Matanzas', municipality: 'Cárdenas' } }, m.checkout.regionNotServed],
      ['the addressee checked like an address', { addressee: { ...ADDRESSEE, municipality: 'Cárdenas' } }, m.address.municipality],
      ['an addressee without phone', { addressee: { ...ADDRESSEE, phone: '' } }, m.address.phoneRequired],
    ])('%s', async (_, extra, message) => {
      const res = await postOrder(token, orderPayload(extra));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errorType).toBeUndefined();
    });

    test('card payment needs a currency once Stripe is configured', async () => {
      process.env.STRIPE_SECRET_KEY = 'sk_test_configured';
      resetEnvCache();
      try {
        const res = await postOrder(token, orderPayload({ paymentType: 'OnlineStripe', currencySelected: '', addressee: undefined }));
        expect(res.body.message).toBe(m.checkout.noAddress);
        expect((await postOrder(token, orderPayload({ paymentType: 'OnlineStripe', currencySelected: 'gbp' }))).body.message).toBe(m.checkout.noCurrency);
      } finally {
        delete process.env.STRIPE_SECRET_KEY;
        resetEnvCache();
      }
    });

    test('a seller that does not deliver in the province, before the empty-cart check', async () => {
      const seller = (await createUser({ isImportCompany: true, deliveryCosts: [{ provinceName: 'Matanzas', available: true }] })).user;
      const product = await createProduct(seller, { fastDelivery: true });
      const buyer = await createBuyer([{ product: product._id, count: 1 }]);
      const res = await postOrder(buyer.token);
      expect([res.status, res.body.message]).toEqual([400, m.checkout.sellerNotDeliveringProvince]);
    });

    test('an empty cart', async () => {
      const buyer = await createBuyer([]);
      expect((await postOrder(buyer.token)).body.message).toBe(m.checkout.emptyCart);
    });

    test('no token: 401', async () => {
      const res = await postOrder('', orderPayload());
      expect(res.status).toBe(401);
    });
  });

  test('places the order from the stored cart, ignoring any price, total or user the client sends', async () => {
    const seller = await createSeller({ cost: 3.5 });
    const product = await createProduct(seller, { fastDelivery: true, price: 12.25, availableCount: 4, points: 7 });
    const other = await createUser();
    const buyer = await createBuyer([{ product: product._id, count: 2 }]);
    const before = await snapshot([product._id], buyer.user._id);
    const body = orderPayload({ user: { _id: String(other.user._id) }, total: 0.01, totalProductsPrice: 0.01, products: [{ price: 0 }] });
    const res = await postOrder(buyer.token, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ orderId: expect.any(String), orderNumber: expect.any(Number), total: expect.any(Number) });
    const order = (await Order.findById(res.body.orderId).lean())!;
    expect(String(order.user!._id)).toBe(String(buyer.user._id));
    expect(order).toMatchObject({
      currentStatus: m.orderStatus.requested,
      paymentType: 'OnDelivery',
      productsCount: 2,
      totalProductsPrice: 24.5,
      totalDeliveryCost: 3.5,
      airWaybill: 0,
      walletPayment: 0,
      total: 28,
      pointsEarned: 0,
      addressee: { name: ADDRESSEE.name, region: ADDRESSEE.region, municipality: ADDRESSEE.municipality },
    });
    expect(order.statuses).toEqual([expect.objectContaining({ status: m.orderStatus.requested })]);
    expect(order.lines).toEqual([expect.objectContaining({ name: product.name, price: 12.25, count: 2, fastDelivery: true })]);
    const after = await snapshot([product._id], buyer.user._id);
    expect(after.stock[String(product._id)]).toBe(before.stock[String(product._id)] - 2);
    expect(after.sales[String(product._id)]).toBe(2);
    expect(after.cartLines).toBe(0);
    await afterAnswerDone(); // the e-mail follows the answer
    expect(mail.lastTo(buyer.user.email)?.raw).toContain(`#${res.body.orderNumber}`);
  });

  test('hand-worked totals: delivery per store, coupon, air tax with points, wallet (docs/contract/buying.md §9)', async () => {
    const storeA = await createSeller({ cost: 5, above: 100 });
    const storeB = await createSeller({ always: true });
    const rice = await createProduct(storeA, { name: 'Arroz', fastDelivery: true, price: 20, possibleDiscount: true, points: 3 });
    const fan = await createProduct(storeA, { name: 'Ventilador', price: 30, isManualImportCost: true, importCost: 24, points: 10 });
    const soap = await createProduct(storeB, { name: 'Jabón', fastDelivery: true, price: 15.5, possibleDiscount: true });
    const couponOwner = (await createUser({ discountCoupon: 5 })).user;
    const buyer = await createBuyer(
      [
        { product: rice._id, count: 2 },
        { product: fan._id, count: 1 },
        { product: soap._id, count: 1 },
      ],
      { walletCents: 8000, points: 300 },
    );
    const res = await postOrder(buyer.token, orderPayload({ useWallet: true, couponInfo: { code: couponOwner.couponCode, productDiscount: 90 } }));
    expect(res.status).toBe(200);
    const order = (await Order.findById(res.body.orderId).lean())!;
    expect(order).toMatchObject({
      totalProductsPrice: 109.5,
      sendingCost: 24,
      totalProductsCouponDiscount: 2.78,
      totalDeliveryCost: 10,
      airWaybill: 12.5,
      pointsUsed: 250,
      pointsEarned: 10,
      walletPayment: 80,
      total: 49.22,
      hasDiscountCoupon: true,
      discountCouponData: { productDiscount: 5 },
    });
    expect(order.deliveryCostsPerUser.map((d) => [String(d.user), d.fastDelivery, d.deliveryCost])).toEqual([
      [String(storeA._id), true, 5],
      [String(storeA._id), false, 5],
      [String(storeB._id), true, 0],
    ]);
    const after = await User.findById(buyer.user._id).lean();
    expect([after!.walletCents, after!.points]).toEqual([0, 50]);
  });

  test('coupons: unknown code, own code (errorType 3)', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { fastDelivery: true });
    const buyer = await createBuyer([{ product: product._id, count: 1 }]);
    expect((await postOrder(buyer.token, orderPayload({ couponInfo: 'ZZZZZ9' }))).body.message).toBe(m.coupon.invalid);
    const own = await postOrder(buyer.token, orderPayload({ couponInfo: { code: buyer.user.couponCode } }));
    expect([own.status, own.body.errorType, own.body.message]).toEqual([400, 3, m.coupon.own]);
    expect(await Order.countDocuments({ 'user._id': buyer.user._id })).toBe(0);
  });

  test('stock short: 400 errorType 0, the corrected cart saved and returned, nothing taken', async () => {
    const seller = await createSeller();
    const few = await createProduct(seller, { name: 'Pocos', fastDelivery: true, availableCount: 2 });
    const off = await createProduct(seller, { name: 'Apagado', fastDelivery: true, available: false });
    const gone = await createProduct(seller, { name: 'Borrado', fastDelivery: true, deleted: true });
    const buyer = await createBuyer([
      { product: few._id, count: 3 },
      { product: off._id, count: 1 },
      { product: gone._id, count: 1 },
    ]);
    const before = await snapshot([few._id, off._id], buyer.user._id);
    const res = await postOrder(buyer.token);
    expect([res.status, res.body.errorType, res.body.message]).toEqual([400, 0, m.checkout.stockFailed]);
    expect(res.body.cart!.products.map((l) => [l.product._id, l.count])).toEqual([
      [String(few._id), 2],
      [String(off._id), 1],
    ]);
    const stored = (await User.findById(buyer.user._id).lean())!.cart!.products.map((l) => [String(l.product), l.count]);
    expect(stored).toEqual([
      [String(few._id), 2],
      [String(off._id), 1],
    ]);
    const after = await snapshot([few._id, off._id], buyer.user._id);
    expect({ ...after, cartLines: 0 }).toEqual({ ...before, cartLines: 0 });
  });

  test('clothing: the size and colour stock is taken with the total', async () => {
    const seller = await createSeller();
    const clothing = await createCategory('Ropa', 'clothing');
    const shirt = await createProduct(seller, {
      name: 'Camisa',
      category: clothing,
      fastDelivery: true,
      availableCount: 9,
      availableCountByTags: [
        { size: 'M', color: '#000000', availableCount: 2 },
        { size: 'L', color: '#ffffff', availableCount: 7 },
      ],
    });
    const buyer = await createBuyer([
      { product: shirt._id, count: 3, size: 'L', color: '#ffffff' },
      { product: shirt._id, count: 2, size: 'M', color: '#000000' },
    ]);
    expect((await postOrder(buyer.token)).status).toBe(200);
    const after = (await Product.findById(shirt._id).lean())!;
    expect([after.availableCount, after.availableCountByTags.map((t) => t.availableCount)]).toEqual([4, [0, 4]]);
    const again = await createBuyer([{ product: shirt._id, count: 1, size: 'M', color: '#000000' }]);
    expect((await postOrder(again.token)).body.errorType).toBe(0);
  });

  test('order numbers are sequential', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 100 });
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const buyer = await createBuyer([{ product: product._id, count: 1 }]);
      numbers.push((await postOrder(buyer.token)).body.orderNumber!);
    }
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
  });
});
