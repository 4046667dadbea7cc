import type { Types } from 'mongoose';
import { trackStatusMessages } from '../messages/track-status';
import type { LeanOrder } from '@/models/Order';

type Line = LeanOrder['lines'][number];

/**
 * The line that replaces `line` for the claim `claimId` (pure): the same product and units at no
 * cost, from Confirmado on its own status. Apart from lib/claims/replacement.ts so that the demo
 * seed builds the same line without loading the store's page cache (next/cache).
 */
export function replacementLineOf(line: Line, claimId: Types.ObjectId) {
  return {
    product: line.product,
    seller: line.seller,
    name: line.name,
    mainImageUrl: line.mainImageUrl,
    categoryId: line.categoryId,
    price: 0,
    importCost: 0,
    couponDiscount: 0,
    points: 0,
    fastDelivery: line.fastDelivery,
    shippingBySea: line.shippingBySea,
    count: line.count,
    stockByTag: line.stockByTag,
    size: line.size,
    color: line.color,
    trackStatus: { currentStatus: trackStatusMessages.confirmed, message: '' },
    replacementFor: claimId,
  };
}
