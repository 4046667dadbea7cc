import type { Types } from 'mongoose';
import * as cancel from '@/app/api/orders/cancelOrder/[orderId]/route';
import { messages as m } from '@/lib/messages';
import { takeWallet } from '@/lib/orders/ledger';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, orderPayload, postOrder, snapshot } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

/** Units of `productId` in all stored orders. */
async function unitsOrdered(productId: Types.ObjectId): Promise<number> {
  const orders = await Order.find({ 'lines.product': productId }).lean();
  return orders.flatMap((o) => o.lines).filter((l) => String(l.product) === String(productId)).reduce((sum, l) => sum + l.count, 0);
}

describe('orders under concurrency', () => {
  useTestDatabase();
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(() => mail.stop());

  test('50 buyers at once for 5 units: exactly 5 sold, stock 0, never negative', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createBuyer([{ product: product._id, count: 1 }])));
    const answers = await Promise.all(buyers.map((b) => postOrder(b.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const otherAnswers = answers.filter((a) => a.status !== 200 && !(a.status === 400 && a.body.errorType === 0)).map((a) => [a.status, a.body]);
    expect(otherAnswers).toEqual([]);
    const after = (await Product.findById(product._id).lean())!;
    expect([after.availableCount, after.salesCount]).toEqual([0, 5]);
    expect(after.availableCount + (await unitsOrdered(product._id))).toBe(5);
  });

  test('several units and several products per order: all or nothing', async () => {
    const seller = await createSeller();
    const plenty = await createProduct(seller, { name: 'Mucho', fastDelivery: true, availableCount: 10 });
    const scarce = await createProduct(seller, { name: 'Poco', fastDelivery: true, availableCount: 4 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () =>
      createBuyer([{ product: plenty._id, count: 3 }, { product: scarce._id, count: 2 }])));
    const answers = await Promise.all(buyers.map((b) => postOrder(b.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const after = await snapshot([plenty._id, scarce._id]);
    expect(after.stock).toEqual({ [String(plenty._id)]: 4, [String(scarce._id)]: 0 });
    expect(after.sales).toEqual({ [String(plenty._id)]: 6, [String(scarce._id)]: 4 });
    expect([await unitsOrdered(plenty._id), await unitsOrdered(scarce._id)]).toEqual([6, 4]);
  });

  test('one buyer sending the same order 10 times at once gets one order', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 50 });
    const buyer = await createBuyer([{ product: product._id, count: 2 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(buyer.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === m.checkout.emptyCart)).toHaveLength(9);
    expect(await Order.countDocuments({ 'user._id': buyer.user._id })).toBe(1);
    expect((await Product.findById(product._id).lean())!.availableCount).toBe(48);
  });

  test('a wallet of 100 USD and 20 orders at once paying 60 from it: one debit', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { fastDelivery: true, price: 60, availableCount: 50 });
    const buyer = await createBuyer([{ product: product._id, count: 1 }], { walletCents: 10_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(buyer.token, orderPayload({ useWallet: true }))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await User.findById(buyer.user._id).lean())!.walletCents).toBe(4000);
    // The guarded debit itself, without the per-buyer serialisation of checkout:
    const debits = await Promise.all(Array.from({ length: 20 }, () => takeWallet({ user: String(buyer.user._id), walletCents: 3000, points: 0 })));
    expect(debits.filter(Boolean)).toHaveLength(1);
    expect((await User.findById(buyer.user._id).lean())!.walletCents).toBe(1000);
  });

  test('10 concurrent cancels give stock, wallet and points back exactly once', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { price: 40, isManualImportCost: true, importCost: 0, availableCount: 7 });
    const buyer = await createBuyer([{ product: product._id, count: 2 }], { walletCents: 5000, points: 600 });
    const before = await snapshot([product._id], buyer.user._id);
    const created = await postOrder(buyer.token, orderPayload({ useWallet: true }));
    expect(created.status).toBe(200);
    const placed = await snapshot([product._id], buyer.user._id);
    expect([placed.stock[String(product._id)], placed.walletCents, placed.points]).toEqual([5, 0, 100]);
    const admin = await createUser({ isSuperAdmin: true });
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      call<{ message: string }>(cancel.PATCH, { url: `/api/orders/cancelOrder/${created.body.orderId}`, method: 'PATCH', token: admin.token, params: { orderId: created.body.orderId! } })));
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.message)).toEqual([m.orders.deleted]);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const after = await snapshot([product._id], buyer.user._id);
    expect({ ...after, orderCount: 0, cartLines: 0 }).toEqual({ ...before, orderCount: 0, cartLines: 0 });
    const order = (await Order.findById(created.body.orderId).lean())!;
    expect(order.currentStatus).toBe(m.orderStatus.cancelled);
    expect(order.compensation).toMatchObject({ state: 'done', returned: expect.arrayContaining(['wallet', `stock:${String(product._id)}`]) });
    expect(order.statuses.filter((s) => s.status === m.orderStatus.cancelled)).toHaveLength(1);
  });
});
