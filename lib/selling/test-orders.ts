import crypto from 'node:crypto';
import type { Types } from 'mongoose';
import { messages } from '../messages';
import type { OrderStatus } from '../orders/status';
import { Order } from '@/models/Order';

/*
 * Test support only (integration tests of lib/selling and lib/admin): orders written directly
 * with the model, so figures can be hand-counted without running checkout.
 */

type Id = Types.ObjectId | string;
export type TestLine = { product: Id; seller: Id; name?: string; price: number; count: number; importCost?: number; couponDiscount?: number };
export type TestOrder = { buyer: Id; lines: TestLine[]; status?: OrderStatus; createdAt?: Date; delivery?: { seller: Id; cost: number }[] };

/** Inserts an order (status Solicitado unless given) and, when asked, backdates it. Returns the lean document. */
export async function insertOrder(order: TestOrder) {
  const created = await Order.create({
    orderNumber: crypto.randomInt(1, 2 ** 47),
    user: { _id: order.buyer, name: 'Luis', lastName: 'Gómez', email: 'luis@prueba.cu', phone: '+5352223344' },
    addressee: {
      name: 'Luis Gómez',
      phone: '+5352223344',
      address: 'Calle 23 #456, Vedado',
      region: 'La Habana',
      municipality: 'Plaza de la Revolución',
      ci: '85010112345',
    },
    paymentType: 'OnDelivery',
    currentStatus: order.status ?? messages.orderStatus.requested,
    lines: order.lines.map((l) => ({ name: 'Producto', importCost: 0, couponDiscount: 0, ...l })),
    deliveryCostsPerUser: (order.delivery ?? []).map((d) => ({ user: d.seller, fastDelivery: false, deliveryCost: d.cost })),
  });
  if (order.createdAt) await Order.collection.updateOne({ _id: created._id }, { $set: { createdAt: order.createdAt } });
  return (await Order.findById(created._id).lean())!;
}
