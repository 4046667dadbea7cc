import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct } from '@/scripts/test-support/fixtures';
import { createBuyer, createSeller, postOrder } from '@/scripts/test-support/orders';

/* A listing the administration hides must stop selling at once, even to buyers who already had it in their cart. */
describe('a listing hidden by the administration cannot be bought', () => {
  useTestDatabase();

  test('an order with the hidden listing in the cart is refused and takes no stock', async () => {
    const product = await createProduct(await createSeller(), { availableCount: 4 });
    const buyer = await createBuyer([{ product: product._id, count: 1 }]);
    await Product.updateOne({ _id: product._id }, { $set: { hidden: true } });

    const res = await postOrder(buyer.token);

    expect(res.status).toBe(400);
    // Orders keep their buyer as `user._id` (a copy of the buyer), the path the buyer's list reads.
    expect(await Order.countDocuments({ 'user._id': buyer.user._id })).toBe(0);
    expect((await Product.findById(product._id).lean())?.availableCount).toBe(4);
    // The corrected cart the answer saves no longer offers it.
    const cart = (await User.findById(buyer.user._id).lean())?.cart?.products ?? [];
    expect(cart.map((line) => String(line.product))).not.toContain(String(product._id));
  });

  test('the same cart sells once the listing is shown again', async () => {
    const product = await createProduct(await createSeller(), { availableCount: 4, hidden: true });
    const buyer = await createBuyer([{ product: product._id, count: 1 }]);
    await Product.updateOne({ _id: product._id }, { $set: { hidden: false } });

    expect((await postOrder(buyer.token)).status).toBe(200);
    // The same count as the refused order's, seeing this one: that count could have failed.
    expect(await Order.countDocuments({ 'user._id': buyer.user._id })).toBe(1);
  });
});
