import { disableDocumentLocksForControlRun } from '@/lib/guarded-write';
import { messages as m } from '@/lib/messages';
import { formatUsd } from '@/lib/money';
import { CheckoutKey } from '@/models/CheckoutKey';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct } from '@/scripts/test-support/fixtures';
import { createBuyer, createSeller, orderPayload, postOrder, setCart } from '@/scripts/test-support/orders';

/*
 * Orders kept on a buyer's device and sent when the line returns: the same order may arrive twice
 * (a replay, two tabs, a retry after a lost answer), from any worker process, and long after the
 * buyer confirmed it. One key gives one order; a changed price or delivery cost gives none.
 */

jest.setTimeout(120_000);
const KEY = 'pedido-guardado-0001';
const seenOf = (product: string, count: number, unitPrice: number, delivery: number | null = 0) => ({
  lines: [{ product, size: '', color: '', count, unitPrice }],
  delivery,
});

describe('POST /api/orders with a checkout key', () => {
  useTestDatabase();
  afterEach(() => disableDocumentLocksForControlRun(false));

  test('ten requests at once with one key, as from several worker processes, place one order and all answer it', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 100, maxCount: 50 });
    const { user, token } = await createBuyer([{ product: product._id, count: 2 }]);
    // Each worker has its own in-process lock: with it off, only the database keeps the requests apart.
    disableDocumentLocksForControlRun(true);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(token, orderPayload({ checkoutKey: KEY }))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(await Order.countDocuments({ 'user._id': user._id })).toBe(1);
    expect((await Product.findById(product._id).lean())!.availableCount).toBe(98);
  });

  test('a retry after a lost answer gets the same order, even with the cart filled again; the key is per buyer', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 100, maxCount: 50 });
    const line = { product: product._id, count: 1 };
    const first = await createBuyer([line]);
    const placed = await postOrder(first.token, orderPayload({ checkoutKey: KEY }));
    expect(placed.status).toBe(200);
    await setCart(first.user._id, [line]);
    const retried = await postOrder(first.token, orderPayload({ checkoutKey: KEY }));
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(placed.body);
    expect(await Order.countDocuments({ 'user._id': first.user._id })).toBe(1);
    expect((await User.findById(first.user._id).lean())!.cart!.products).toHaveLength(1); // the replay took nothing

    const other = await createBuyer([line]);
    const theirs = await postOrder(other.token, orderPayload({ checkoutKey: KEY }));
    expect(theirs.status).toBe(200);
    expect(theirs.body.orderId).not.toBe(placed.body.orderId);
    for (const buyer of [first, other]) expect(await CheckoutKey.countDocuments({ user: buyer.user._id, key: KEY })).toBe(1);
  });

  test('a price changed since the buyer confirmed: nothing is placed, the change is named, and the key may be used again', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { name: 'Olla arrocera', fastDelivery: true, availableCount: 10, maxCount: 50, price: 25 });
    const { user, token } = await createBuyer([{ product: product._id, count: 2 }]);
    await Product.updateOne({ _id: product._id }, { $set: { price: 27 } });

    const refused = await postOrder(token, orderPayload({ checkoutKey: KEY, seen: seenOf(String(product._id), 2, 25) }));
    expect(refused.status).toBe(400);
    expect(refused.body.errorType).toBe(12);
    expect(refused.body.message).toBe(m.offline.orderChanged(m.offline.priceChanged('Olla arrocera', formatUsd(25), formatUsd(27))));
    expect(await Order.countDocuments({ 'user._id': user._id })).toBe(0);
    expect((await Product.findById(product._id).lean())!.availableCount).toBe(10);
    expect((await User.findById(user._id).lean())!.cart!.products).toHaveLength(1);

    const confirmedAgain = await postOrder(token, orderPayload({ checkoutKey: KEY, seen: seenOf(String(product._id), 2, 27) }));
    expect(confirmedAgain.status).toBe(200);
    expect(await Order.countDocuments({ 'user._id': user._id })).toBe(1);
  });

  test('a delivery cost or cart changed since the buyer confirmed is refused too', async () => {
    const seller = await createSeller({ cost: 5 });
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 10, maxCount: 50, price: 25 });
    const { user, token } = await createBuyer([{ product: product._id, count: 1 }]);
    const delivery = await postOrder(token, orderPayload({ checkoutKey: KEY, seen: seenOf(String(product._id), 1, 25, 3) }));
    expect(delivery.status).toBe(400);
    expect(delivery.body.message).toBe(m.offline.orderChanged(m.offline.deliveryChanged(formatUsd(3), formatUsd(5))));
    const cart = await postOrder(token, orderPayload({ checkoutKey: KEY, seen: seenOf(String(product._id), 3, 25, 5) }));
    expect(cart.status).toBe(400);
    expect(cart.body.message).toBe(m.offline.orderChanged(m.offline.cartChanged));
    expect(await Order.countDocuments({ 'user._id': user._id })).toBe(0);
  });

  test('a key that is not one is refused before anything is read', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { fastDelivery: true });
    const { token } = await createBuyer([{ product: product._id, count: 1 }]);
    for (const checkoutKey of ['corta', 'x'.repeat(65), 'con espacios y mas letras', 42]) {
      const res = await postOrder(token, orderPayload({ checkoutKey }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(m.server.validation);
    }
  });
});
