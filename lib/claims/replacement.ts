import type { Types } from 'mongoose';
import { updateProduct } from '../catalog/product-writes';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import { replacementLineOf } from './replacement-line';
import type { LeanOrder } from '@/models/Order';
import { Order } from '@/models/Order';

type Line = LeanOrder['lines'][number];

/**
 * A claim's replacement: the same product and units as a new line of the order at no cost, taken
 * from the product's stock by the guarded write every order uses (never below 0), travelling on
 * its own status from Confirmado. Answers the new line's id; 409 when the stock cannot cover it.
 */
export async function replaceLine(order: LeanOrder, line: Line, claimId: Types.ObjectId): Promise<Types.ObjectId> {
  const count = line.count;
  const taken = await updateProduct(
    String(line.product),
    { $inc: { availableCount: -count, salesCount: count } },
    { deleted: { $ne: true }, availableCount: { $gte: count } },
  );
  if (!taken) throw new AppError('claimNoStock');
  const replacement = replacementLineOf(line, claimId);
  const written = await guardedUpdate(
    Order,
    order._id,
    // Never a second line for one claim (a retry): the line names its claim.
    { currentStatus: { $ne: messages.orderStatus.cancelled }, 'lines.replacementFor': { $ne: claimId } },
    { $push: { lines: replacement }, $inc: { productsCount: count } },
  );
  if (!written) {
    await updateProduct(String(line.product), { $inc: { availableCount: count, salesCount: -count } });
    throw new AppError('conflict');
  }
  return (written.lines.at(-1) as Line & { _id: Types.ObjectId })._id;
}
