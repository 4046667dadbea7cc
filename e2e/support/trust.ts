import { expect, type APIRequestContext } from '@playwright/test';
import { connectDb, disconnectDb } from '../../lib/db';
import { paths } from '../../lib/http/paths';
import { Product } from '../../models/Product';
import { User } from '../../models/User';
import { placeCashOrder } from './orders';
import { loginAs, type DemoSession } from './shopper-fixtures';

/** A plain fast-delivery product of the demo seller (vendedor@importa.cu), who can then answer reviews and see claims. */
export async function demoSellerProduct(): Promise<{ _id: string; name: string; sellerId: string }> {
  await connectDb();
  try {
    const seller = await User.findOne({ email: 'vendedor@importa.cu' }, '_id').lean();
    const products = await Product.find(
      { user: seller!._id, fastDelivery: true, available: true, deleted: false, availableCount: { $gt: 5 } },
      'name availableCountByTags deliveryCalendar',
    ).lean();
    const plain = products.find((p) => p.availableCountByTags.length === 0 && !p.deliveryCalendar?.allowed)!;
    return { _id: String(plain._id), name: plain.name, sellerId: String(seller!._id) };
  } finally {
    await disconnectDb();
  }
}

/** One unit of `productId` ordered by `buyer`, confirmed by `admin` and delivered with the recipient's code. */
export async function deliveredOrder(
  request: APIRequestContext,
  buyer: DemoSession,
  admin: DemoSession,
  productId: string,
): Promise<{ orderId: string; orderNumber: number }> {
  const placed = await placeCashOrder(request, buyer, productId);
  const confirmed = await request.patch(paths.orders.root(), {
    headers: { authorization: admin.token },
    data: { _id: placed.orderId, newStatus: 'Confirmado', paymentObservation: 'Efectivo al entregar' },
  });
  expect(confirmed.ok()).toBe(true);
  const share = await request.get(`/api/tracking/share?orderId=${placed.orderId}`, { headers: { authorization: buyer.token } });
  const { deliveryCode } = (await share.json()) as { deliveryCode: string };
  const delivered = await request.post('/api/tracking/deliver', {
    headers: { authorization: admin.token },
    data: { orderId: placed.orderId, code: deliveryCode },
  });
  expect(delivered.ok()).toBe(true);
  return placed;
}

/** The four demo sessions the trust journeys use: the buyer, the order admin (courier), the seller and a super admin. */
export function trustSessions(request: APIRequestContext): Promise<[DemoSession, DemoSession, DemoSession, DemoSession]> {
  return Promise.all([loginAs(request, 'buyer'), loginAs(request, 'orderAdmin'), loginAs(request, 'seller'), loginAs(request, 'superAdmin')]);
}
