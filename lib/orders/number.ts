import { isDuplicateKey } from '../db';
import { guardedUpdate } from '../guarded-write';
import { Counter } from '@/models/Counter';
import { Order } from '@/models/Order';

const COUNTER_ID = 'orderNumber';

/**
 * The next order number (1, 2, 3, …): a guarded increment of one counter, so numbers are unique
 * and sequential; a number whose order then fails is skipped, never reused. The counter starts at
 * the highest existing order number the first time.
 */
export async function nextOrderNumber(): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const counter = await guardedUpdate(Counter, COUNTER_ID, {}, { $inc: { seq: 1 } });
    if (counter) return counter.seq;
    const last = await Order.findOne({}, 'orderNumber').sort({ orderNumber: -1 }).lean();
    await Counter.updateOne({ _id: COUNTER_ID }, { $setOnInsert: { seq: last?.orderNumber ?? 0 } }, { upsert: true }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error; // another request created it first
    });
  }
  throw new Error('the order number counter could not be created');
}
