import sharp from 'sharp';
import type { Types } from 'mongoose';
import { nextOrderNumber } from '@/lib/orders/number';
import { orderStatusMessages as s } from '@/lib/messages/order-status';
import { writePrivateFile } from '@/lib/uploads/private-service';
import { toWebp } from '@/lib/uploads/service';
import { personalDisplayName } from '@/lib/users/display-name';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { Review } from '@/models/Review';
import { User } from '@/models/User';

/*
 * What a new visitor of the demo store sees of the trust features: the demo buyer's order from
 * Delicias del Puerto, delivered ten days ago with the courier's photo and the receiver's name,
 * and three of its four products rated by her (one answered by the store), so product pages show
 * stars and the store's page its rating; the fourth is left for the buyer to rate.
 */

const DAY = 24 * 3600 * 1000;
const DEMO_REVIEWS = [
  {
    rating: 5,
    asDescribed: true,
    onTime: true,
    comment: 'Llegó en dos días, bien embalado y tal como en la foto. Mi mamá quedó encantada.',
    reply: '¡Gracias, Laura! Nos alegra que a su mamá le gustara.',
  },
  { rating: 4, asDescribed: true, onTime: true, comment: 'Todo bien. La caja llegó un poco golpeada, pero el producto perfecto.', reply: '' },
  { rating: 5, asDescribed: true, onTime: false, comment: 'Muy bueno, aunque tardó un día más de lo prometido.', reply: '' },
] as const;

/** The photo of the goods handed over: a drawn parcel on a doorstep, stored privately as the courier's would be. */
async function demoDeliveryPhoto(orderId: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
    <rect width="960" height="720" fill="#d9c7a7"/><rect y="520" width="960" height="200" fill="#8d7a5f"/>
    <rect x="330" y="300" width="300" height="240" fill="#b8864b"/><rect x="330" y="300" width="300" height="40" fill="#a0733d"/>
    <rect x="465" y="300" width="30" height="240" fill="#e8d9b5"/></svg>`;
  const { data } = await toWebp(await sharp(Buffer.from(svg)).png().toBuffer(), 960, 70);
  return writePrivateFile('delivery', orderId, 'webp', data);
}

type SeededProduct = {
  _id: Types.ObjectId;
  name: string;
  price: number;
  importCost: number;
  mainImageUrl: string;
  user: Types.ObjectId;
  fastDelivery: boolean;
  availableCountByTags: unknown[];
  category: { _id: Types.ObjectId };
};

/** Seeds the delivered demo order with its photo and the buyer's reviews (a fresh store only). Answers what it wrote. */
export async function seedTrustDemo(
  ids: ReadonlyMap<string, Types.ObjectId>,
  products: readonly SeededProduct[],
  now = new Date(),
): Promise<{ orders: number; reviews: number; orderId: Types.ObjectId | null }> {
  const buyerId = ids.get('buyer');
  const sellerId = ids.get('delicias-del-puerto');
  const courierId = ids.get('orderAdmin');
  const buyer = buyerId ? await User.findById(buyerId).lean() : null;
  const picked = products.filter((p) => sellerId && p.user.equals(sellerId) && p.fastDelivery && p.availableCountByTags.length === 0).slice(0, 4);
  if (!buyer || !sellerId || picked.length < 4) return { orders: 0, reviews: 0, orderId: null };
  const address = buyer.deliveryAddresses?.find((a) => a.isDefault) ?? buyer.deliveryAddresses?.[0];
  const placed = new Date(now.getTime() - 12 * DAY);
  const delivered = new Date(now.getTime() - 10 * DAY);
  const productsPrice = Math.round(picked.reduce((sum, p) => sum + p.price + p.importCost, 0) * 100) / 100;
  const order = await Order.create({
    orderNumber: await nextOrderNumber(),
    user: { _id: buyer._id, name: buyer.name, lastName: buyer.lastName, email: buyer.email, phone: buyer.phone },
    sender: { name: `${buyer.name} ${buyer.lastName}`, phone: buyer.phone, ci: address?.ci ?? '' },
    addressee: {
      name: address?.name ?? buyer.name,
      ci: address?.ci,
      phone: address?.phone,
      address: address?.address,
      region: address?.region,
      municipality: address?.municipality,
    },
    paymentType: 'OnDelivery',
    paymentStatus: 'pagado',
    currentStatus: s.delivered,
    currentStatusDate: delivered,
    statuses: [
      { status: s.requested, date: placed },
      { status: s.confirmed, date: new Date(placed.getTime() + 3600_000), by: courierId },
      { status: s.delivered, date: delivered, by: courierId },
    ],
    lines: picked.map((p) => ({
      product: p._id,
      seller: p.user,
      name: p.name,
      mainImageUrl: p.mainImageUrl,
      categoryId: p.category._id,
      price: p.price,
      importCost: p.importCost,
      fastDelivery: true,
      count: 1,
      trackStatus: { currentStatus: s.delivered },
    })),
    productsConfirmed: true,
    productsCount: picked.length,
    totalProductsPrice: productsPrice,
    total: productsPrice,
    cash: { amount: productsPrice, receivedAt: delivered, receivedBy: courierId, handedOverAt: delivered, handedOverBy: ids.get('superAdmin') },
    delivery: { deliveredAt: delivered, deliveredBy: courierId, withCode: true, storeConfirmedBy: courierId, receiverName: 'Luis Pérez' },
    pointsCreditedAt: delivered,
    createdAt: placed,
  });
  const photo = await demoDeliveryPhoto(String(order._id));
  await Order.updateOne({ _id: order._id }, { $set: { 'delivery.photo': photo } });

  const buyerName = personalDisplayName(buyer.name, buyer.lastName);
  const reviews = DEMO_REVIEWS.map((review, i) => ({
    product: picked[i]._id,
    seller: sellerId,
    order: order._id,
    buyer: buyer._id,
    buyerName,
    rating: review.rating,
    asDescribed: review.asDescribed,
    onTime: review.onTime,
    comment: review.comment,
    reply: review.reply ? { text: review.reply, at: new Date(delivered.getTime() + 2 * DAY) } : { at: null },
    createdAt: new Date(delivered.getTime() + DAY),
  }));
  await Review.insertMany(reviews);
  for (const review of reviews) await Product.updateOne({ _id: review.product }, { $inc: { 'rating.count': 1, 'rating.sum': review.rating } });
  await User.updateOne(
    { _id: sellerId },
    {
      $inc: {
        'sellerRating.count': reviews.length,
        'sellerRating.sum': reviews.reduce((sum, r) => sum + r.rating, 0),
        'sellerRating.asDescribed': reviews.filter((r) => r.asDescribed).length,
        'sellerRating.onTime': reviews.filter((r) => r.onTime).length,
      },
    },
  );
  return { orders: 1, reviews: reviews.length, orderId: order._id };
}
