import { z } from 'zod';
import { deliveryAddressSchema } from '../account/address-schema';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { DELIVERY_PROVINCES } from '../geo/provinces';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import { toOrderDto, type OrderDto } from './dto';
import { notifyOrderUpdated } from './notify';
import { parseObjectId } from './schemas';
import { ADDRESS_EDITABLE_STATUSES, canEditAddress } from './status';
import { Order, type LeanOrder } from '@/models/Order';

/** PATCH /api/orders/editAddress: the order and its new addressee, checked like any saved delivery address. */
export const editAddressSchema = z.object({
  orderId: z.string().transform((id, ctx) => parseObjectId(id) ?? (ctx.addIssue({ code: 'custom', message: messages.server.validation }), z.NEVER)),
  addressee: deliveryAddressSchema,
});
export type EditAddressInput = z.output<typeof editAddressSchema>;

/** Street, municipality and region joined, as every order stores addressee.address (docs/contract/buying.md §3). */
export function joinedAddress(a: { address: string; municipality: string; region: string }): string {
  return [a.address, a.municipality, a.region]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * 'EDITAR DIRECCION DE ENTREGA' (super admins): replaces the addressee of a Solicitado or
 * Confirmado order. The write is guarded on those statuses (an order moved on meanwhile is
 * refused) and records when, who and the addressee replaced in `addresseeEdits`. The delivery fee
 * is not recomputed: only provinces the store delivers to are accepted.
 */
export async function editOrderAddress(viewer: Viewer, input: EditAddressInput, now = new Date()): Promise<{ message: string; order: OrderDto }> {
  await connectDb();
  const a = input.addressee;
  if (!DELIVERY_PROVINCES.includes(a.region)) throw new AppError('regionNotServed');
  const order = await Order.findById(input.orderId).lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  if (!canEditAddress(order.currentStatus)) throw new AppError('validation', { message: messages.orders.addressNotEditable });
  const previous = { name: '', ci: '', phone: '', address: '', region: '', municipality: '', ...order.addressee };
  const addressee = { name: a.name, ci: a.ci, phone: a.phone, address: joinedAddress(a), region: a.region, municipality: a.municipality };
  // Guarded on the status and on the addressee read: a status change or another edit meanwhile wins.
  const guard = { currentStatus: { $in: ADDRESS_EDITABLE_STATUSES }, 'addressee.name': previous.name, 'addressee.address': previous.address };
  const update = { $set: { addressee }, $push: { addresseeEdits: { date: now, by: viewer._id, previous } } };
  const updated = await guardedUpdate(Order, input.orderId, guard, update);
  if (!updated) throw new AppError('conflict');
  await notifyOrderUpdated(updated);
  return { message: messages.orders.addressEdited, order: toOrderDto(updated, viewer) };
}
